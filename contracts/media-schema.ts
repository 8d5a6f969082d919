import { z } from "zod";
import { mediaLimits, photoFormats } from "./media";

/** A picture's id: 22 characters of base64url, random (server/media/). */
export const mediaIdPattern = /^[\w-]{22}$/;

export const mediaIdParams = z.object({ id: z.string().regex(mediaIdPattern) });

/** The alt text: required, one line, trimmed. */
export const altText = z
  .string()
  .trim()
  .min(1, "Describe the picture: alt text is required.")
  .max(mediaLimits.altMaxLength, `At most ${mediaLimits.altMaxLength} characters.`)
  .regex(/^\P{Cc}*$/u, "One line of text, please.");

/** POST /admin/api/media?alt=…: the picture's bytes are the body. */
export const uploadQuery = z.object({ alt: altText });

/** PUT /admin/api/media/:id */
export const altBody = z.object({ alt: altText });

/** GET /media/:id/:file, where file is `<width>.<format>`. */
export const variantParams = z.object({
  id: z.string().regex(mediaIdPattern),
  file: z.string().regex(new RegExp(`^[1-9]\\d{0,3}\\.(?:${photoFormats.join("|")})$`)),
});
