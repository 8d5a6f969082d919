import { existsSync, readFileSync } from "node:fs";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import {
  startEmbeddedPostgres,
  type EmbeddedPostgresServer,
} from "@tests/support/embedded-postgres";
import { newLead } from "@tests/support/lead-fixtures";
import { openPostgresStore } from "../store/postgres";
import { startTestDesk, testOrigin, type TestDesk } from "@tests/support/test-desk";

let desk: TestDesk | undefined;
afterEach(async () => {
  await desk?.close();
  desk = undefined;
});

const message = "Erase-me marker 7f3c: please call back about the shop.";

async function signedInHeaders(started: TestDesk) {
  const response = await started.signIn();
  return {
    cookie: response.cookies.map((c) => `${c.name}=${c.value}`).join("; "),
    origin: testOrigin,
    "x-csrf-token": response.json<{ csrfToken: string }>().csrfToken,
  };
}

describe("erasure of an address on request", { timeout: 60_000 }, () => {
  it("erases an address the forms accepted, in e-mail and reply-to, whatever its case, and leaves no bytes of it in the database files", async () => {
    const started = (desk = await startTestDesk());
    const { store } = started;
    await store.storeLead(newLead({}, { email: "jörg@example.de", message }));
    // What is already in the database file, not only in the WAL, must go too.
    store.db.pragma("wal_checkpoint(TRUNCATE)");
    await store.storeLead(newLead({}, { email: "other@example.org", replyTo: "Jörg@Example.DE" }));
    await store.storeLead(newLead({}, { email: "stays@example.org", message: "Keep me." }));
    const headers = await signedInHeaders(started);
    const erase = await started.app.inject({
      method: "POST",
      url: "/admin/api/erase",
      headers,
      payload: { email: "JÖRG@example.de" },
    });
    expect(erase.statusCode).toBe(200);
    expect(erase.json()).toEqual({ erased: 2 });
    expect(await store.countLeads()).toBe(1);

    const files = [started.databasePath, `${started.databasePath}-wal`].filter(existsSync);
    const bytes = Buffer.concat(files.map((file) => readFileSync(file)));
    for (const trace of ["jörg@example.de", "Jörg@Example.DE", "other@example.org", message])
      expect(bytes.includes(Buffer.from(trace)), trace).toBe(false);
    expect(bytes.includes(Buffer.from("stays@example.org"))).toBe(true);

    const audit = await started.app.inject({ url: "/admin/api/audit", headers });
    const entry = audit.json<{ entries: Array<{ action: string; detail: string }> }>().entries[0];
    expect(entry?.action).toBe("erase");
    expect(entry?.detail).toMatch(/sha256:[0-9a-f]{12}/);
    expect(audit.body.toLowerCase()).not.toContain("jörg");
  });

  it("refuses what is no address, as the forms do", async () => {
    const started = (desk = await startTestDesk());
    const headers = await signedInHeaders(started);
    for (const email of ["nope", "a@b", "a b@example.com", "x@example.com\u200b"])
      expect(
        (
          await started.app.inject({
            method: "POST",
            url: "/admin/api/erase",
            headers,
            payload: { email },
          })
        ).statusCode,
      ).toBe(400);
  });
});

describe("erasure on PostgreSQL", { timeout: 120_000 }, () => {
  let postgres: EmbeddedPostgresServer;
  beforeAll(async () => {
    postgres = await startEmbeddedPostgres({ durable: false });
  }, 120_000);
  afterAll(async () => postgres?.stop(), 60_000);

  it("matches e-mail and reply-to Unicode case-insensitively", async () => {
    const store = await openPostgresStore(await postgres.createDatabase("erasure"), {
      poolSize: 2,
    });
    try {
      await store.storeLead(newLead({}, { email: "jörg@example.de" }));
      await store.storeLead(newLead({}, { email: "a@example.org", replyTo: "JÖRG@EXAMPLE.DE" }));
      await store.storeLead(newLead({}, { email: "joerg@example.de" }));
      expect(await store.eraseByEmail("Jörg@example.de", "owner@example.com")).toBe(2);
      expect(await store.countLeads()).toBe(1);
    } finally {
      await store.close();
    }
  });
});
