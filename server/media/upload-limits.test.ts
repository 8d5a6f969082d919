import { connect, type Socket } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { MediaItem } from "@contracts/media";
import { deskHeaders } from "@tests/support/test-desk";
import { startTestServer } from "@tests/support/test-server";
import { testJpeg } from "@tests/support/test-images";

/**
 * Uploads over the real server's sockets: a body over 10 MB is refused without its rest being
 * read (declared, or sent without a length), a trickled one times out, and nothing is stored;
 * a stored picture is served at its stable URL to anyone.
 */
const owner = { ADMIN_EMAIL: "owner@example.com", ADMIN_PASSWORD: "media owner password" };
let server: Awaited<ReturnType<typeof startTestServer>>;
let headers: Record<string, string>;
beforeAll(async () => {
  server = await startTestServer({ ...owner, REQUEST_TIMEOUT_MS: "3000" });
  // Signed in, then sending from the server's own origin, as the desk does.
  headers = { ...(await deskHeaders(server.app, owner)), origin: server.url };
});
afterAll(() => server?.close());

const port = () => Number(new URL(server.url).port);
const stored = async () => (await server.app.store.listMedia()).length;

/** The request's head as a browser on the desk would send it, with `extra` header lines. */
const head = (extra: string[]) =>
  [
    "POST /admin/api/media?alt=Big HTTP/1.1",
    `Host: 127.0.0.1:${port()}`,
    `Cookie: ${headers.cookie}`,
    `Origin: ${headers.origin}`,
    `X-CSRF-Token: ${headers["x-csrf-token"]}`,
    "Content-Type: image/jpeg",
    ...extra,
    "",
    "",
  ].join("\r\n");

/** What the server answers on `socket` by the time it closes it. */
function answerOf(socket: Socket) {
  let answer = "";
  socket.on("data", (chunk: Buffer) => (answer += chunk.toString("latin1")));
  socket.on("error", () => undefined);
  return new Promise<string>((resolve) => socket.on("close", () => resolve(answer)));
}

describe("an upload over the limit", () => {
  it("declared as 1 GB is refused at once, with not a byte of it read, and nothing stored", async () => {
    const socket = connect(port(), "127.0.0.1");
    const answer = answerOf(socket);
    socket.write(head([`Content-Length: ${1024 ** 3}`]));
    socket.write(Buffer.alloc(64 * 1024, 0xff));
    // Closed by the server: it would otherwise wait for the other 1,073,677,824 bytes.
    const text = await answer;
    expect(text).toMatch(/^HTTP\/1\.1 413 /);
    expect(text.toLowerCase()).toContain("\r\nconnection: close");
    expect(text).toContain("over 10 MB");
    expect(await stored()).toBe(0);
  });

  it("sent as 11 MB without a length is refused at 10 MB, before the rest is sent, and nothing stored", async () => {
    const socket = connect(port(), "127.0.0.1");
    const answer = answerOf(socket);
    socket.write(head(["Transfer-Encoding: chunked"]));
    const chunk = Buffer.alloc(1024 * 1024, 0xd8);
    const sendChunk = () => {
      socket.write(`${chunk.length.toString(16)}\r\n`);
      socket.write(chunk);
      socket.write("\r\n");
    };
    // 11 MB and never the body's end: only a server that stops at the limit answers at all.
    for (let n = 0; n < 11; n++) sendChunk();
    const text = await answer;
    expect(text).toMatch(/^HTTP\/1\.1 413 /);
    expect(text).toContain("over 10 MB");
    expect(await stored()).toBe(0);
  });

  it(
    "trickled a few bytes at a time is timed out, and nothing stored",
    { timeout: 20_000 },
    async () => {
      const socket = connect(port(), "127.0.0.1");
      const answer = answerOf(socket);
      const picture = await testJpeg(200, 100);
      socket.write(head([`Content-Length: ${picture.length}`]));
      let sent = 0;
      const trickle = setInterval(() => {
        if (socket.destroyed || sent >= picture.length) return clearInterval(trickle);
        socket.write(picture.subarray(sent, sent + 8));
        sent += 8;
      }, 200);
      const text = await answer;
      clearInterval(trickle);
      expect(text).toMatch(/^HTTP\/1\.1 408 /);
      expect(sent).toBeLessThan(picture.length);
      expect(await stored()).toBe(0);
      // And the server serves on.
      expect((await fetch(`${server.url}/`)).status).toBe(200);
    },
  );
});

describe("a stored picture", () => {
  it("is served to anyone at its stable URL, cached for a year, never sniffed", async () => {
    const response = await fetch(
      `${server.url}/admin/api/media?alt=${encodeURIComponent("A blue field")}`,
      {
        method: "POST",
        headers: { ...headers, "content-type": "image/jpeg" },
        body: new Uint8Array(await testJpeg(800, 600)),
      },
    );
    expect(response.status).toBe(201);
    const item = (await response.json()) as MediaItem;
    const variant = await fetch(`${server.url}${item.picture.img.src}`);
    expect(variant.status).toBe(200);
    expect(variant.headers.get("content-type")).toBe("image/webp");
    expect(variant.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(variant.headers.get("x-content-type-options")).toBe("nosniff");
    expect(variant.headers.get("set-cookie")).toBeNull();
    expect((await variant.arrayBuffer()).byteLength).toBeGreaterThan(100);
    for (const missing of [
      `/media/${item.id}/801.webp`,
      `/media/${item.id}/800.png`,
      `/media/${"x".repeat(22)}/800.webp`,
      `/media/${item.id}/..%2F..%2Finbox.sqlite`,
    ])
      expect((await fetch(`${server.url}${missing}`)).status, missing).toBe(404);
  });
});
