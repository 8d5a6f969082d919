import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadConfig } from "./config";

describe("the environment, read by one schema", () => {
  it("gives the desk its settings", () => {
    const { desk } = loadConfig({
      ADMIN_EMAIL: "Owner@Example.com",
      ADMIN_PASSWORD: "a long passphrase",
      RETENTION_DAYS: "30",
      BUILD_DIR: "out",
    });
    expect(desk).toEqual({
      firstOwner: { email: "owner@example.com", password: "a long passphrase" },
      retentionDays: 30,
      clientDir: path.resolve("out", "admin"),
      auditKey: undefined,
      analyticsRawDays: 90,
    });
    expect(loadConfig({ ADMIN_EMAIL: "owner@example.com" }).desk.firstOwner).toBeUndefined();
  });

  it("names every wrong variable on a line of its own", () => {
    const error = (() => {
      try {
        loadConfig({ RETENTION_DAYS: "0", SPAM_MAX_LINKS: "-1", PORT: "http", AUDIT_KEY: "short" });
      } catch (thrown) {
        return thrown as Error;
      }
    })();
    const lines = error?.message.split("\n").slice(1) ?? [];
    expect(lines.map((line) => line.trim().split(":")[0])).toEqual([
      "PORT",
      "RETENTION_DAYS",
      "AUDIT_KEY",
      "SPAM_MAX_LINKS",
    ]);
  });
});
