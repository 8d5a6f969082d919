import { z } from "zod";
import { serviceIds, type ServiceId } from "../../lib/paths";
import { heroSchema, seoSchema } from "../schema";

export const serviceSchema = z.object({
  id: z.enum(serviceIds as [ServiceId, ...ServiceId[]]),
  seo: seoSchema,
  hero: heroSchema,
});

export type ServiceContent = z.infer<typeof serviceSchema>;
