import { PassThrough } from "node:stream";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { pathOnly } from "./request-log";
import { startTestServer } from "@tests/support/test-server";

/**
 * The request log keeps no visitor's data: it once recorded `/admin/api/leads?search=<the
 * address>`, so an erased address lived on in the log.
 */
/** What the test reads of a log line. */
interface LogEntry {
  req?: { url?: string };
  reqId?: string;
  msg?: string;
}

describe("the request log", () => {
  const lines: string[] = [];
  let server: Awaited<ReturnType<typeof startTestServer>>;
  beforeAll(async () => {
    const stream = new PassThrough();
    let pending = "";
    stream.on("data", (chunk: Buffer) => {
      const parts = (pending + chunk.toString("utf8")).split("\n");
      pending = parts.pop() ?? "";
      lines.push(...parts);
    });
    server = await startTestServer({ LOG_LEVEL: "info" }, { logger: true, logStream: stream });
  });
  afterAll(async () => {
    await server?.close();
  });

  it("holds JSON lines with the path of each request, never a query, an address or a credential", async () => {
    const visitor = "pat.visitor@example.com";
    const body = new URLSearchParams({ name: "Pat Visitor", email: visitor, message: "Hello" });
    await fetch(`${server.url}/api/forms/contact?email=${visitor}`, {
      method: "POST",
      body,
      headers: { accept: "application/json" },
    });
    for (const search of [visitor, encodeURIComponent(visitor)])
      await fetch(`${server.url}/admin/api/leads?search=${search}&status=new`, {
        headers: { authorization: "Bearer secret-token-1", cookie: "session=secret-cookie-2" },
      });
    await fetch(`${server.url}/contact-us?ref=${visitor}`);
    const entries = () => lines.map((line) => JSON.parse(line) as LogEntry);
    // A request's last line is written once its answer has gone out, after the client has it.
    await vi.waitFor(() => {
      const last = entries().find((entry) => entry.req?.url === "/contact-us");
      expect(last?.reqId).toBeDefined();
      expect(entries()).toContainEqual(
        expect.objectContaining({ reqId: last?.reqId, msg: "request completed" }),
      );
    });

    const urls = entries().flatMap((entry) => (entry.req?.url ? [entry.req.url] : []));
    expect(urls).toEqual(
      expect.arrayContaining(["/api/forms/contact", "/admin/api/leads", "/contact-us"]),
    );
    for (const entry of entries()) expect(JSON.stringify(entry.req ?? {})).not.toMatch(/remote/i);
    for (const line of lines) {
      for (const secret of [
        "pat.visitor",
        "pat.visitor%40",
        "search=",
        "?",
        "secret-token-1",
        "secret-cookie-2",
        "Pat Visitor",
      ])
        expect(line, line).not.toContain(secret);
    }
  });

  it("keeps the path of a URL and drops its query", () => {
    expect(pathOnly("/admin/api/leads?search=a@b.c")).toBe("/admin/api/leads");
    expect(pathOnly("/contact-us")).toBe("/contact-us");
    expect(pathOnly("/?")).toBe("/");
  });
});
