import type { Submission } from "@contracts/forms";
import { noAttribution, type NewLead } from "@server/store/intake/intake";

/** Test data: a valid contact submission, and a new lead around it, each with overrides. */
const submission = (overrides: Partial<Submission> = {}): Submission => ({
  form: "contact",
  name: "Ayesha Malik",
  email: "ayesha@example.org",
  phone: null,
  service: null,
  message: "A new website, please.",
  subject: null,
  replyTo: null,
  next: null,
  ...overrides,
});

export const newLead = (
  overrides: Partial<NewLead> = {},
  fields: Partial<Submission> = {},
): NewLead => ({
  submission: submission(fields),
  attribution: noAttribution,
  status: "new",
  spamReason: null,
  submissionKey: null,
  deliveries: [{ kind: "notify", target: null }],
  duplicateWindowMs: 0,
  now: new Date(),
  ...overrides,
});
