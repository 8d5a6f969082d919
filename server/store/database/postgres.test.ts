import { describe, expect, it } from "vitest";
import { newLead as lead } from "@tests/support/lead-fixtures";
import { storeBackends } from "@tests/support/store-backends";
import { openPostgresStore } from "../postgres";

/** The PostgreSQL connection: a lost server is "try later", and a reader cannot write. */
const { postgres } = storeBackends("postgres_connection");

describe("the PostgreSQL store's connection", () => {
  it("reports a lost PostgreSQL as unavailable (503), not as a bad request", async () => {
    const url = await postgres().createDatabase("gone");
    const store = await openPostgresStore(url, { poolSize: 1 });
    await store.close();
    await expect(store.storeLead(lead())).rejects.toMatchObject({ code: "STORE_UNAVAILABLE" });
    await expect(store.countLeads()).rejects.toMatchObject({ code: "STORE_UNAVAILABLE" });
  });

  it("opens a PostgreSQL reader that cannot write", { timeout: 30_000 }, async () => {
    const url = await postgres().createDatabase("reader");
    const writer = await openPostgresStore(url, { poolSize: 2 });
    await writer.storeLead(lead());
    const reader = await openPostgresStore(url, { readonly: true, poolSize: 2 });
    try {
      expect(await reader.countLeads()).toBe(1);
      await expect(reader.storeLead(lead({}, { message: "write" }))).rejects.toThrow(/read-only/);
    } finally {
      await reader.close();
      await writer.close();
    }
  });
});
