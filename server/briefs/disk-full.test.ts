import { execFileSync } from "node:child_process";
import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { storeBackends } from "@tests/support/store-backends";
import { testPdf } from "@tests/support/test-briefs";
import { rawMultipart, startTestServer } from "@tests/support/test-server";

/**
 * The data folder nearly full: a real, tiny file system (a 3 MB tmpfs, mounted for each server:
 * the tests run as root) holding the briefs' temporary files, and on SQLite the database and the
 * briefs too. A brief that does not fit is refused cleanly (503, nothing of it or its lead kept)
 * and the server serves on.
 */

const { serverInboxes: inboxes } = storeBackends("briefs_disk_full");

const person = [
  { name: "name", value: "Ayesha Malik" },
  { name: "email", value: "ayesha@example.org" },
];

describe.each(inboxes)("a brief on a nearly full disk, on %s", (kind, inbox) => {
  let dataDir = "";
  let server: Awaited<ReturnType<typeof startTestServer>>;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), "briefs-full-"));
    execFileSync("mount", ["-t", "tmpfs", "-o", "size=3m", "tmpfs", dataDir]);
    server = await startTestServer({
      ...(await inbox()),
      DATA_DIR: dataDir,
      UPLOAD_RATE_MAX: "100",
    });
  }, 60_000);
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
  const nothingKept = async () => {
    expect(await server.app.store.countLeads()).toBe(0);
    expect(await readdir(path.join(dataDir, "uploads"))).toEqual([]);
    const stored = await readdir(path.join(dataDir, "briefs")).catch(() => []);
    expect(stored).toEqual([]);
  };

  // On SQLite the file fits once (the temporary file), not twice (its stored copy beside it).
  const sizes = kind === "SQLite" ? [1_800_000, 3_500_000] : [3_500_000];
  it.each(sizes)("of %i bytes is refused cleanly, nothing half-stored", async (size) => {
    const answer = await post([
      ...person,
      { name: "brief", value: testPdf(size), filename: "big.pdf", type: "application/pdf" },
    ]);
    expect(answer.statusCode, answer.body).toBe(503);
    expect(answer.json().errors[0].code).toBe("SERVICE_UNAVAILABLE");
    await nothingKept();
  });

  it("and the server serves on: a post without a file is stored", async () => {
    const small = await post([...person, { name: "message", value: "Without the file, then." }]);
    expect(small.statusCode).toBe(200);
    expect(await server.app.store.countLeads()).toBe(1);
  });
});
