import { describe, expect, it } from "vitest";
import { loadConfig, redactedDatabaseUrl } from "../config";

describe("webhook settings", () => {
  it("are off by default", () => {
    expect(loadConfig({}).webhooks).toBeUndefined();
  });

  it("take comma-separated http(s) URLs with a secret", () => {
    const config = loadConfig({
      WEBHOOK_URLS: " https://hooks.example.net/a , http://127.0.0.1:9000/b ",
      WEBHOOK_SECRET: "0123456789abcdef",
    });
    expect(config.webhooks).toEqual({
      urls: ["https://hooks.example.net/a", "http://127.0.0.1:9000/b"],
      secret: "0123456789abcdef",
      timeoutMs: 10_000,
    });
  });

  it.each([
    [{ WEBHOOK_URLS: "https://hooks.example.net/a" }, /WEBHOOK_SECRET/],
    [{ WEBHOOK_URLS: "ftp://hooks.example.net/a", WEBHOOK_SECRET: "0123456789abcdef" }, /URL/i],
    [{ WEBHOOK_URLS: "hooks.example.net", WEBHOOK_SECRET: "0123456789abcdef" }, /URL/i],
    [{ WEBHOOK_URLS: "https://hooks.example.net/a", WEBHOOK_SECRET: "short" }, /16/],
  ])("refuse %o at start-up", (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });
});

describe("webhook URLs over plain http", () => {
  const secret = { WEBHOOK_SECRET: "0123456789abcdef" };
  it.each(["http://hooks.example.net/a", "http://10.0.0.5/hook", "http://localhost.example/x"])(
    "refuse %s at start-up: https only",
    (url) => {
      expect(() => loadConfig({ WEBHOOK_URLS: url, ...secret })).toThrow(/https.*loopback/s);
    },
  );

  it.each(["http://127.0.0.1:9000/b", "http://[::1]:9000/b", "http://localhost:9000/b"])(
    "take %s: loopback may use http",
    (url) => {
      expect(loadConfig({ WEBHOOK_URLS: url, ...secret }).webhooks?.urls).toHaveLength(1);
    },
  );
});

describe("SMTP TLS", () => {
  const smtp = { SMTP_HOST: "mail.example.net" };
  it("is required by default: a stripped STARTTLS fails the send instead of going plain", () => {
    expect(loadConfig(smtp).smtp?.requireTls).toBe(true);
    expect(loadConfig({ ...smtp, SMTP_SECURE: "1" }).smtp?.requireTls).toBe(true);
  });

  it("is left to the server only when the operator opts out with SMTP_REQUIRE_TLS=0", () => {
    expect(loadConfig({ ...smtp, SMTP_REQUIRE_TLS: "0" }).smtp?.requireTls).toBe(false);
    expect(() => loadConfig({ ...smtp, SMTP_REQUIRE_TLS: "no" })).toThrow(/SMTP_REQUIRE_TLS/);
  });
});

describe("the database URL in the start-up log", () => {
  it("never shows a password, in the user part or the query", () => {
    expect(redactedDatabaseUrl("postgres://app:s3cret@db.example:5432/inbox")).toBe(
      "postgres://app:redacted@db.example:5432/inbox",
    );
    const query = redactedDatabaseUrl(
      "postgresql://db.example/inbox?user=app&password=s3cret&sslpassword=k3y&sslmode=require",
    );
    expect(query).not.toMatch(/s3cret|k3y/);
    expect(query).toContain("sslmode=require");
    expect(query).toContain("user=app");
  });
});
