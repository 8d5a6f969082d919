import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { MediaItem } from "@contracts/media";
import {
  startEmbeddedPostgres,
  type EmbeddedPostgresServer,
} from "@tests/support/embedded-postgres";
import { testJpeg } from "@tests/support/test-images";
import { startTestServer } from "@tests/support/test-server";

/**
 * Two servers on one PostgreSQL, each with a data folder of its own (two machines' disks): a
 * picture uploaded on one is served by both, the same bytes at the same URLs, and a picture
 * neither has is a 404 on both.
 */

const owner = { ADMIN_EMAIL: "owner@example.com", ADMIN_PASSWORD: "two servers owner password" };

let postgres: EmbeddedPostgresServer;
type Server = Awaited<ReturnType<typeof startTestServer>>;
const servers: Server[] = [];

beforeAll(async () => {
  postgres = await startEmbeddedPostgres({ durable: false });
  const DATABASE_URL = await postgres.createDatabase("two_servers_media");
  // One after the other: the first creates the owner and runs the migrations.
  servers.push(await startTestServer({ DATABASE_URL, ...owner }));
  servers.push(await startTestServer({ DATABASE_URL }));
}, 120_000);
afterAll(async () => {
  for (const server of servers) await server.close();
  await postgres?.stop();
}, 60_000);

/** Signs in at `server` over HTTP, as the desk does, and returns a change's headers. */
async function deskHeaders(server: Server) {
  const headers = { origin: server.url, "sec-fetch-site": "same-origin" };
  const response = await fetch(`${server.url}/admin/api/session`, {
    method: "POST",
    headers: { ...headers, "content-type": "application/json" },
    body: JSON.stringify({ email: owner.ADMIN_EMAIL, password: owner.ADMIN_PASSWORD }),
  });
  expect(response.status).toBe(200);
  const session = /desk_session=([^;]+)/.exec(response.headers.get("set-cookie") ?? "")?.[1];
  const { csrfToken } = (await response.json()) as { csrfToken: string };
  return { ...headers, cookie: `desk_session=${session}`, "x-csrf-token": csrfToken };
}

describe("two servers on one PostgreSQL", () => {
  it("both serve a picture uploaded on one, byte for byte", async () => {
    const [one, two] = servers as [Server, Server];
    expect(one.config.dataDir).not.toBe(two.config.dataDir);
    const upload = await fetch(`${one.url}/admin/api/media?alt=${encodeURIComponent("Studio")}`, {
      method: "POST",
      headers: { ...(await deskHeaders(one)), "content-type": "image/jpeg" },
      body: new Uint8Array(await testJpeg(1000, 700)),
    });
    expect(upload.status).toBe(201);
    const item = (await upload.json()) as MediaItem;

    // Every variant the upload's srcset names, fetched from each server.
    const urls = Object.values(item.picture.sources)
      .flatMap((srcset) => srcset.split(", "))
      .map((candidate) => candidate.split(" ")[0] as string)
      .concat(item.picture.img.src);
    expect(urls.length).toBeGreaterThan(4);
    for (const url of urls) {
      const [first, second] = await Promise.all(
        [one, two].map(async (server) => {
          const response = await fetch(`${server.url}${url}`);
          expect(response.status, `${url} on ${server.url}`).toBe(200);
          expect(response.headers.get("cache-control")).toContain("immutable");
          return Buffer.from(await response.arrayBuffer());
        }),
      );
      expect(first?.length, url).toBeGreaterThan(100);
      expect(second?.equals(first as Buffer), url).toBe(true);
    }

    // The second server lists it too, and neither serves a picture nobody uploaded.
    const list = await fetch(`${two.url}/admin/api/media`, { headers: await deskHeaders(two) });
    expect(((await list.json()) as MediaItem[]).map(({ id }) => id)).toContain(item.id);
    for (const server of [one, two])
      expect((await fetch(`${server.url}/media/${"A".repeat(22)}/480.webp`)).status).toBe(404);
  }, 120_000);
});
