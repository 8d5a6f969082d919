import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../config";
import { createMailer } from "./mailer";
import { retryDelay } from "./outbox";
import { newLead } from "@tests/support/lead-fixtures";
import { noAttribution } from "../store/intake/intake";
import { startSmtp, until, type CapturedMail } from "@tests/support/test-smtp";
import { deliveriesOf, newestLeads, startTestServer } from "@tests/support/test-server";

/** A real SMTP server that records every message, and can be told to refuse the next ones. */
let smtp: Awaited<ReturnType<typeof startSmtp>>;
let captured: CapturedMail[];

beforeAll(async () => {
  smtp = await startSmtp();
  captured = smtp.captured;
});
afterAll(() => smtp.close());
afterEach(() => smtp.reset());

const headerBlock = (raw: string) => raw.split("\r\n\r\n")[0] ?? "";
const headerNames = (raw: string) =>
  headerBlock(raw)
    .split("\r\n")
    .filter((line) => !/^\s/.test(line))
    .map((line) => line.slice(0, line.indexOf(":")).toLowerCase());

const smtpEnv = () => smtp.env;

/** A mailer to the test SMTP server, which offers no STARTTLS. */
const testMailer = (siteHost?: string) =>
  createMailer(
    {
      host: "127.0.0.1",
      port: smtp.port,
      secure: false,
      requireTls: false,
      to: "inbox@company.example",
    },
    "Test Co",
    "fallback@company.example",
    siteHost,
  );

describe("notification mail", () => {
  it("mails each submission to the company with the visitor as Reply-To", async () => {
    const server = await startTestServer(smtpEnv(), {
      outbox: { baseDelayMs: 50, pollMs: 20 },
    });
    try {
      const body = new FormData();
      body.append("name", "Ayesha Malik");
      body.append("email", "ayesha@example.org");
      body.append("phone", "+92 300 1111111");
      body.append("message", "We need an online store.\r\nBcc: victim@example.net\r\n\r\nThanks");
      const response = await fetch(`${server.url}/api/forms/contact`, {
        method: "POST",
        body,
        headers: { accept: "application/json" },
      });
      expect(response.status).toBe(200);
      const mail = await until(() => captured[0], "the notification");
      expect(mail.to).toEqual(["inbox@company.example"]);
      expect(mail.from).toBe("website@company.example");
      const headers = headerBlock(mail.raw);
      expect(headers).toMatch(/^Reply-To: Ayesha Malik <ayesha@example\.org>$/m);
      expect(headers).toMatch(/^Subject: Contact message from Ayesha Malik$/m);
      expect(headerNames(mail.raw)).not.toContain("bcc");
      expect(mail.raw).toContain("Phone: +92 300 1111111");
      await until(async () => {
        const [lead] = await newestLeads(server.app);
        return lead && (await deliveriesOf(server.app, lead.id))[0]?.status === "sent"
          ? true
          : undefined;
      }, "the outbox row to be marked sent");
    } finally {
      await server.close();
    }
  });

  it("cannot be steered by CR/LF payloads in any field, even ones that skipped validation", async () => {
    const mailer = testMailer();
    try {
      await mailer.send({
        id: 7,
        nonce: null,
        form: "quote",
        createdAt: new Date().toISOString(),
        name: "Eve\r\nBcc: victim@example.net",
        email: "eve@example.org,\r\nvictim2@example.net",
        phone: "1\r\nX-Injected: yes",
        service: "web-design\r\nX-Injected: yes",
        message: "line\r\n.\r\nMAIL FROM:<x@y.z>\r\nRCPT TO:<victim3@example.net>",
        subject: "Hello\r\nBcc: victim4@example.net\r\nX-Injected: yes",
        replyTo: "eve@example.org\r\nBcc: victim5@example.net",
        next: null,
        status: "new",
        spamReason: null,
        suspect: null,
        attribution: noAttribution,
        visit: null,
      });
      const mail = await until(() => captured[0], "the message");
      expect(mail.to).toEqual(["inbox@company.example"]);
      const names = headerNames(mail.raw);
      expect(names).not.toContain("bcc");
      expect(names).not.toContain("x-injected");
      expect(names.filter((name) => name === "subject")).toHaveLength(1);
      // The bad Reply-To address is dropped rather than trusted.
      expect(names).not.toContain("reply-to");
      expect(captured).toHaveLength(1);
    } finally {
      mailer.close();
    }
  });

  it("sends nothing in clear when TLS is required and the server offers no STARTTLS", async () => {
    const { smtp: settings } = loadConfig({ ...smtpEnv(), SMTP_REQUIRE_TLS: "1" });
    if (!settings) throw new Error("SMTP settings expected");
    const mailer = createMailer(settings, "Test Co", "fallback@company.example");
    const before = captured.length;
    try {
      await expect(
        mailer.send({
          ...newLead().submission,
          id: 8,
          nonce: null,
          createdAt: new Date().toISOString(),
          status: "new",
          spamReason: null,
          suspect: null,
          attribution: noAttribution,
          visit: null,
        }),
      ).rejects.toThrow(/STARTTLS|TLS/);
      expect(captured).toHaveLength(before);
    } finally {
      mailer.close();
    }
  });

  it("keeps retrying with backoff through an SMTP outage, never failing the visitor", async () => {
    smtp.refuseNext(2);
    const server = await startTestServer(smtpEnv(), {
      outbox: { baseDelayMs: 40, pollMs: 20 },
    });
    try {
      const body = new FormData();
      body.append("email", "subscriber@example.org");
      const response = await fetch(`${server.url}/api/forms/newsletter`, {
        method: "POST",
        body,
        headers: { accept: "application/json" },
      });
      expect(response.status).toBe(200);
      const mail = await until(() => captured[0], "the retried notification");
      expect(mail.raw).toContain("subscriber@example.org");
      const row = await until(async () => {
        const [delivery] = await deliveriesOf(server.app, 1);
        return delivery?.status === "sent" ? delivery : undefined;
      }, "the delivery");
      expect(row.attempts).toBe(3);
    } finally {
      await server.close();
    }
  });

  it("stores and acknowledges while the mail server is down, keeping the mail pending", async () => {
    const server = await startTestServer(
      { ...smtpEnv(), SMTP_PORT: "9" },
      { outbox: { baseDelayMs: 60_000, pollMs: 20 } },
    );
    try {
      const body = new FormData();
      body.append("email", "down@example.org");
      const response = await fetch(`${server.url}/api/forms/newsletter`, {
        method: "POST",
        body,
        headers: { accept: "application/json" },
      });
      expect(response.status).toBe(200);
      expect(await server.app.store.countLeads()).toBe(1);
      const row = await until(async () => {
        const [delivery] = await deliveriesOf(server.app, 1);
        return delivery?.lastError ? delivery : undefined;
      }, "a failed attempt");
      expect(row.status).toBe("pending");
      expect(row.nextAttemptAt).toBeGreaterThan(Date.now() + 50_000);
    } finally {
      await server.close();
    }
  });

  it("gives each lead one stable Message-ID, however often it is sent", async () => {
    const mailer = testMailer("www.example.com");
    const lead = {
      id: 42,
      nonce: "0c7e41d2",
      form: "contact" as const,
      createdAt: new Date().toISOString(),
      name: "Ali\u202e Raza",
      email: "ali@example.org",
      phone: null,
      service: null,
      message: "Hi",
      subject: "Spoofed\u202eSubject",
      replyTo: null,
      next: null,
      status: "new" as const,
      spamReason: null,
      suspect: null,
      attribution: noAttribution,
      visit: null,
    };
    try {
      await mailer.send(lead);
      await mailer.send(lead);
      await until(() => captured[1], "both copies");
      const ids = captured.map((mail) => /^Message-ID: (.*)$/m.exec(headerBlock(mail.raw))?.[1]);
      expect(ids).toEqual([
        "<lead-42.0c7e41d2@www.example.com>",
        "<lead-42.0c7e41d2@www.example.com>",
      ]);
      // Header values that would not pass validation now are left out, not copied.
      const headers = headerBlock(captured[0]?.raw ?? "");
      expect(headers).toMatch(/^Subject: Contact message from ali@example\.org$/m);
      expect(headers).not.toContain("\u202e");
    } finally {
      mailer.close();
    }
  });

  it("lets only one worker claim a due mail, and only the claimant settle it", async () => {
    const server = await startTestServer({}, {});
    try {
      const { store } = server.app;
      const newsletter = (email: string) =>
        newLead({}, { form: "newsletter", name: null, email, message: null });
      const { id: leadId } = await store.storeLead(newsletter("one@example.org"));
      const now = Date.now();
      const first = await store.claimDueDeliveries(now);
      const second = await store.claimDueDeliveries(now);
      expect(first).toHaveLength(1);
      expect(second).toHaveLength(0);
      const item = first[0];
      if (!item) throw new Error("no claimed mail");
      expect(await store.markDeliverySent({ id: item.id, claimToken: "someone-else" })).toBe(false);
      expect((await deliveriesOf(server.app, leadId))[0]?.status).toBe("pending");
      expect(await store.markDeliverySent(item)).toBe(true);
      expect(await store.markDeliverySent(item)).toBe(false);
      // After its lease, an unsettled claim can be taken over (the worker died mid-send).
      await store.storeLead(newsletter("two@example.org"));
      const leased = await store.claimDueDeliveries(Date.now(), { leaseMs: 1000 });
      expect(leased).toHaveLength(1);
      expect(await store.claimDueDeliveries(Date.now() + 500)).toHaveLength(0);
      expect(await store.claimDueDeliveries(Date.now() + 1500)).toHaveLength(1);
      const lost = leased[0];
      if (!lost) throw new Error("no leased mail");
      expect(await store.markDeliverySent(lost)).toBe(false);
    } finally {
      await server.close();
    }
  });

  it(
    "loses no mail through an SMTP outage and sends each exactly once when it returns",
    { timeout: 30_000 },
    async () => {
      // A second SMTP server that is down at first, then comes up on the same port.
      const probe = new SMTPServer({ authOptional: true, disabledCommands: ["STARTTLS"] });
      await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
      const port = (probe.server.address() as AddressInfo).port;
      await new Promise<void>((resolve) => probe.close(() => resolve()));

      const received: string[] = [];
      const retry = { baseDelayMs: 50, maxDelayMs: 400, pollMs: 20 };
      const attemptsToTheCap = 4;
      expect(retryDelay(attemptsToTheCap, retry.baseDelayMs, retry.maxDelayMs)).toBe(
        retry.maxDelayMs,
      );
      const server = await startTestServer(
        { ...smtpEnv(), SMTP_PORT: String(port) },
        // "A minute" of outage, compressed: retries every 50-400 ms.
        { outbox: retry },
      );
      const late = new SMTPServer({
        authOptional: true,
        disabledCommands: ["STARTTLS"],
        logger: false,
        onData(stream, _session, callback) {
          const chunks: Buffer[] = [];
          stream.on("data", (chunk: Buffer) => chunks.push(chunk));
          stream.on("end", () => {
            received.push(Buffer.concat(chunks).toString("utf8"));
            callback();
          });
        },
      });
      try {
        for (let index = 0; index < 5; index++) {
          const body = new FormData();
          body.append("email", `outage${index}@example.org`);
          const response = await fetch(`${server.url}/api/forms/newsletter`, {
            method: "POST",
            body,
            headers: { accept: "application/json" },
          });
          expect(response.status).toBe(200);
        }
        // The outage lasts, not for a set time, until every mail has failed so often that its
        // backoff has grown to the cap: the mails are kept through the whole range of waits.
        await until(async () => {
          const attempts = await Promise.all(
            [1, 2, 3, 4, 5].map(
              async (id) => (await deliveriesOf(server.app, id))[0]?.attempts ?? 0,
            ),
          );
          return attempts.every((count) => count >= attemptsToTheCap) ? true : undefined;
        }, "failed attempts until the backoff reaches its cap");
        await new Promise<void>((resolve) => late.listen(port, "127.0.0.1", resolve));
        await until(async () => {
          const statuses = await Promise.all(
            [1, 2, 3, 4, 5].map(async (id) => (await deliveriesOf(server.app, id))[0]?.status),
          );
          return statuses.every((status) => status === "sent") ? true : undefined;
        }, "every mail to be sent");
        // Stopped, the outbox has finished any send it had begun: a duplicate would be in by now.
        await server.app.close();
        const recipients = received.map((raw) => /outage\d@example\.org/.exec(raw)?.[0]).sort();
        expect(recipients).toEqual([0, 1, 2, 3, 4].map((index) => `outage${index}@example.org`));
      } finally {
        await server.close();
        await new Promise<void>((resolve) => late.close(() => resolve()));
      }
    },
  );

  it("backs off exponentially up to the cap", () => {
    expect([1, 2, 3, 4, 10].map((attempt) => retryDelay(attempt, 15_000, 3_600_000))).toEqual([
      15_000, 30_000, 60_000, 120_000, 3_600_000,
    ]);
  });
});
