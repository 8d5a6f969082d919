import type { z } from "zod";
import type { ContentIssue } from "@contracts/content";

/** At most this many refused fields are sent back: a document of rubbish answers briefly. */
const issueLimit = 50;

/** A schema's refusal as the desk marks it: each field's place and the schema's own message. */
export const contentIssues = (error: z.ZodError): ContentIssue[] =>
  error.issues.slice(0, issueLimit).map((issue) => ({
    path: issue.path.map((part) => (typeof part === "symbol" ? String(part) : part)),
    message: issue.message,
  }));
