import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { InboundMessage } from "@contracts/people";
import { newLead } from "@tests/support/lead-fixtures";
import { storeBackends } from "@tests/support/store-backends";
import type { Store } from "../store";
import type { IncomingMessage, ThreadReference } from "./inbound";

/**
 * Mail from clients on both backends: joined to the lead it answers only from that lead's
 * person, else to the newest lead of its address; stored once by UID and by Message-ID; the
 * reader's lease; the timeline and the lead's answered time.
 */

const { backends } = storeBackends("inbound");

let uid = 0;
const mail = (fields: Partial<IncomingMessage> = {}): IncomingMessage => ({
  mailbox: "INBOX",
  uidValidity: 7,
  uid: ++uid,
  messageKey: `<m${uid}@client.example>`,
  from: "ali@example.com",
  subject: "Re: your quote",
  text: "Yes, please go ahead.",
  fullText: "Yes, please go ahead.\n\n> On Monday you wrote:\n> our quote",
  truncated: false,
  references: [],
  attachments: [],
  ...fields,
});
const cursor = { mailbox: "INBOX", uidValidity: 7, lastUid: 0 };

describe.each(backends)("inbound mail in the %s store", (_name, backend) => {
  let open: () => Promise<Store>;
  let store: Store;
  beforeEach(async () => {
    open = await backend.fresh();
    store = await open();
  }, 30_000);
  afterEach(async () => {
    await store.close();
  });

  /** The lead's notification's reference, with the nonce its Message-ID carries. */
  async function leadReference(leadId: number): Promise<ThreadReference> {
    const claimed = await store.claimDueDeliveries(Date.now() + 60_000, { kinds: ["notify"] });
    const lead = claimed.find((item) => item.lead?.id === leadId)?.lead;
    if (!lead) throw new Error(`no notification of lead ${leadId}`);
    return { kind: "lead", id: lead.id, nonce: lead.nonce };
  }
  const inboundOf = async (leadId: number) => {
    const person = (await store.getLead(leadId))?.personId as number;
    const events = (await store.getPerson(person))?.events ?? [];
    return events.flatMap((event) => (event.type === "inbound" ? [event] : []));
  };

  it("joins an answer to the lead it answers, on the timeline, and marks the lead answered", async () => {
    const lead = await store.storeLead(newLead({}, { email: "Ali@Example.com" }));
    const reference = await leadReference(lead.id);
    const result = await store.storeInbound(
      [
        mail({
          references: [reference],
          attachments: [
            { name: "brief.pdf", type: "application/pdf", content: Buffer.from("%PDF") },
          ],
        }),
      ],
      { ...cursor, lastUid: uid },
    );
    expect(result).toMatchObject({ stored: 1, unmatched: 0, repeated: 0 });
    const [event] = await inboundOf(lead.id);
    expect(event?.leadId).toBe(lead.id);
    expect(event?.message).toMatchObject<Partial<InboundMessage>>({
      from: "ali@example.com",
      text: "Yes, please go ahead.",
      hasFullText: true,
    });
    expect(event?.message.attachments).toEqual([
      { id: expect.any(Number), name: "brief.pdf", size: 4, type: "application/pdf" },
    ]);
    const file = await store.getInboundAttachment(event?.message.attachments[0]?.id as number);
    expect(file?.content.toString()).toBe("%PDF");
    const full = await store.getInboundMessage(event?.message.id as number);
    expect(full?.fullText).toContain("> our quote");
    expect((await store.getLead(lead.id))?.clientAnsweredAt).toEqual(expect.any(String));
    expect(await store.inboundCursor("INBOX")).toEqual({ uidValidity: 7, lastUid: uid });
  });

  it("does not join a forged In-Reply-To to another person's thread", async () => {
    const victim = await store.storeLead(newLead({}, { email: "victim@example.com" }));
    const reference = await leadReference(victim.id);
    const result = await store.storeInbound(
      [mail({ from: "attacker@example.net", references: [reference] })],
      cursor,
    );
    expect(result).toMatchObject({ stored: 0, unmatched: 1, repeated: 0 });
    expect(await inboundOf(victim.id)).toEqual([]);
    // A known sender naming someone else's thread joins their own lead, not the other's.
    const own = await store.storeLead(newLead({}, { email: "attacker@example.net" }));
    await store.storeInbound(
      [mail({ from: "attacker@example.net", references: [reference] })],
      cursor,
    );
    expect(await inboundOf(victim.id)).toEqual([]);
    expect((await inboundOf(own.id)).map((event) => event.leadId)).toEqual([own.id]);
  });

  it("refuses a reference whose nonce is not the row's", async () => {
    const lead = await store.storeLead(newLead({}, { email: "ali@example.com" }));
    const other = await store.storeLead(newLead({}, { email: "ali@example.com" }));
    const reference = await leadReference(lead.id);
    await store.storeInbound([mail({ references: [{ ...reference, nonce: "forged" }] })], cursor);
    // Not the thread: the address joins the newest lead instead.
    expect((await inboundOf(lead.id)).map((event) => event.leadId)).toEqual([other.id]);
  });

  it("stores a mail once, by its UID and by its Message-ID, across servers", async () => {
    await store.storeLead(newLead({}, { email: "ali@example.com" }));
    const one = mail();
    expect((await store.storeInbound([one], cursor)).stored).toBe(1);
    const second = await open();
    try {
      expect(await second.storeInbound([one], cursor)).toMatchObject({
        stored: 0,
        unmatched: 0,
        repeated: 1,
      });
      // The mailbox renumbered (a new UIDVALIDITY): the same Message-ID is the same mail.
      expect(
        (await second.storeInbound([{ ...one, uidValidity: 8, uid: 1 }], cursor)).repeated,
      ).toBe(1);
    } finally {
      await second.close();
    }
  });

  it("leaves mail from unknown addresses and spam leads' addresses unstored", async () => {
    await store.storeLead(
      newLead({ status: "spam", spamReason: "honeypot" }, { email: "bot@example.com" }),
    );
    const result = await store.storeInbound(
      [mail({ from: "stranger@example.com" }), mail({ from: "bot@example.com" })],
      cursor,
    );
    expect(result).toMatchObject({ stored: 0, unmatched: 2, repeated: 0 });
  });

  it("gives the reader's lease to one server at a time, and to another when it runs out", async () => {
    expect(await store.leaseInboundReader("INBOX", "server-a", 60_000)).toBe(true);
    expect(await store.leaseInboundReader("INBOX", "server-b", 60_000)).toBe(false);
    expect(await store.leaseInboundReader("INBOX", "server-a", 60_000)).toBe(true);
    expect(await store.leaseInboundReader("INBOX", "server-a", -1)).toBe(true);
    expect(await store.leaseInboundReader("INBOX", "server-b", 60_000)).toBe(true);
  });

  it("lists a lead its client answered in its owner's digest, and nobody else's", async () => {
    const owner = await store.addOwner("owner@company.example", "hash");
    const other = await store.addOwner("other@company.example", "hash");
    const lead = await store.storeLead(newLead({}, { email: "ali@example.com" }));
    await store.assignLead(lead.id, owner.id, "owner@company.example");
    const before = new Date(Date.now() - 60_000);
    await store.storeInbound([mail()], cursor);
    const theirs = await store.digestLeads(owner.id, "2026-12-02", 10, before);
    expect(theirs.answered.map((one) => one.id)).toEqual([lead.id]);
    expect((await store.digestLeads(other.id, "2026-12-02", 10, before)).answered).toEqual([]);
    // Answered before the day the digest covers: not listed again.
    const later = new Date(Date.now() + 60_000);
    expect((await store.digestLeads(owner.id, "2026-12-02", 10, later)).answered).toEqual([]);
  });

  it("erases a lead's mail and its files with the lead", async () => {
    const lead = await store.storeLead(newLead({}, { email: "ali@example.com" }));
    await store.storeInbound(
      [mail({ attachments: [{ name: "a.txt", type: "text/plain", content: Buffer.from("x") }] })],
      cursor,
    );
    const [event] = await inboundOf(lead.id);
    expect(await store.eraseByEmail("ali@example.com", "owner@example.com")).toBe(1);
    expect(await store.getInboundMessage(event?.message.id as number)).toBeUndefined();
    expect(
      await store.getInboundAttachment(event?.message.attachments[0]?.id as number),
    ).toBeUndefined();
  });
});
