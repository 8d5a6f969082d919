import { createHash, randomBytes } from "node:crypto";
import { readdir } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { newLead } from "@tests/support/lead-fixtures";
import { freshStores, storeBackends } from "@tests/support/store-backends";
import type { NewBrief } from "./briefs";

/** The files visitors send, on SQLite (bytes in the data folder) and PostgreSQL (bytes in it). */
const { backends, dir } = storeBackends("briefs");

const brief = (id: string, bytes: Buffer, extra: Partial<NewBrief> = {}): NewBrief => ({
  id,
  name: "brief.pdf",
  type: "application/pdf",
  size: bytes.length,
  sha256: createHash("sha256").update(bytes).digest("hex"),
  quarantined: false,
  ...extra,
});

/** The bytes in uneven pieces, as a request's stream brings them. */
async function* piecesOf(bytes: Buffer) {
  for (let at = 0; at < bytes.length; at += 70_001) yield bytes.subarray(at, at + 70_001);
}

const readAll = async (bytes: AsyncIterable<Buffer> | undefined) => {
  if (!bytes) return undefined;
  const chunks: Buffer[] = [];
  for await (const chunk of bytes) chunks.push(chunk);
  return Buffer.concat(chunks);
};

describe.each(backends)("briefs in the %s store", (name, backend) => {
  const { store, second } = freshStores(backend);

  it("keeps a brief's bytes intact, the lead's once linked, and only that lead's", async () => {
    const bytes = randomBytes(700_000);
    const { id: leadId } = await store().storeLead(newLead());
    const { id: otherLead } = await store().storeLead(newLead({}, { email: "other@example.org" }));
    const stored = await store().addBrief(brief("a".repeat(22), bytes), piecesOf(bytes));
    expect(stored).toMatchObject({ id: "a".repeat(22), name: "brief.pdf", size: 700_000 });
    expect(await store().leadBriefs(leadId)).toEqual([]);

    await store().linkBrief(stored.id, leadId);
    expect(await store().leadBriefs(leadId)).toEqual([stored]);
    expect(await store().findLeadBrief(leadId, stored.id)).toEqual(stored);
    expect(await store().findLeadBrief(otherLead, stored.id)).toBeUndefined();
    // Another server on the same database serves the same bytes.
    expect((await readAll(await (await second()).readBrief(stored.id)))?.equals(bytes)).toBe(true);
    expect(await store().readBrief("b".repeat(22))).toBeUndefined();
  });

  it("becomes a lead's in the lead's own commit, and no replay's", async () => {
    const bytes = randomBytes(1000);
    await store().addBrief(brief("g".repeat(22), bytes), piecesOf(bytes));
    await store().addBrief(brief("h".repeat(22), bytes), piecesOf(bytes));
    const lead = newLead({ submissionKey: "brief-lead-key" });
    const [first] = await store().storeLeads([{ ...lead, briefId: "g".repeat(22) }]);
    const replay = await store().storeLead({ ...lead, briefId: "h".repeat(22) });
    expect(replay).toEqual({ id: first?.id, replay: true });
    expect((await store().leadBriefs(Number(first?.id))).map(({ id }) => id)).toEqual([
      "g".repeat(22),
    ]);
  });

  it("stores nothing when the bytes fail part way", async () => {
    async function* failing() {
      yield randomBytes(300_000);
      throw Object.assign(new Error("no space left on device"), { code: "ENOSPC" });
    }
    await expect(
      store().addBrief(brief("c".repeat(22), Buffer.alloc(0)), failing()),
    ).rejects.toThrow("no space");
    expect(await store().readBrief("c".repeat(22))).toBeUndefined();
    if (name === "SQLite") {
      const files = await readdir(path.join(dir(), "briefs")).catch(() => []);
      expect(files.filter((file) => file.startsWith("c"))).toEqual([]);
    }
  });

  it("erases a lead's briefs and their bytes with the address, and with retention", async () => {
    const bytes = randomBytes(1000);
    const { id: erased } = await store().storeLead(newLead());
    const { id: kept } = await store().storeLead(newLead({}, { email: "kept@example.org" }));
    await store().addBrief(brief("d".repeat(22), bytes), piecesOf(bytes));
    await store().linkBrief("d".repeat(22), erased);
    await store().addBrief(brief("e".repeat(22), bytes), piecesOf(bytes));
    await store().linkBrief("e".repeat(22), kept);

    expect(await store().eraseByEmail("ayesha@example.org", "owner@example.com")).toBe(1);
    expect(await store().readBrief("d".repeat(22))).toBeUndefined();
    expect(await readAll(await store().readBrief("e".repeat(22)))).toEqual(bytes);
    if (name === "SQLite") {
      const files = await readdir(path.join(dir(), "briefs"));
      expect(files.some((file) => file.startsWith("d"))).toBe(false);
    }

    await store().deleteLeadsBefore(new Date(Date.now() + 60_000), "retention");
    expect(await store().readBrief("e".repeat(22))).toBeUndefined();
    expect(await store().leadBriefs(kept)).toEqual([]);
  });

  it("sweeps the briefs nothing took once they are old, never a lead's or one just stored", async () => {
    const bytes = randomBytes(1000);
    for (const id of ["i", "j", "k"])
      await store().addBrief(brief(id.repeat(22), bytes), piecesOf(bytes));
    const { id: leadId } = await store().storeLead(newLead());
    await store().linkBrief("j".repeat(22), leadId);
    // Nothing is old yet.
    expect(await store().deleteUnclaimedBriefs(new Date(Date.now() - 60_000))).toEqual([]);
    const swept = await store().deleteUnclaimedBriefs(new Date(Date.now() + 60_000));
    expect(swept.sort()).toEqual(["i".repeat(22), "k".repeat(22)]);
    expect(await store().readBrief("i".repeat(22))).toBeUndefined();
    expect(await readAll(await store().readBrief("j".repeat(22)))).toEqual(bytes);
    if (name === "SQLite") {
      const files = await readdir(path.join(dir(), "briefs"));
      expect(files.some((file) => file.startsWith("i") || file.startsWith("k"))).toBe(false);
    }
  });

  it("deletes a brief no lead took", async () => {
    const bytes = randomBytes(10);
    await store().addBrief(brief("f".repeat(22), bytes), piecesOf(bytes));
    expect(await store().deleteBrief("f".repeat(22))).toBe(true);
    expect(await store().readBrief("f".repeat(22))).toBeUndefined();
    expect(await store().deleteBrief("f".repeat(22))).toBe(false);
  });
});
