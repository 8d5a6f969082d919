import { execFileSync } from "node:child_process";
import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testPdf } from "@tests/support/test-briefs";
import { rawMultipart, startTestServer } from "@tests/support/test-server";

/**
 * The data folder nearly full: a real, tiny file system (a 3 MB tmpfs, mounted for this file:
 * the tests run as root) holding the database and the briefs. A brief that does not fit is
 * refused cleanly (503, nothing of it or its lead kept) and the server serves on.
 */
let dataDir = "";
let server: Awaited<ReturnType<typeof startTestServer>>;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "briefs-full-"));
  execFileSync("mount", ["-t", "tmpfs", "-o", "size=3m", "tmpfs", dataDir]);
  server = await startTestServer({ DATA_DIR: dataDir, UPLOAD_RATE_MAX: "100" });
});
afterAll(async () => {
  await server?.close();
  if (dataDir) {
    execFileSync("umount", [dataDir]);
    await rm(dataDir, { recursive: true, force: true });
  }
});

const post = (parts: Parameters<typeof rawMultipart>[0]) => {
  const { body, contentType } = rawMultipart(parts);
  return server.app.inject({
    method: "POST",
    url: "/api/forms/contact",
    headers: { "content-type": contentType, accept: "application/json" },
    payload: body,
  });
};
const person = [
  { name: "name", value: "Ayesha Malik" },
  { name: "email", value: "ayesha@example.org" },
];

describe("a brief on a nearly full disk", () => {
  it("is refused cleanly, nothing half-stored, and the server serves on", async () => {
    // Fits once (the temporary file), not twice (its stored copy beside it).
    const answer = await post([
      ...person,
      { name: "brief", value: testPdf(1_800_000), filename: "big.pdf", type: "application/pdf" },
    ]);
    expect(answer.statusCode, answer.body).toBe(503);
    expect(answer.json().errors[0].code).toBe("SERVICE_UNAVAILABLE");
    expect(await server.app.store.countLeads()).toBe(0);
    expect(await readdir(path.join(dataDir, "uploads"))).toEqual([]);
    expect(await readdir(path.join(dataDir, "briefs"))).toEqual([]);

    const small = await post([...person, { name: "message", value: "Without the file, then." }]);
    expect(small.statusCode).toBe(200);
    expect(await server.app.store.countLeads()).toBe(1);
  });
});
