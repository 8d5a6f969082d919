import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { newLead } from "@tests/support/lead-fixtures";
import { storeBackends } from "@tests/support/store-backends";
import { answerTo, rawMail } from "@tests/support/test-mail";
import { startImap, type TestImap } from "@tests/support/test-imap";
import type { Store } from "../store/store";
import { mailId } from "../deliveries/outside-ids";
import { startInboundReader, type InboundReader, type InboundSettings } from "./reader";

/**
 * The reader against a real Dovecot: a client's answer joins its lead without the quoted text,
 * a separate mail from the same address joins too, each once across restarts and two servers;
 * the mailbox is left as it was (no flag set, nothing moved); a refused password is reported
 * and retried with a pause.
 */

const { backends } = storeBackends("inbound-reader");
const siteHost = "www.company.example";
const quiet = { warn() {}, info() {} };
let imap: TestImap;

beforeAll(async () => {
  imap = await startImap();
}, 60_000);
afterAll(async () => {
  await imap?.close();
});

const settingsOf = (
  mailbox: string,
  overrides: Partial<InboundSettings> = {},
): InboundSettings => ({
  ...imap.connection,
  mailbox,
  siteHost,
  pollMs: 500,
  ...overrides,
});

async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean, ms = 30_000) {
  const until = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > until) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

let boxes = 0;
/** A mailbox of its own for each test: the same Dovecot serves them all. */
async function freshMailbox() {
  const name = `Test${++boxes}`;
  await imap.create(name);
  return name;
}

describe.each(backends)("the inbound reader on %s", (_name, backend) => {
  const readers: InboundReader[] = [];
  const stores: Store[] = [];
  afterEach(async () => {
    await Promise.all(readers.splice(0).map((reader) => reader.stop()));
    await Promise.all(stores.splice(0).map((store) => store.close()));
  });
  const openStores = async () => {
    const open = await backend.fresh();
    return async () => {
      const store = await open();
      stores.push(store);
      return store;
    };
  };
  const read = (store: Store, settings: InboundSettings, holder?: string) => {
    const reader = startInboundReader(store, settings, quiet, holder);
    readers.push(reader);
    return reader;
  };
  const inboundOf = async (store: Store, leadId: number) => {
    const person = (await store.getLead(leadId))?.personId as number;
    const events = (await store.getPerson(person))?.events ?? [];
    return events.flatMap((event) => (event.type === "inbound" ? [event] : []));
  };

  it("puts a threaded answer and a separate mail on the timeline, once, and marks nothing", async () => {
    const open = await openStores();
    const store = await open();
    const mailbox = await freshMailbox();
    const lead = await store.storeLead(newLead({}, { email: "ali@example.com" }));
    const [claimed] = await store.claimDueDeliveries(Date.now() + 60_000);
    const ourId = mailId("lead", { id: lead.id, nonce: claimed?.lead?.nonce ?? null }, siteHost);
    await imap.append(
      [
        answerTo(ourId, "Yes, Tuesday works for us.", "When can we meet?"),
        rawMail({ subject: "One more thing", body: "Could you also quote a logo?" }),
        rawMail({ from: "stranger@example.net", body: "Buy our SEO services" }),
      ],
      mailbox,
    );
    const reader = read(store, settingsOf(mailbox));
    const events = await eventually(
      () => inboundOf(store, lead.id),
      (found) => found.length === 2,
    );
    expect(events.map((event) => event.message.text)).toEqual([
      "Yes, Tuesday works for us.",
      "Could you also quote a logo?",
    ]);
    expect(events[0]?.message.hasFullText).toBe(true);
    // New leads from mail are off unless set: the stranger's mail made none.
    expect(await store.countLeads()).toBe(1);
    expect(reader.status().state).toBe("reading");
    expect((await store.getLead(lead.id))?.clientAnsweredAt).toEqual(expect.any(String));
    // Read-only: every mail still there, none marked seen.
    expect(await imap.flags(mailbox)).toEqual([[], [], []]);

    // A restart, and a second server on the same store: nothing is imported again.
    await reader.stop();
    const second = await open();
    read(second, settingsOf(mailbox), "another-server");
    await imap.append([rawMail({ subject: "Later", body: "And a third." })], mailbox);
    const later = await eventually(
      () => inboundOf(second, lead.id),
      (found) => found.length === 3,
    );
    expect(later.map((event) => event.message.text)).toEqual([
      "Yes, Tuesday works for us.",
      "Could you also quote a logo?",
      "And a third.",
    ]);
  }, 60_000);

  it("reads new mail when the server announces it (IDLE), with no polling", async () => {
    const open = await openStores();
    const store = await open();
    const mailbox = await freshMailbox();
    const lead = await store.storeLead(newLead({}, { email: "ali@example.com" }));
    const reader = read(store, settingsOf(mailbox, { pollMs: 600_000 }));
    await eventually(
      async () => reader.status().lastReadAt,
      (at) => at !== null,
    );
    await imap.append([rawMail({ body: "Announced." })], mailbox);
    const events = await eventually(
      () => inboundOf(store, lead.id),
      (found) => found.length === 1,
    );
    expect(events.map((event) => event.message.text)).toEqual(["Announced."]);
  }, 60_000);

  it("makes a lead of a stranger's mail when set, through the spam rules, once", async () => {
    const open = await openStores();
    const store = await open();
    const mailbox = await freshMailbox();
    const links = Array.from({ length: 5 }, (_, index) => `https://spam${index}.example`).join(" ");
    await imap.append(
      [
        rawMail({
          from: "Sara <sara@example.org>",
          subject: "A new shop",
          body: "Can you build us a shop?",
        }),
        rawMail({ from: "linky@example.org", subject: "SEO", body: `Visit ${links}` }),
        rawMail({
          from: "robot@example.org",
          headers: ["Auto-Submitted: auto-replied"],
          body: "Out of office.",
        }),
        rawMail({
          from: "news@example.org",
          headers: ["List-Id: <news.example.org>"],
          body: "News.",
        }),
        rawMail({ from: "mailer-daemon@example.org", body: "Undeliverable." }),
      ],
      mailbox,
    );
    const newLeads = {
      plan: { notify: false, autoreply: false, webhookUrls: [] },
      spam: { maxLinks: 3, emailMax: 3 },
    };
    const reader = read(store, settingsOf(mailbox, { newLeads }));
    const leads = await eventually(
      async () => (await store.listLeads({}, { offset: 0, limit: 10 })).leads,
      (found) => found.length === 2,
    );
    expect(leads.map((lead) => [lead.email, lead.subject, lead.suspect])).toEqual([
      ["linky@example.org", "SEO", "5 links in the mail"],
      ["sara@example.org", "A new shop", null],
    ]);
    expect(leads.every((lead) => lead.attribution.utmSource === "e-mail")).toBe(true);
    const sara = leads[1]?.id as number;
    // The lead is stored a moment before its mail joins it.
    const joined = await eventually(
      () => inboundOf(store, sara),
      (found) => found.length === 1,
    );
    expect(joined.map((event) => event.message.text)).toEqual(["Can you build us a shop?"]);
    // Read again from the start (a renumbered mailbox): the same two leads, nothing new.
    await reader.stop();
    await store.storeInbound([], { mailbox, uidValidity: 1, lastUid: 0 });
    const again = read(store, settingsOf(mailbox, { newLeads }), "again");
    await eventually(
      async () => again.status().lastReadAt,
      (at) => at !== null,
    );
    expect(await store.countLeads()).toBe(2);
    expect(await inboundOf(store, sara)).toHaveLength(1);
  }, 60_000);

  it("lets one of two servers read the mailbox; the other stands by", async () => {
    const open = await openStores();
    const [one, two] = [await open(), await open()];
    const mailbox = await freshMailbox();
    const lead = await one.storeLead(newLead({}, { email: "ali@example.com" }));
    await imap.append(
      Array.from({ length: 20 }, (_, index) => rawMail({ body: `Message ${index}` })),
      mailbox,
    );
    const first = read(one, settingsOf(mailbox), "server-one");
    const second = read(two, settingsOf(mailbox), "server-two");
    const events = await eventually(
      () => inboundOf(one, lead.id),
      (found) => found.length >= 20,
    );
    expect(events).toHaveLength(20);
    expect([first.status().state, second.status().state].sort()).toEqual(["reading", "standby"]);
  }, 60_000);

  it("reports a refused password and waits before trying again", async () => {
    const open = await openStores();
    const store = await open();
    const reader = read(store, settingsOf("INBOX", { pass: "wrong" }));
    const status = await eventually(
      async () => reader.status(),
      (now) => now.state === "failing",
    );
    expect(status.lastError).toBe("the mailbox refused the user name or password");
    expect(Date.parse(status.nextAttemptAt ?? "")).toBeGreaterThan(Date.now());
    expect(JSON.stringify(status)).not.toContain("wrong");
  }, 60_000);
});
