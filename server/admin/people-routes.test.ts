import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { PersonChange, PersonSearch, PersonTimeline } from "@contracts/people";
import { newLead } from "@tests/support/lead-fixtures";
import { startTestDesk, testOrigin, type TestDesk } from "@tests/support/test-desk";

/** The people API: a person's timeline, join and split, each change with the CSRF token. */

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

const at = (minute: number) => new Date(Date.UTC(2026, 10, 20, 9, minute));

describe("the people API", () => {
  it("shows one person's leads from Ali@Example.com and ali@example.com, oldest first", async () => {
    const first = await desk.store.storeLead(newLead({ now: at(1) }, { email: "Ali@Example.com" }));
    const second = await desk.store.storeLead(
      newLead({ now: at(2) }, { email: "ali@example.com" }),
    );
    const lead = (await desk.app.inject({ url: `/admin/api/leads/${second.id}`, headers })).json<{
      personId: number;
      personLeads: number;
    }>();
    expect(lead.personLeads).toBe(2);
    const response = await desk.app.inject({ url: `/admin/api/people/${lead.personId}`, headers });
    expect(response.statusCode).toBe(200);
    const person = response.json<PersonTimeline>();
    expect(
      person.events.flatMap((event) => (event.type === "submission" ? [event.lead.id] : [])),
    ).toEqual([first.id, second.id]);
  });

  it("finds people to join by name, and refuses a search too short or too long", async () => {
    await desk.store.storeLead(newLead({}, { name: "Zainab Noor", email: "zainab@example.org" }));
    const search = (term: string) =>
      desk.app.inject({ url: `/admin/api/people?search=${encodeURIComponent(term)}`, headers });
    const found = await search("zainab");
    expect(found.statusCode).toBe(200);
    expect(found.json<PersonSearch>().people).toEqual([
      expect.objectContaining({ name: "Zainab Noor", email: "zainab@example.org" }),
    ]);
    expect((await search("z")).statusCode).toBe(400);
    expect((await search("z".repeat(201))).statusCode).toBe(400);
    expect((await desk.app.inject({ url: "/admin/api/people?search=zainab" })).statusCode).toBe(
      401,
    );
  });

  it("refuses unknown ids (404) and bad input (400)", async () => {
    const get = (url: string) => desk.app.inject({ url, headers });
    const post = (url: string, payload?: object) =>
      desk.app.inject({ method: "POST", url, headers, payload });
    expect((await get("/admin/api/people/999")).statusCode).toBe(404);
    expect((await get("/admin/api/people/abc")).statusCode).toBe(400);
    expect((await get("/admin/api/people/0")).statusCode).toBe(400);
    expect((await get("/admin/api/people/99999999999999999999")).statusCode).toBe(400);
    const { id } = await desk.store.storeLead(newLead());
    expect((await post(`/admin/api/people/${id}/join`, { otherPersonId: 999 })).statusCode).toBe(
      404,
    );
    expect((await post(`/admin/api/people/${id}/join`, { otherPersonId: id })).statusCode).toBe(
      400,
    );
    expect((await post(`/admin/api/people/${id}/join`, { otherPersonId: "2" })).statusCode).toBe(
      400,
    );
    expect((await post(`/admin/api/people/${id}/join`)).statusCode).toBe(400);
    expect((await post("/admin/api/leads/999/split")).statusCode).toBe(404);
    expect((await post(`/admin/api/leads/${id}/split`)).statusCode).toBe(409);
  });

  it("splits and joins with the CSRF token only, both logged and on the timeline", async () => {
    const first = await desk.store.storeLead(newLead({ now: at(1) }, { email: "ali@example.com" }));
    const second = await desk.store.storeLead(
      newLead({ now: at(2) }, { email: "ali@example.com" }),
    );
    const withoutToken = await desk.app.inject({
      method: "POST",
      url: `/admin/api/leads/${second.id}/split`,
      headers: { ...headers, "x-csrf-token": "wrong" },
    });
    expect(withoutToken.statusCode).toBe(403);

    const split = await desk.app.inject({
      method: "POST",
      url: `/admin/api/leads/${second.id}/split`,
      headers,
    });
    expect(split.json<PersonChange>()).toEqual({ personId: second.id });
    const join = await desk.app.inject({
      method: "POST",
      url: `/admin/api/people/${first.id}/join`,
      headers,
      payload: { otherPersonId: second.id },
    });
    expect(join.json<PersonChange>()).toEqual({ personId: first.id });
    const person = (
      await desk.app.inject({ url: `/admin/api/people/${first.id}`, headers })
    ).json<PersonTimeline>();
    expect(person.events.map((event) => event.type)).toEqual(
      expect.arrayContaining(["split", "join"]),
    );
    const audit = (await desk.app.inject({ url: "/admin/api/audit", headers })).json<{
      entries: Array<{ action: string; actor: string }>;
    }>();
    expect(audit.entries.filter((entry) => ["split", "join"].includes(entry.action))).toEqual([
      expect.objectContaining({ action: "join", actor: "owner@example.com" }),
      expect.objectContaining({ action: "split", actor: "owner@example.com" }),
    ]);
  });
});
