import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { beaconPath } from "@contracts/visits";
import { newestLeads, startTestServer } from "@tests/support/test-server";
import { createTimeTokens } from "./spam/time-token";

/**
 * Every per-client limit counts a client by its group (server/client-group.ts): an IPv6 /64 is
 * one client, however many of its 2^64 addresses the posts and beacons come from. Without it,
 * one subscriber posts and beacons without limit by changing the address's last bits.
 */

const tokens = createTimeTokens(Buffer.alloc(32, 3));
let server: Awaited<ReturnType<typeof startTestServer>>;

beforeAll(async () => {
  server = await startTestServer(
    {
      RATE_LIMIT_MAX: "4",
      SPAM_ADDRESS_MAX: "2",
      BEACON_RATE_LIMIT_MAX: "3",
      TRUST_PROXY: "127.0.0.1",
    },
    { timeTokens: tokens },
  );
}, 30_000);
afterAll(async () => {
  await server?.close();
});

/** A different address of the /64 `prefix` each call. */
let hosts = 0;
const addressIn = (prefix: string) => `${prefix}:${(++hosts).toString(16)}:0:0:1`;

let people = 0;
/** A person's contact post, its page opened half a minute ago, from `address`. */
async function post(address: string) {
  const email = `person${++people}@example.org`;
  const response = await fetch(`${server.url}/api/forms/contact`, {
    method: "POST",
    headers: { accept: "application/json", "x-forwarded-for": address },
    body: new URLSearchParams({
      name: "Sana Malik",
      email,
      message: `Hello, message ${people}`,
      _t: tokens.issue(Date.now() - 30_000),
    }),
  });
  await response.arrayBuffer();
  return { status: response.status, email };
}

const suspectOf = async (email: string) =>
  (await newestLeads(server.app, { search: email }))[0]?.suspect ?? null;

const beacon = (address: string) =>
  fetch(`${server.url}${beaconPath}`, {
    method: "POST",
    headers: { "x-forwarded-for": address, "content-type": "text/plain;charset=UTF-8" },
    body: JSON.stringify({ path: "/", lcp: 9_000 }),
  }).then(async (response) => {
    await response.arrayBuffer();
    return response.status;
  });

describe("one IPv6 /64 is one client", () => {
  it("to the form limit and the spam rate count, and two /64s share neither", async () => {
    const sent = [];
    for (let i = 0; i < 5; i++) sent.push(await post(addressIn("2001:db8:a:1")));
    expect(sent.map(({ status }) => status)).toEqual([200, 200, 200, 200, 429]);
    // Above SPAM_ADDRESS_MAX the /64's posts are flagged, whichever of its addresses sent them.
    const flagged = await Promise.all(sent.slice(0, 4).map(({ email }) => suspectOf(email)));
    expect(flagged).toEqual([
      null,
      null,
      "3 posts from one IPv6 /64 in 10 minutes",
      "4 posts from one IPv6 /64 in 10 minutes",
    ]);

    const neighbour = await post(addressIn("2001:db8:a:2"));
    expect(neighbour.status).toBe(200);
    expect(await suspectOf(neighbour.email)).toBeNull();
  });

  it("to the beacon limit, and two /64s do not share it", async () => {
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push(await beacon(addressIn("2001:db8:b:1")));
    expect(statuses).toEqual([204, 204, 204, 429]);
    expect(await beacon(addressIn("2001:db8:b:2"))).toBe(204);
  });

  it("while an IPv4 address is still a client of its own", async () => {
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push(await beacon("198.51.100.1"));
    expect(statuses).toEqual([204, 204, 204, 429]);
    expect(await beacon("198.51.100.2")).toBe(204);
  });
});
