import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildServer } from "./app";
import { loadConfig, parseTrustProxy } from "./config";
import { makeSite } from "@tests/support/test-server";

/**
 * With `TRUST_PROXY=1` (a hop count) any client that reached the port directly chose its own
 * address in X-Forwarded-For, and with it its rate limit. Only the listed proxies' addresses or
 * ranges are believed.
 */
describe("TRUST_PROXY", () => {
  let site: Awaited<ReturnType<typeof makeSite>>;
  let app: FastifyInstance;
  const seen: string[] = [];
  beforeAll(async () => {
    site = await makeSite();
    const config = loadConfig({
      SITE_DIR: site.dir,
      DATA_DIR: `${site.dir}/data`,
      TRUST_PROXY: "10.0.0.0/8, 192.0.2.1",
    });
    app = await buildServer({ config, logger: false });
    app.addHook("onRequest", (request, _reply, done) => {
      seen.push(request.ip);
      done();
    });
  });
  afterAll(async () => {
    await app?.close();
    await site?.cleanup();
  });

  const ipOf = async (remoteAddress: string, forwardedFor: string) => {
    seen.length = 0;
    await app.inject({ url: "/", remoteAddress, headers: { "x-forwarded-for": forwardedFor } });
    return seen[0];
  };

  it("ignores X-Forwarded-For from a client that is not a listed proxy", async () => {
    expect(await ipOf("203.0.113.9", "198.51.100.1")).toBe("203.0.113.9");
    expect(await ipOf("203.0.113.9", "10.0.0.1, 198.51.100.1")).toBe("203.0.113.9");
  });

  it("believes a listed proxy, up to the first address it does not trust", async () => {
    expect(await ipOf("10.1.2.3", "198.51.100.1")).toBe("198.51.100.1");
    expect(await ipOf("192.0.2.1", "6.6.6.6, 198.51.100.1")).toBe("198.51.100.1");
    expect(await ipOf("10.1.2.3", "6.6.6.6, 198.51.100.1, 10.9.9.9")).toBe("198.51.100.1");
  });

  it("refuses a bare hop count at start-up, with a message that says what to set", () => {
    for (const count of ["1", "2", " 1 "])
      expect(() => loadConfig({ TRUST_PROXY: count })).toThrow(/addresses or ranges.*loopback/s);
    expect(() => loadConfig({ TRUST_PROXY: "10.0.0.0/33" })).toThrow(/TRUST_PROXY/);
    expect(() => loadConfig({ TRUST_PROXY: "proxy.example" })).toThrow(/TRUST_PROXY/);
  });

  it("reads addresses, CIDR ranges and proxy-addr's names; unset trusts nothing", () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy("127.0.0.1, 10.0.0.0/8")).toEqual(["127.0.0.1", "10.0.0.0/8"]);
    expect(parseTrustProxy("loopback,uniquelocal,::1,fd00::/8")).toEqual([
      "loopback",
      "uniquelocal",
      "::1",
      "fd00::/8",
    ]);
    expect(loadConfig({ TRUST_PROXY: "loopback" }).trustProxy).toEqual(["loopback"]);
    expect(loadConfig({}).trustProxy).toBe(false);
  });
});
