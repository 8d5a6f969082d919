import http from "node:http";
import { connect, type AddressInfo } from "node:net";
import { afterEach, describe, expect, it, vi } from "vitest";
import { verifyPassword } from "./password";
import { startTestDesk, testOrigin, testOwner, type TestDesk } from "@tests/support/test-desk";
import { busy, createHashGate } from "./hash-gate";
import { createHashTime } from "./hash-time";
import { defaultSignInLimits, type SignInLimits } from "./sign-in-guard";

// Counted, not changed: a test sees which sign-ins ran scrypt.
vi.mock("./password", async (importOriginal) => {
  const actual = await importOriginal<typeof import("./password")>();
  return { ...actual, verifyPassword: vi.fn(actual.verifyPassword) };
});

let desk: TestDesk | undefined;
afterEach(async () => {
  vi.useRealTimers();
  await desk?.close();
  desk = undefined;
});

const cookieHeader = (response: Awaited<ReturnType<TestDesk["signIn"]>>) =>
  response.cookies.map((c) => `${c.name}=${c.value}`).join("; ");

describe("the hash gate", () => {
  it("runs one hash at a time, answers busy without working when the queue is full, and serves priority first", async () => {
    const gate = createHashGate({ concurrency: 1, queueLimit: 2, priorityQueueLimit: 1 });
    const order: string[] = [];
    let release = () => {};
    const first = gate.run(() => new Promise<string>((resolve) => (release = () => resolve("a"))));
    const queued = ["b", "c"].map((name) => gate.run(async () => order.push(name)));
    let ranAfterFull = false;
    expect(
      await gate.run(async () => {
        ranAfterFull = true;
      }),
    ).toBe(busy);
    expect(ranAfterFull).toBe(false);
    const priority = gate.run(async () => order.push("owner"), true);
    release();
    await Promise.all([first, ...queued, priority]);
    expect(order).toEqual(["owner", "b", "c"]);
  });
});

describe("sign-in limits per address, per account and overall", { timeout: 60_000 }, () => {
  it("lets the owner in from a new address after five wrong passwords from another", async () => {
    desk = await startTestDesk();
    for (let i = 0; i < 5; i++)
      expect((await desk.signIn({ password: "wrong", from: "203.0.113.5" })).statusCode).toBe(401);
    expect((await desk.signIn({ from: "198.51.100.20" })).statusCode).toBe(200);
  });

  it("limits guesses from one address, and from one IPv6 /64", async () => {
    desk = await startTestDesk({ signInLimits: { perGroup: 8 } });
    for (let i = 0; i < 5; i++)
      await desk.signIn({ password: "wrong", from: `2001:db8:5:6::${i + 1}` });
    const limited = await desk.signIn({ from: "2001:db8:5:6::99" });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    // The same /64 on other accounts: its own budget per account, 8 attempts in all.
    for (let i = 0; i < 3; i++)
      expect(
        (await desk.signIn({ email: `x${i}@example.com`, from: "2001:db8:5:6::7" })).statusCode,
      ).toBe(401);
    expect(
      (await desk.signIn({ email: "y@example.com", from: "2001:db8:5:6::8" })).statusCode,
    ).toBe(429);
  });

  it("backs off the account, longer with each failure, when guesses come from many addresses", async () => {
    desk = await startTestDesk({ signInLimits: { accountBackoffAfter: 3 } });
    vi.useFakeTimers({ toFake: ["Date"] });
    for (let i = 0; i < 3; i++)
      expect((await desk.signIn({ password: "wrong", from: `192.0.2.${i}` })).statusCode).toBe(401);
    const first = await desk.signIn({ password: "wrong", from: "192.0.2.50" });
    expect(first.statusCode).toBe(429);
    const waits: number[] = [Number(first.headers["retry-after"])];
    for (let round = 0; round < 3; round++) {
      vi.setSystemTime(Date.now() + (waits.at(-1) ?? 0) * 1000);
      expect(
        (await desk.signIn({ password: "wrong", from: `192.0.2.${60 + round}` })).statusCode,
      ).toBe(401);
      const next = await desk.signIn({ password: "wrong", from: `192.0.2.${70 + round}` });
      expect(next.statusCode).toBe(429);
      waits.push(Number(next.headers["retry-after"]));
    }
    expect(waits).toEqual([...waits].sort((a, b) => a - b));
    expect(waits.at(-1)).toBeGreaterThan(waits[0] ?? Infinity);
  });

  it("answers a flood of strangers busy without hashing for each, unknown e-mails alike, while the owner's device gets in", async () => {
    // The clock stands still, so the global rate gains no attempts while the flood is handled,
    // however long a loaded machine takes: of its burst of 4 the owner's sign-in takes one, and
    // exactly 3 of the flood are checked (each answered as a wrong password), the rest busy.
    vi.useFakeTimers({ toFake: ["Date"] });
    const started = (desk = await startTestDesk({ signInLimits: defaultSignInLimits }));
    const owner = await started.signIn({ from: "198.51.100.1" });
    expect(owner.statusCode).toBe(200);
    const device = owner.cookies.find((c) => c.name === "desk_device");
    expect(device?.value).toBeTruthy();
    const flood = Array.from({ length: 60 }, (_, i) =>
      started.signIn({
        email: i % 2 ? testOwner.email : `nobody${i}@example.com`,
        password: "wrong",
        from: `10.${i}.0.1`,
      }),
    );
    const trusted = started.signIn({
      from: "198.51.100.1",
      headers: { cookie: `desk_device=${device?.value}` },
    });
    const answers = await Promise.all(flood);
    expect((await trusted).statusCode).toBe(200);
    const codes = answers.map((answer) => answer.statusCode);
    const checked = defaultSignInLimits.burst - 1;
    expect(codes.filter((code) => code === 401)).toHaveLength(checked);
    expect(codes.filter((code) => code === 503)).toHaveLength(flood.length - checked);
    const busyAnswer = answers.find((answer) => answer.statusCode === 503);
    expect(Number(busyAnswer?.headers["retry-after"])).toBeGreaterThan(0);
  });

  it("keeps the owner's device working while strangers have the account backed off", async () => {
    desk = await startTestDesk({ signInLimits: { accountBackoffAfter: 2 } });
    // The clock stands still: the backoff cannot run out while a slow machine hashes.
    vi.useFakeTimers({ toFake: ["Date"] });
    const owner = await desk.signIn({ from: "198.51.100.1" });
    const device = owner.cookies.find((c) => c.name === "desk_device")?.value;
    for (let i = 0; i < 3; i++) await desk.signIn({ password: "wrong", from: `192.0.2.${i}` });
    expect((await desk.signIn({ from: "198.51.100.2" })).statusCode).toBe(429);
    expect(
      (await desk.signIn({ from: "198.51.100.2", headers: { cookie: `desk_device=${device}` } }))
        .statusCode,
    ).toBe(200);
    // A forged or another account's cookie is no device cookie.
    expect(
      (
        await desk.signIn({
          from: "198.51.100.3",
          headers: {
            cookie: `desk_device=${device?.replace(/.$/, (last) => (last === "A" ? "B" : "A"))}`,
          },
        })
      ).statusCode,
    ).toBe(429);
  });
});

describe("the right password, and e-mails without an account", { timeout: 60_000 }, () => {
  it("lets the right password of a real account in from a new address while the global rate is spent", async () => {
    desk = await startTestDesk({ signInLimits: { perSecond: 0.001, burst: 1 } });
    expect((await desk.signIn({ password: "wrong", from: "203.0.113.1" })).statusCode).toBe(401);
    // The rate is spent: wrong passwords and unknown e-mails are answered busy...
    expect((await desk.signIn({ password: "wrong", from: "203.0.113.2" })).statusCode).toBe(503);
    const unknown = await desk.signIn({ email: "nobody@example.com", from: "203.0.113.3" });
    expect(unknown.statusCode).toBe(503);
    expect(Number(unknown.headers["retry-after"])).toBeGreaterThan(0);
    // ...the owner, in a browser and from an address the desk has never seen, gets in.
    expect((await desk.signIn({ from: "198.51.100.9" })).statusCode).toBe(200);
  });

  it("still limits the right password per address and per account", async () => {
    desk = await startTestDesk({
      signInLimits: { perSecond: 0.001, burst: 1, perGroup: 2, accountBackoffAfter: 3 },
    });
    vi.useFakeTimers({ toFake: ["Date"] });
    await desk.signIn({ password: "wrong", from: "203.0.113.1" });
    await desk.signIn({ password: "wrong", from: "203.0.113.1" });
    expect((await desk.signIn({ from: "203.0.113.1" })).statusCode).toBe(429);
    await desk.signIn({ password: "wrong", from: "203.0.113.2" });
    await desk.signIn({ password: "wrong", from: "203.0.113.3" });
    expect((await desk.signIn({ from: "203.0.113.4" })).statusCode).toBe(429);
  });

  it("runs no hash for an unknown e-mail, and answers it as a wrong password", async () => {
    desk = await startTestDesk();
    const hashes = vi.mocked(verifyPassword).mock.calls.length;
    const unknown = await desk.signIn({ email: "nobody@example.com", from: "203.0.113.5" });
    expect(vi.mocked(verifyPassword).mock.calls.length).toBe(hashes);
    const wrong = await desk.signIn({ password: "wrong", from: "203.0.113.6" });
    expect(vi.mocked(verifyPassword).mock.calls.length).toBe(hashes + 1);
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toEqual(wrong.json());
    expect(wrong.statusCode).toBe(401);
  });
});

describe("an unknown e-mail's wait, as long as a password check's", () => {
  it("is the average of the checks that ran, not of those the gate answered busy", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "performance"] });
    const time = createHashTime(100);
    const check = time.timed(
      () => new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 300)),
      busy,
    );
    await vi.advanceTimersByTimeAsync(300);
    await check;
    // Refused at once by a full gate: no check ran, and the average stays 0.8 × 100 + 0.2 × 300.
    for (let i = 0; i < 5; i++) await time.timed(async () => busy, busy);
    let waited = false;
    void time.wait().then(() => (waited = true));
    await vi.advanceTimersByTimeAsync(139);
    expect(waited).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(waited).toBe(true);
  });
});

describe("the session cookie", () => {
  it("is __Host- prefixed over HTTPS (Secure, Path=/, no Domain), plain on http://localhost", async () => {
    desk = await startTestDesk();
    const plain = await desk.signIn();
    expect(plain.cookies.find((c) => c.name === "desk_session")).toMatchObject({
      path: "/admin",
      httpOnly: true,
      sameSite: "Strict",
    });
    const https = await desk.signIn({
      headers: { "x-forwarded-proto": "https", origin: "https://localhost:80" },
    });
    const cookie = https.cookies.find((c) => c.name === "__Host-desk_session");
    expect(cookie).toMatchObject({ path: "/", secure: true, httpOnly: true, sameSite: "Strict" });
    expect(cookie?.domain).toBeUndefined();
    expect(https.cookies.find((c) => c.name === "desk_session")).toBeUndefined();
    const session = await desk.app.inject({
      url: "/admin/api/session",
      headers: { "x-forwarded-proto": "https", cookie: cookieHeader(https) },
    });
    expect(session.statusCode).toBe(200);
  });
});

describe("the audit log of sign-ins", () => {
  it("records sign-ins, succeeded and refused, with the client as a keyed digest", async () => {
    desk = await startTestDesk();
    await desk.signIn({ password: "wrong", from: "203.0.113.77" });
    const signedIn = await desk.signIn({ from: "203.0.113.77" });
    const audit = await desk.app.inject({
      url: "/admin/api/audit",
      headers: { cookie: cookieHeader(signedIn), origin: testOrigin },
    });
    const entries = audit.json<{ entries: Array<{ action: string; detail: string }> }>().entries;
    expect(entries.slice(0, 2).map((entry) => entry.action)).toEqual([
      "signed in",
      "sign-in refused",
    ]);
    expect(entries[0]?.detail).toMatch(/client hmac:[0-9a-f]{12}/);
    expect(entries[0]?.detail).toBe(entries[1]?.detail);
    expect(JSON.stringify(entries)).not.toContain("203.0.113.77");
  });
});

describe("the audit log under a sign-in flood", { timeout: 60_000 }, () => {
  it("sums up attempts refused beyond the global rate in one entry, instead of a row each", async () => {
    const started = (desk = await startTestDesk({ signInLimits: { perSecond: 0.001, burst: 1 } }));
    expect((await started.signIn({ password: "wrong", from: "203.0.113.1" })).statusCode).toBe(401);
    // At once, as a flood comes: each waits a password check's time before its answer.
    const flood = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        started.signIn({
          email: i % 2 ? testOwner.email : `nobody${i}@example.com`,
          password: "wrong",
          from: `198.51.100.${i}`,
        }),
      ),
    );
    expect(flood.map((answer) => answer.statusCode)).toEqual(Array(6).fill(503));
    // The tally is written at the latest when the server stops.
    await started.app.close();
    const entries = await started.store.auditLog(50);
    expect(entries.map((entry) => entry.action)).toEqual([
      "sign-ins refused while busy",
      "sign-in refused",
    ]);
    expect(entries[0]?.detail).toBe("6 attempts from 6 clients");
  });
});

describe("a sign-in flood refused before its body is read", () => {
  /** The desk on a real port: only a real HTTP client shows what happens to an unread body. */
  async function listening(signInLimits: Partial<SignInLimits>) {
    desk = await startTestDesk({ signInLimits });
    await desk.app.listen({ port: 0, host: "127.0.0.1" });
    return (desk.app.server.address() as AddressInfo).port;
  }
  const signInHead = (port: number, length: number, cookie = "") =>
    [
      "POST /admin/api/session HTTP/1.1",
      `Host: 127.0.0.1:${port}`,
      "Content-Type: application/json",
      `Content-Length: ${length}`,
      `Origin: http://127.0.0.1:${port}`,
      ...(cookie ? [`Cookie: ${cookie}`] : []),
      "",
      "",
    ].join("\r\n");

  /** Sends the head and only the first bytes of a body; resolves with the first answer's head. */
  function partialPost(port: number) {
    return new Promise<string>((resolve, reject) => {
      const socket = connect(port, "127.0.0.1");
      let answer = "";
      socket.on("data", (chunk) => {
        answer += chunk.toString("latin1");
        if (answer.includes("\r\n\r\n")) {
          socket.destroy();
          resolve(answer.slice(0, answer.indexOf("\r\n\r\n")));
        }
      });
      socket.on("error", reject);
      socket.write(signInHead(port, 100_000) + '{"email":"a@b.co","pass');
    });
  }

  it("answers 429 for a group at its limit without reading the body", async () => {
    const port = await listening({ perGroup: 1 });
    await (desk as TestDesk).signIn({ password: "wrong", from: "127.0.0.1" });
    const limitedHead = await partialPost(port);
    expect(limitedHead).toMatch(/^HTTP\/1\.1 429 /);
    expect(limitedHead).toMatch(/^retry-after: \d+$/im);
  });

  it("keeps the connection usable after a refused body, and lets the owner's device in", async () => {
    const port = await listening({ perGroup: 1 });
    const started = desk as TestDesk;
    const owner = await started.signIn({ from: "127.0.0.1" });
    const device = owner.cookies.find((c) => c.name === "desk_device")?.value;
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const send = (password: string, cookie?: string) =>
      new Promise<{ status: number; reused: boolean; body: string }>((resolve, reject) => {
        const payload = JSON.stringify({ email: testOwner.email, password, pad: "x".repeat(8000) });
        const request = http.request(
          {
            agent,
            port,
            host: "127.0.0.1",
            method: "POST",
            path: "/admin/api/session",
            headers: {
              "content-type": "application/json",
              "content-length": Buffer.byteLength(payload),
              origin: `http://127.0.0.1:${port}`,
              ...(cookie ? { cookie: `desk_device=${cookie}` } : {}),
            },
          },
          (response) => {
            let body = "";
            response.on("data", (chunk: Buffer) => (body += chunk.toString("utf8")));
            response.on("end", () =>
              resolve({ status: response.statusCode ?? 0, reused: request.reusedSocket, body }),
            );
          },
        );
        request.on("error", reject);
        request.end(payload);
      });
    try {
      const first = await send("wrong");
      expect(first.status).toBe(429);
      expect(JSON.parse(first.body)).toEqual({
        error: "Too many sign-in attempts. Try again later.",
      });
      // The refused body was drained, not left in the connection: the next request uses it.
      const second = await send("wrong");
      expect(second).toMatchObject({ status: 429, reused: true });
      // The owner's browser, with its device cookie, gets in through the same flood.
      expect(await send(testOwner.password, device)).toMatchObject({ status: 200, reused: true });
    } finally {
      agent.destroy();
    }
  });
});
