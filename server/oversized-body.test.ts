import { connect } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer } from "@tests/support/test-server";

/**
 * What the server reads of a body it refuses by its declared length: a flood of 1 MiB posts must
 * not make it read each megabyte to keep the connection for another request.
 */
describe("a body declared over the limit", () => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server?.close();
  });

  it("is answered 413 and its connection closed, so the rest of it is never read", async () => {
    const socket = connect(Number(new URL(server.url).port), "127.0.0.1");
    const declared = 1024 * 1024;
    socket.write(
      "POST /api/forms/contact HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept: application/json\r\n" +
        `Content-Type: application/x-www-form-urlencoded\r\nContent-Length: ${declared}\r\n\r\n` +
        `message=${"a".repeat(16 * 1024)}`,
    );
    let answer = "";
    socket.on("data", (chunk: Buffer) => (answer += chunk.toString("latin1")));
    socket.on("error", () => undefined);
    // Closed by the server, not by a timer here: a kept-alive connection would wait for the
    // remaining ~1 MiB and stay open until the test's own limit.
    await new Promise((resolve) => socket.on("close", resolve));
    const head = answer.slice(0, answer.indexOf("\r\n\r\n")).toLowerCase();
    expect(head).toMatch(/^http\/1\.1 413 /);
    expect(head).toContain("\r\nconnection: close");
    expect(answer).toContain("PAYLOAD_TOO_LARGE");
    // The server serves on.
    expect((await fetch(`${server.url}/`)).status).toBe(200);
  });
});
