import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ReplyQueued } from "@contracts/desk";
import { newLead } from "@tests/support/lead-fixtures";
import { storeBackends } from "@tests/support/store-backends";
import { hashPassword } from "../sign-in/password";
import { adminPlugin } from "../admin/plugin";
import type { Store } from "../store/store";

/**
 * A reply is queued once per key, on both stores: a retry, a second press or two posts at once
 * answer the first reply, and the key reused for another text is refused.
 */

const { backends, dir } = storeBackends("reply_once");
const owner = { email: "owner@example.com", password: "reply once owner password" };
const origin = "http://localhost:80";

describe.each(backends)("a reply's key on %s", (_name, backend) => {
  let store: Store;
  let app: FastifyInstance;
  let headers: Record<string, string> = {};

  beforeAll(async () => {
    store = await (await backend.fresh())();
    await store.addOwner(owner.email, await hashPassword(owner.password));
    app = Fastify();
    await app.register(adminPlugin, {
      store,
      clientDir: dir(),
      workflow: { canMail: true, timeZone: "Asia/Karachi" },
    });
    const signIn = await app.inject({
      method: "POST",
      url: "/admin/api/session",
      headers: { origin, "sec-fetch-site": "same-origin" },
      payload: owner,
    });
    const token = signIn.cookies.find((cookie) => cookie.name === "desk_session")?.value;
    const { csrfToken } = signIn.json<{ csrfToken: string }>();
    headers = { cookie: `desk_session=${token}`, origin, "x-csrf-token": csrfToken };
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    await store?.close();
  });

  const post = (leadId: number, payload: object) =>
    app.inject({ method: "POST", url: `/admin/api/leads/${leadId}/replies`, headers, payload });
  const repliesOf = async (leadId: number) =>
    (await store.getLead(leadId))?.deliveries.filter((delivery) => delivery.kind === "reply") ?? [];

  it("queues two identical posts at once as one reply and answers both with it", async () => {
    const { id } = await store.storeLead(newLead());
    const payload = { subject: "Re: your website", body: "Hello Ayesha", key: "k".repeat(22) };
    const answers = await Promise.all([post(id, payload), post(id, payload), post(id, payload)]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201, 201]);
    const [first, ...others] = answers.map((answer) => answer.json<ReplyQueued>());
    for (const other of others) expect(other).toEqual(first);
    const replies = await repliesOf(id);
    expect(replies).toHaveLength(1);
    expect(first?.delivery.id).toBe(replies[0]?.id);
    // A retry later is answered with the same reply too, and queues nothing.
    const retry = await post(id, payload);
    expect(retry.statusCode).toBe(201);
    expect(retry.json()).toEqual(first);
    expect(await repliesOf(id)).toHaveLength(1);
  });

  it("refuses a key reused for another text or another lead with a 422, storing nothing", async () => {
    const { id } = await store.storeLead(newLead());
    const { id: other } = await store.storeLead(newLead());
    const key = "a-key-for-one-reply-only";
    expect((await post(id, { subject: "Hi", body: "Hello", key })).statusCode).toBe(201);
    const changed = await post(id, { subject: "Hi", body: "Hello again", key });
    expect(changed.statusCode).toBe(422);
    expect(changed.json<{ error: string }>().error).toMatch(/already/);
    expect((await post(other, { subject: "Hi", body: "Hello", key })).statusCode).toBe(422);
    expect(await repliesOf(id)).toHaveLength(1);
    expect(await repliesOf(other)).toHaveLength(0);
    expect((await store.getLead(other))?.status).toBe("new");
  });

  it("refuses a reply without a key or with a malformed one", async () => {
    const { id } = await store.storeLead(newLead());
    for (const key of [undefined, "", "short", "x".repeat(65), "no spaces in a key!", 12345678])
      expect((await post(id, { subject: "Hi", body: "Hello", key })).statusCode, String(key)).toBe(
        400,
      );
    expect(await repliesOf(id)).toHaveLength(0);
  });
});
