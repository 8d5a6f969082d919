/** Raw mails for the inbound tests and bench, as a mail client would write them. */
export interface RawMailFields {
  from?: string;
  to?: string;
  subject?: string;
  messageId?: string;
  inReplyTo?: string;
  references?: string;
  body?: string;
  /** Whole header lines, added as given. */
  headers?: string[];
  date?: Date;
}

export function rawMail({
  from = "Ali Khan <ali@example.com>",
  to = "hello@example.com",
  subject = "Hello",
  messageId = `<${Math.random().toString(36).slice(2)}@client.example>`,
  inReplyTo,
  references,
  body = "Hello there.",
  headers = [],
  date = new Date(),
}: RawMailFields = {}) {
  const lines = [
    `From: ${from}`,
    `To: ${to}`,
    `Subject: ${subject}`,
    `Date: ${date.toUTCString()}`,
    `Message-ID: ${messageId}`,
    ...(inReplyTo ? [`In-Reply-To: ${inReplyTo}`] : []),
    ...(references ? [`References: ${references}`] : []),
    "MIME-Version: 1.0",
    ...headers,
  ];
  if (!headers.some((line) => /^content-type:/i.test(line)))
    lines.push("Content-Type: text/plain; charset=utf-8", "Content-Transfer-Encoding: 8bit");
  return `${lines.join("\r\n")}\r\n\r\n${body.replace(/\r?\n/g, "\r\n")}\r\n`;
}

/** A client's answer to `ourId`, quoting what it answers under the usual "On … wrote:" line. */
export const answerTo = (ourId: string, answer: string, quoted: string, from?: string) =>
  rawMail({
    from,
    subject: "Re: Your enquiry",
    inReplyTo: ourId,
    references: ourId,
    body: `${answer}\n\nOn Mon, 30 Nov 2026 at 10:00, Bluecrest Digital <hello@example.com> wrote:\n${quoted
      .split("\n")
      .map((line) => `> ${line}`)
      .join("\n")}\n`,
  });
