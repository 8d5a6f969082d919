import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { identity } from "@contracts/identity";
import {
  startEmbeddedPostgres,
  type EmbeddedPostgresServer,
} from "@tests/support/embedded-postgres";
import { startTestServer } from "@tests/support/test-server";
import { startReceiver } from "@tests/support/test-receiver";
import { startSmtp, until } from "@tests/support/test-smtp";

/**
 * The delivery worker on PostgreSQL (DATABASE_URL): the same proofs as deliveries.test.ts on
 * SQLite, against a real PostgreSQL server this test starts itself.
 */

const secret = "whsec_postgres_0123456789";
const fast = { baseDelayMs: 30, maxDelayMs: 200, pollMs: 20 };

let postgres: EmbeddedPostgresServer | undefined;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
beforeAll(async () => {
  [postgres, smtp] = await Promise.all([startEmbeddedPostgres({ durable: false }), startSmtp()]);
}, 120_000);
afterAll(async () => {
  await smtp?.close();
  await postgres?.stop();
}, 60_000);

async function post(url: string, fields: Record<string, string>) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  const response = await fetch(`${url}/api/forms/contact`, {
    method: "POST",
    body,
    headers: { accept: "application/json" },
  });
  expect(response.status).toBe(200);
}

describe("deliveries on PostgreSQL", () => {
  it("webhook through 500, 500 and the autoreply: each delivered once, replay or not", async () => {
    if (!postgres) throw new Error("no PostgreSQL");
    const databaseUrl = await postgres.createDatabase(`deliveries_${randomUUID().slice(0, 8)}`);
    const receiver = await startReceiver(secret, (count) => ({ status: count <= 2 ? 500 : 200 }));
    const server = await startTestServer(
      {
        DATABASE_URL: databaseUrl,
        WEBHOOK_URLS: receiver.url,
        WEBHOOK_SECRET: secret,
        ...smtp.env,
      },
      { outbox: fast, autoresponder: { ...identity.autoresponder, enabled: true } },
    );
    try {
      const email = `pg-${randomUUID().slice(0, 8)}@example.agency`;
      const fields = {
        name: "Ayesha Malik",
        email,
        _submission: `sub-${randomUUID()}`,
        _utm_campaign: "launch",
      };
      await post(server.url, fields);
      await post(server.url, fields);
      const lead = await until(async () => {
        const { leads } = await server.app.store.listLeads(
          { campaign: "launch" },
          { offset: 0, limit: 5 },
        );
        const found = leads[0] && (await server.app.store.getLead(leads[0].id));
        return found && found.deliveries.every((d) => d.status === "sent") ? found : undefined;
      }, "every delivery sent");
      expect(lead.deliveries.map((d) => d.kind).sort()).toEqual(["autoreply", "notify", "webhook"]);
      expect(receiver.received.map((r) => r.status)).toEqual([500, 500, 200]);
      expect(receiver.received.every((r) => r.signatureValid)).toBe(true);
      expect(receiver.successes()).toHaveLength(1);
      expect(smtp.to(email)).toHaveLength(1);
    } finally {
      await receiver.close();
      await server.close();
    }
  }, 60_000);
});
