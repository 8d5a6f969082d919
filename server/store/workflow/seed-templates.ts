/**
 * The saved replies a new desk starts with (the owner edits them at /admin/templates). `{name}`,
 * `{service}` and `{company}` are filled in from the lead when one is chosen in the composer.
 */
// One line per paragraph: mail programs wrap it to the reader's window.
export const seedTemplates = [
  {
    name: "Thank you and next step",
    subject: "Your enquiry to {company}",
    body: [
      "Hello {name},",
      "",
      "Thank you for getting in touch about {service}. We have read your message and would like to understand a little more before we suggest a way forward.",
      "",
      "The next step is a short call of about 20 minutes. Reply with a couple of times that suit you and we will confirm one.",
      "",
      "Kind regards,",
      "{company}",
    ].join("\n"),
  },
  {
    name: "Ask for a call time",
    subject: "A quick call about {service}?",
    body: [
      "Hello {name},",
      "",
      "We tried to reach you about {service}. When is a good time to call you this week, and on which number?",
      "",
      "Kind regards,",
      "{company}",
    ].join("\n"),
  },
  {
    name: "Quote follow-up",
    subject: "Following up on your quote for {service}",
    body: [
      "Hello {name},",
      "",
      "We sent you a quote for {service} a few days ago and wanted to check that it reached you. If anything in it is unclear or you would like to change the scope, reply to this e-mail and we will adjust it.",
      "",
      "Kind regards,",
      "{company}",
    ].join("\n"),
  },
] as const;

/** The seed as SQL VALUES rows with `at` as the time, for both dialects' migrations (fixed text). */
export const seedTemplateValues = (at: string) =>
  seedTemplates
    .map(
      ({ name, subject, body }) =>
        `(${[name, subject, body, at].map((text) => `'${text.replace(/'/g, "''")}'`).join(", ")})`,
    )
    .join(",\n");
