import type { z } from "zod";
import { identitySchema } from "@contracts/identity-schema";

/**
 * The part of the identity the owner edits as content: names, phones, e-mail, address, opening
 * hours, social and product links. The site's address, the form endpoints and the
 * autoresponder stay configuration (contracts/identity.ts), read by the server as well.
 */
export const siteIdentitySchema = identitySchema.omit({
  siteUrl: true,
  forms: true,
  autoresponder: true,
});
export type SiteIdentity = z.infer<typeof siteIdentitySchema>;
