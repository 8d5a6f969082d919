import { describe, expect, it } from "vitest";
import { loadConfig } from "../config";

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
