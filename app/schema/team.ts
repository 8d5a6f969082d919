import { z } from "zod";
import { imageRefSchema, linkHrefSchema, pageSchema } from "./common";

/** SPEC.md: six members; these positions, two of them AI Experts. */
export const teamPositions = [
  "React Developer",
  "iOS Developer",
  "AI Expert",
  "AI Expert",
  "UI/UX Designer",
  "Flutter Developer",
] as const;

const sameItems = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && [...a].sort().join("|") === [...b].sort().join("|");

/** An image field: a shipped artwork's name, or an upload (`media:<id>`). */
export const artKeySchema = imageRefSchema;

export const teamMemberSchema = z.object({
  name: z.string().min(3),
  position: z.string().min(3),
  /** A portrait in app/assets/team/ (scripts/art/avatars.ts draws them). */
  image: artKeySchema,
});

export const teamPageSchema = pageSchema.extend({
  team: z.object({
    eyebrow: z.string().min(2),
    heading: z.string().min(3),
    tagline: z.string().min(20),
    members: z
      .array(teamMemberSchema)
      .length(6)
      .refine(
        (members) =>
          sameItems(
            members.map((member) => member.position),
            teamPositions,
          ),
        {
          message: `positions must be ${teamPositions.join(", ")}`,
        },
      ),
  }),
  join: z.object({
    heading: z.string().min(3),
    body: z.string().min(20),
    label: z.string().min(2),
    href: linkHrefSchema,
  }),
});

export type TeamPageContent = z.infer<typeof teamPageSchema>;
