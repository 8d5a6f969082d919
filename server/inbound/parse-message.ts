import EmailReplyParser from "email-reply-parser";
import { convert } from "html-to-text";
import { simpleParser, type AddressObject } from "mailparser";
import type { IncomingAttachment, IncomingMessage } from "../store/inbound/inbound";
import { threadReferences } from "./references";

/**
 * One raw mail as the desk keeps it: the sender, the subject, the text without quoted history
 * and signature (email-reply-parser), the whole text, our Message-IDs it answers, and its files.
 * Never HTML: a mail with only an HTML part keeps its text (html-to-text, without images, link
 * addresses, scripts or styles), so no script runs and no remote image (a tracking pixel) is
 * ever loaded from the desk. A mail the parser refuses (mailparser stops at 1,000 parts, its
 * guard against MIME bombs) keeps its headers and a note.
 */

/** What the reader keeps of one mail, whatever it sends. */
export interface MessageLimits {
  /** Bytes of the raw mail fetched and parsed; the rest is never read. */
  maxBytes: number;
  /** One file's bytes; a larger file is left out. */
  maxAttachmentBytes: number;
  maxAttachments: number;
}

export const defaultMessageLimits: MessageLimits = {
  maxBytes: 8 * 1024 * 1024,
  maxAttachmentBytes: 5 * 1024 * 1024,
  maxAttachments: 20,
};

const maxSubject = 300;
const maxText = 20_000;
const maxFullText = 200_000;
// The reply parser walks the text line by line with regular expressions: a bounded input.
const maxTextParsed = 100_000;

const firstAddress = (from: AddressObject | AddressObject[] | undefined) =>
  (Array.isArray(from) ? from : from ? [from] : [])
    .flatMap((object) => object.value)
    .find((value) => value.address)?.address;

/** Control characters other than tab and newline never reach the desk. */
const printable = (text: string) =>
  // eslint-disable-next-line no-control-regex
  text.replace(/\r\n?/g, "\n").replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, "");

function visibleText(text: string) {
  try {
    return new EmailReplyParser().read(text.slice(0, maxTextParsed)).getVisibleText().trim();
  } catch {
    return text.trim();
  }
}

/** A file name shown in the desk: no path, no control characters, a bounded length. */
const fileName = (name: string | undefined, index: number) =>
  printable(name ?? "")
    .replace(/[\\/\n\t]/g, "_")
    .trim()
    .slice(0, 200) || `attachment-${index + 1}`;

function keptAttachments(
  files: Awaited<ReturnType<typeof simpleParser>>["attachments"],
  limits: MessageLimits,
  truncated: boolean,
): IncomingAttachment[] {
  // A cut mail's last file is cut too: none is kept rather than a broken one.
  if (truncated) return [];
  return files
    .filter((file) => file.contentDisposition !== "inline" || file.filename)
    .filter((file) => file.content.length <= limits.maxAttachmentBytes)
    .slice(0, limits.maxAttachments)
    .map((file, index) => ({
      name: fileName(file.filename, index),
      type: /^[\w.+-]{1,100}\/[\w.+-]{1,100}$/.test(file.contentType)
        ? file.contentType.toLowerCase()
        : "application/octet-stream",
      content: file.content,
    }));
}

const htmlText = (html: string) =>
  convert(html.slice(0, maxHtmlRead), {
    wordwrap: false,
    selectors: [
      { selector: "img", format: "skip" },
      { selector: "a", options: { ignoreHref: true } },
      { selector: "script", format: "skip" },
      { selector: "style", format: "skip" },
    ],
  });
const maxHtmlRead = 1024 * 1024;

const parserOptions = {
  skipHtmlToText: true,
  skipImageLinks: true,
  skipTextToHtml: true,
  skipTextLinks: true,
  maxHtmlLengthToParse: maxHtmlRead,
};

const refusedNote = "[This mail has more parts than the desk reads; it is whole in the mailbox.]";

/** The mail parsed, or only its headers when the parser refuses the whole (too many parts). */
async function parsedMail(raw: Buffer) {
  try {
    return { mail: await simpleParser(raw, parserOptions), refused: false };
  } catch {
    const end = raw.indexOf("\r\n\r\n");
    const headers = raw.subarray(0, end < 0 ? raw.length : end);
    const mail = await simpleParser(
      Buffer.concat([headers, Buffer.from("\r\nContent-Type: text/plain\r\n\r\n")]),
      parserOptions,
    );
    return {
      mail: { ...mail, text: refusedNote, html: false as const, attachments: [] },
      refused: true,
    };
  }
}

/**
 * RFC 3834's Auto-Submitted, a list's headers (mailparser reads List-* as `list`), a bulk
 * mailer's Precedence, a bounce's or a no-reply sender.
 */
function sentByAMachine(headers: Map<string, unknown>, from: string) {
  const value = (name: string) => String(headers.get(name) ?? "").toLowerCase();
  const auto = value("auto-submitted");
  return (
    (auto !== "" && !auto.startsWith("no")) ||
    /\b(?:bulk|junk|list)\b/.test(value("precedence")) ||
    headers.has("list") ||
    headers.has("list-id") ||
    /^(?:mailer-daemon|postmaster|no-?reply|do-?not-?reply)@/i.test(from)
  );
}

export async function parseMessage(
  raw: Buffer,
  where: { mailbox: string; uidValidity: number; uid: number; size: number },
  siteHost: string,
  limits: MessageLimits = defaultMessageLimits,
): Promise<IncomingMessage> {
  const { size, ...place } = where;
  const { mail: parsed, refused } = await parsedMail(raw);
  const truncated = refused || size > raw.length;
  const text = parsed.text?.trim() ? parsed.text : parsed.html ? htmlText(parsed.html) : "";
  const fullText = printable(text).slice(0, maxFullText);
  const messageId = parsed.messageId?.trim().toLowerCase().slice(0, 998);
  return {
    ...place,
    messageKey: messageId || null,
    from: printable(firstAddress(parsed.from) ?? "").slice(0, 320),
    subject: printable(parsed.subject ?? "")
      .replace(/\s+/g, " ")
      .trim()
      .slice(0, maxSubject),
    text: visibleText(fullText).slice(0, maxText),
    fullText,
    truncated,
    references: threadReferences(parsed.inReplyTo, parsed.references, siteHost),
    attachments: keptAttachments(parsed.attachments, limits, truncated),
    automatic: sentByAMachine(parsed.headers, firstAddress(parsed.from) ?? ""),
  };
}
