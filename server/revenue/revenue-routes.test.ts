import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Board, LostReasonList } from "@contracts/revenue";
import type { LeadDetail, StatusChange } from "@contracts/desk";
import { newLead } from "@tests/support/lead-fixtures";
import { startTestDesk, testOrigin, type TestDesk } from "@tests/support/test-desk";

/** The revenue API: a won lead's value, a lost lead's reason from the list, the board. */

let desk: TestDesk;
let headers: Record<string, string>;

beforeEach(async () => {
  desk = await startTestDesk();
  const response = await desk.signIn();
  const token = response.cookies.find((cookie) => cookie.name === "desk_session")?.value ?? "";
  headers = {
    cookie: `desk_session=${token}`,
    origin: testOrigin,
    "x-csrf-token": response.json<{ csrfToken: string }>().csrfToken,
  };
});
afterEach(() => desk.close());

const send = (method: "POST" | "PUT", url: string, payload: unknown) =>
  desk.app.inject({ method, url, headers, payload: payload as object });

describe("the revenue API", () => {
  it("marks a lead won with its value, PKR unless told, and the board shows it", async () => {
    const { id } = await desk.store.storeLead(newLead());
    const won = await send("POST", `/admin/api/leads/${id}/status`, {
      status: "won",
      value: 250_000,
    });
    expect(won.statusCode).toBe(200);
    expect(won.json<StatusChange>()).toEqual({
      ok: true,
      status: "won",
      deal: { value: 250_000, currency: "PKR" },
      lostReason: null,
    });
    const lead = (
      await desk.app.inject({ url: `/admin/api/leads/${id}`, headers })
    ).json<LeadDetail>();
    expect(lead.deal).toEqual({ value: 250_000, currency: "PKR" });
    const board = (await desk.app.inject({ url: "/admin/api/board", headers })).json<Board>();
    expect(board.columns.find(({ status }) => status === "won")).toMatchObject({
      count: 1,
      values: { PKR: 250_000 },
      cards: [{ id, deal: { value: 250_000, currency: "PKR" } }],
    });
  });

  it("refuses a value without a win, a bad value or currency, and a reason not on the list", async () => {
    const { id } = await desk.store.storeLead(newLead());
    const status = (payload: unknown) => send("POST", `/admin/api/leads/${id}/status`, payload);
    for (const payload of [
      { status: "new", value: 5 },
      { status: "won", value: -1 },
      { status: "won", value: 1.5 },
      { status: "won", value: 10 ** 13 },
      { status: "won", value: "5" },
      { status: "won", value: 5, currency: "BTC" },
      { status: "replied", lostReason: "Price" },
      { status: "lost", lostReason: "x".repeat(81) },
    ])
      expect((await status(payload)).statusCode, JSON.stringify(payload)).toBe(400);
    const unknown = await status({ status: "lost", lostReason: "Because" });
    expect(unknown.statusCode).toBe(422);
    // Nothing of the refused changes was stored.
    const lead = (
      await desk.app.inject({ url: `/admin/api/leads/${id}`, headers })
    ).json<LeadDetail>();
    expect(lead).toMatchObject({ status: "new", deal: null, lostReason: null });
    const lost = await status({ status: "lost", lostReason: "Price" });
    expect(lost.json<StatusChange>()).toMatchObject({ status: "lost", lostReason: "Price" });
  });

  it("edits the list of lost reasons, each once, with the CSRF token", async () => {
    const put = (payload: unknown) => send("PUT", "/admin/api/lost-reasons", payload);
    expect((await put({ reasons: ["Budget", "budget"] })).statusCode).toBe(400);
    expect((await put({ reasons: Array.from({ length: 31 }, (_, i) => `r${i}`) })).statusCode).toBe(
      400,
    );
    expect((await put({ reasons: [""] })).statusCode).toBe(400);
    const saved = await put({ reasons: [" Budget ", "Went quiet"] });
    expect(saved.json<LostReasonList>()).toEqual({ reasons: ["Budget", "Went quiet"] });
    const read = await desk.app.inject({ url: "/admin/api/lost-reasons", headers });
    expect(read.json<LostReasonList>()).toEqual({ reasons: ["Budget", "Went quiet"] });
    const withoutToken = await desk.app.inject({
      method: "PUT",
      url: "/admin/api/lost-reasons",
      headers: { cookie: headers.cookie ?? "", origin: testOrigin },
      payload: { reasons: [] },
    });
    expect(withoutToken.statusCode).toBe(403);
    expect((await desk.app.inject({ url: "/admin/api/board" })).statusCode).toBe(401);
  });
});

describe("a status change through the API", () => {
  it("queues each WEBHOOK_URLS its event with the value, and wakes the outbox", async () => {
    let woken = 0;
    const hooked = await startTestDesk({
      release: {
        plan: { notify: false, autoreply: false, webhookUrls: ["https://hooks.example/lead"] },
        wake: () => (woken += 1),
      },
    });
    try {
      const signedIn = await hooked.signIn();
      const token = signedIn.cookies.find(({ name }) => name === "desk_session")?.value ?? "";
      const { id } = await hooked.store.storeLead(newLead({ deliveries: [] }));
      const response = await hooked.app.inject({
        method: "POST",
        url: `/admin/api/leads/${id}/status`,
        headers: {
          cookie: `desk_session=${token}`,
          origin: testOrigin,
          "x-csrf-token": signedIn.json<{ csrfToken: string }>().csrfToken,
        },
        payload: { status: "won", value: 250_000 },
      });
      expect(response.statusCode).toBe(200);
      expect(woken).toBe(1);
      const queued = (await hooked.store.getLead(id))?.deliveries ?? [];
      expect(queued).toEqual([
        expect.objectContaining({
          kind: "webhook",
          target: "https://hooks.example/lead",
          subject: "lead.status_changed",
        }),
      ]);
      expect(JSON.parse(queued[0]?.body ?? "{}")).toMatchObject({
        from: "new",
        to: "won",
        deal: { value: 250_000, currency: "PKR" },
      });
    } finally {
      await hooked.close();
    }
  });
});
