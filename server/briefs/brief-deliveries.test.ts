import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { identity } from "@contracts/identity";
import { storeBackends } from "@tests/support/store-backends";
import { testPdf } from "@tests/support/test-briefs";
import { deskHeaders } from "@tests/support/test-desk";
import { startReceiver } from "@tests/support/test-receiver";
import { startSmtp, until } from "@tests/support/test-smtp";
import { startTestServer } from "@tests/support/test-server";

/**
 * What leaves the server about a brief, on both stores, through a real SMTP server and a real
 * webhook receiver: the team's mail names the file and links to it in the desk, never attaching
 * it; the webhook carries the same link with the name, size and type, never the bytes.
 */

const { serverInboxes: inboxes } = storeBackends("brief_deliveries");
const secret = "whsec_brief_deliveries_0123456789";
const owner = { ADMIN_EMAIL: "owner@company.example", ADMIN_PASSWORD: "a long enough password" };
/** Each test's sender is new to the inbox. */
let senders = 0;

let smtp: Awaited<ReturnType<typeof startSmtp>>;
beforeAll(async () => {
  smtp = await startSmtp();
});
afterAll(() => smtp.close());

const digest = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");

describe.each(inboxes)("a brief's deliveries on %s", (_name, inbox) => {
  it("name the file and link into the desk, and never carry its bytes", async () => {
    const receiver = await startReceiver(secret, () => ({ status: 200 }));
    const server = await startTestServer(
      {
        ...(await inbox()),
        ...smtp.env,
        ...owner,
        WEBHOOK_URLS: receiver.url,
        WEBHOOK_SECRET: secret,
      },
      { outbox: { baseDelayMs: 30, maxDelayMs: 200, pollMs: 20 } },
    );
    try {
      const email = `brief-${++senders}@example.org`;
      // A marker no mail or webhook may hold: the file's own bytes.
      const pdf = Buffer.concat([testPdf(300_000), Buffer.from("BRIEF-BYTES-MARKER-91c2")]);
      const body = new FormData();
      body.append("name", "Ayesha Malik");
      body.append("email", email);
      body.append("message", "The brief is attached.");
      body.append("brief", new Blob([pdf], { type: "application/pdf" }), "Shop brief.pdf");
      const posted = await fetch(`${server.url}/api/forms/contact`, {
        method: "POST",
        body,
        headers: { accept: "application/json" },
      });
      expect(posted.status).toBe(200);

      const hook = await until(
        () => receiver.successes().find((post) => post.body.includes(email)),
        "the webhook",
      );
      const payload = JSON.parse(hook.body) as {
        lead: { id: number; briefs: Array<{ url: string }> };
      };
      const [brief] = payload.lead.briefs;
      expect(payload.lead.briefs).toEqual([
        {
          name: "Shop brief.pdf",
          type: "application/pdf",
          size: pdf.length,
          quarantined: false,
          url: expect.stringMatching(
            new RegExp(
              `^${identity.siteUrl}/admin/api/leads/${payload.lead.id}/briefs/[\\w-]{22}$`,
            ),
          ),
        },
      ]);
      expect(hook.body).not.toContain("BRIEF-BYTES-MARKER");

      const mail = await until(
        () => smtp.to(smtp.env.MAIL_TO).find((sent) => sent.raw.includes(email)),
        "the team's mail",
      );
      expect(mail.raw).toContain("Shop brief.pdf (application/pdf, 293 KB): ");
      expect(mail.raw).toContain(brief?.url);
      expect(mail.raw).not.toMatch(/^Content-Disposition: attachment/im);
      expect(mail.raw).not.toMatch(/^Content-Type: multipart\//im);
      expect(mail.raw).not.toContain("BRIEF-BYTES-MARKER");
      expect(mail.raw).not.toContain(Buffer.from(pdf.subarray(0, 60)).toString("base64"));

      // The link is the desk's download: an owner's, the same bytes.
      const download = await server.app.inject({
        url: new URL(brief?.url ?? "").pathname,
        headers: await deskHeaders(server.app, owner),
      });
      expect(download.statusCode).toBe(200);
      expect(digest(download.rawPayload)).toBe(digest(pdf));
    } finally {
      await server.close();
      await receiver.close();
    }
  }, 60_000);
});
