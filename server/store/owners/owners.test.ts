import { describe, expect, it } from "vitest";
import { freshStores, storeBackends } from "@tests/support/store-backends";

/** The desk's owners and their sessions, on SQLite and on PostgreSQL. */
const { backends } = storeBackends("owners");

describe.each(backends)("owners in the %s store", (_name, backend) => {
  const { store } = freshStores(backend);

  it("keeps owners and sessions, and forgets expired sessions", async () => {
    expect(await store().countOwners()).toBe(0);
    const owner = await store().addOwner("Owner@Agency.example", "scrypt$hash");
    expect(owner).toMatchObject({
      email: "Owner@Agency.example",
      passwordHash: "scrypt$hash",
      role: "owner",
    });
    expect(await store().findOwner("owner@agency.EXAMPLE")).toEqual(owner);
    expect(await store().findOwner("nobody@agency.example")).toBeUndefined();
    await expect(store().addOwner("owner@agency.example", "other")).rejects.toThrow();
    expect(await store().countOwners()).toBe(1);

    const now = Date.now();
    const session = {
      tokenHash: "a".repeat(64),
      ownerId: owner.id,
      csrfToken: "csrf",
      expiresAt: now + 1000,
    };
    await store().createSession(session);
    expect(await store().findSession(session.tokenHash, now)).toEqual({ ...session, owner });
    expect(await store().findSession(session.tokenHash, now + 1000)).toBeUndefined();
    expect(await store().findSession("b".repeat(64), now)).toBeUndefined();
    await store().deleteSession(session.tokenHash);
    expect(await store().findSession(session.tokenHash, now)).toBeUndefined();
  });

  it("keeps each account's role, and its sessions carry it", async () => {
    const editor = await store().addOwner("editor@agency.example", "scrypt$hash", "editor");
    expect(editor.role).toBe("editor");
    expect((await store().findOwner("EDITOR@agency.example"))?.role).toBe("editor");
    const session = {
      tokenHash: "c".repeat(64),
      ownerId: editor.id,
      csrfToken: "x",
      expiresAt: Date.now() + 60_000,
    };
    await store().createSession(session);
    expect((await store().findSession(session.tokenHash, Date.now()))?.owner.role).toBe("editor");
    expect((await store().listOwners()).map(({ role }) => role)).toContain("editor");
    // The database itself refuses a role it does not know.
    await expect(
      store().addOwner("boss@agency.example", "h", "admin" as "owner"),
    ).rejects.toThrow();
  });
});
