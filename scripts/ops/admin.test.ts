import { spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashToken } from "@server/sign-in/sessions";
import { verifyPassword } from "@server/sign-in/password";
import { openSqliteStore } from "@server/store/sqlite";

let dir: string;
let databasePath: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "admin-cli-"));
  databasePath = path.join(dir, "inbox.sqlite");
});
afterAll(() => rm(dir, { recursive: true, force: true }));

/** `npm run admin -- …args` with `input` on stdin (not a terminal). */
function admin(args: string[], input = "") {
  return new Promise<{ code: number | null; out: string; err: string }>((resolve) => {
    const child = spawn(process.execPath, ["--import", "tsx", "scripts/ops/admin.ts", ...args], {
      env: { ...process.env, DATABASE_PATH: databasePath, DATABASE_URL: "" },
    });
    let out = "";
    let err = "";
    child.stdout.on("data", (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (err += chunk.toString()));
    child.on("close", (code) => resolve({ code, out, err }));
    child.stdin.end(input);
  });
}

const withStore = async <T>(work: (store: ReturnType<typeof openSqliteStore>) => Promise<T>) => {
  const store = openSqliteStore(databasePath);
  try {
    return await work(store);
  } finally {
    await store.close();
  }
};

describe("npm run admin: owner accounts", { timeout: 120_000 }, () => {
  it("adds, lists, re-passwords (ending sessions), signs out and removes owners, never taking a password from argv", async () => {
    expect((await admin(["add-user", "Boss@example.com"], "first password 1\n")).code).toBe(0);
    expect((await admin(["add-user", "two@example.com"], "second password 2\n")).code).toBe(0);
    const listed = await admin(["list"]);
    expect(listed.out).toMatch(/boss@example\.com[\s\S]*two@example\.com/);

    const live = (token: string) =>
      withStore((store) => store.findSession(hashToken(token), Date.now()));
    await withStore(async (store) => {
      for (const [token, email] of [
        ["boss-1", "boss@example.com"],
        ["boss-2", "boss@example.com"],
        ["two-1", "two@example.com"],
      ] as const) {
        const owner = await store.findOwner(email);
        await store.createSession({
          tokenHash: hashToken(token),
          ownerId: owner?.id ?? 0,
          csrfToken: "x",
          expiresAt: Date.now() + 60_000,
        });
      }
    });

    const passwd = await admin(["passwd", "boss@example.com"], "a new password 3\n");
    expect(passwd.code).toBe(0);
    expect(passwd.out).toContain("2 sessions ended");
    expect(await live("boss-1")).toBeUndefined();
    expect(await live("two-1")).toBeDefined();
    const boss = await withStore((store) => store.findOwner("boss@example.com"));
    expect(await verifyPassword("a new password 3", boss?.passwordHash ?? "")).toBe(true);

    expect((await admin(["sign-out-everywhere", "two@example.com"])).code).toBe(0);
    expect(await live("two-1")).toBeUndefined();

    expect((await admin(["remove", "two@example.com"])).code).toBe(0);
    expect((await admin(["list"])).out).not.toContain("two@example.com");
    expect((await admin(["passwd", "two@example.com"], "whatever password\n")).code).toBe(1);
    expect((await admin(["passwd", "boss@example.com"], "short\n")).err).toMatch(/12 characters/);
    // A password given as an argument is refused, not used.
    expect((await admin(["passwd", "boss@example.com", "--password=secret"])).code).toBe(2);

    // An editor: the role given before or after the address, anything else refused.
    const editor = await admin(
      ["add-user", "--role", "editor", "ed@example.com"],
      "editor pass 12\n",
    );
    expect(editor).toMatchObject({
      code: 0,
      out: expect.stringContaining("Editor ed@example.com"),
    });
    expect(
      (await admin(["add-user", "ow@example.com", "--role=owner"], "owner pass 123\n")).code,
    ).toBe(0);
    expect(
      (await admin(["add-user", "--role", "admin", "x@example.com"], "whatever pass 1\n")).code,
    ).toBe(2);
    expect(
      (await admin(["passwd", "--role", "editor", "ed@example.com"], "whatever pass 1\n")).code,
    ).toBe(2);
    await withStore(async (store) => {
      expect((await store.findOwner("ed@example.com"))?.role).toBe("editor");
      expect((await store.findOwner("ow@example.com"))?.role).toBe("owner");
      expect((await store.findOwner("boss@example.com"))?.role).toBe("owner");
      expect(await store.findOwner("x@example.com")).toBeUndefined();
    });
    expect((await admin(["list"])).out).toMatch(/ed@example\.com\teditor/);

    const audit = await withStore((store) => store.auditLog(20));
    expect(audit.map((entry) => entry.action)).toEqual(
      expect.arrayContaining(["owner added", "editor added", "password changed", "owner removed"]),
    );
  });
});
