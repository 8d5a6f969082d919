import { simpleParser } from "mailparser";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ApplicantDetail, ApplicantReplyQueued } from "@contracts/applicants";
import { applicationEndpoint } from "@contracts/applicants";
import { identity } from "@contracts/identity";
import { storeBackends } from "@tests/support/store-backends";
import { testPdf } from "@tests/support/test-briefs";
import { deskHeaders } from "@tests/support/test-desk";
import { startSmtp, until } from "@tests/support/test-smtp";
import { startTestServer } from "@tests/support/test-server";

/**
 * The mail about an application, on both stores, through a real SMTP server: the team's mail
 * for each new one names the opening and links the CV in the desk, never attaching it; a reply
 * from the desk's composer goes to the applicant from the company address, once per key, and
 * is on the applicant's page with how it went.
 */

const { serverInboxes: inboxes } = storeBackends("applicant_mail");
const owner = { ADMIN_EMAIL: "owner@company.example", ADMIN_PASSWORD: "applicant mail password" };
const openingPage = `<!DOCTYPE html><html><head><title>Flutter Developer</title></head><body>
<form data-form="application" method="post" action="${applicationEndpoint}"></form></body></html>`;

let smtp: Awaited<ReturnType<typeof startSmtp>>;
beforeAll(async () => {
  smtp = await startSmtp();
});
afterAll(() => smtp.close());

describe.each(inboxes)("an applicant's mail on %s", (_kind, inbox) => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let headers: Record<string, string>;
  beforeAll(async () => {
    server = await startTestServer(
      { ...(await inbox()), ...smtp.env, ...owner, RATE_LIMIT_MAX: "10000" },
      { outbox: { baseDelayMs: 30, maxDelayMs: 200, pollMs: 20 } },
      async (dir) => {
        await mkdir(path.join(dir, "careers", "flutter-developer"), { recursive: true });
        await writeFile(path.join(dir, "careers", "flutter-developer", "index.html"), openingPage);
      },
    );
    headers = await deskHeaders(server.app, owner);
  }, 60_000);
  afterAll(() => server?.close());

  let sent = 0;
  /** An application from a new address, with a PDF that carries a marker no mail may hold. */
  async function apply() {
    const email = `applicant-${++sent}-${_kind}@example.org`;
    const body = new FormData();
    body.append("opening", "flutter-developer");
    body.append("name", "Sana Iqbal");
    body.append("email", email);
    body.append("note", "I have shipped four Flutter apps.");
    const pdf = Buffer.concat([testPdf(2000), Buffer.from("CV-BYTES-MARKER-5d1e")]);
    body.append("cv", new Blob([pdf], { type: "application/pdf" }), "Sana CV.pdf");
    const answer = await fetch(`${server.url}${applicationEndpoint}`, {
      method: "POST",
      body,
      headers: { accept: "application/json" },
    });
    expect(answer.status).toBe(200);
    const [applicant] = await server.app.store.applicants({ limit: 1 });
    expect(applicant?.email).toBe(email);
    return { email, id: Number(applicant?.id) };
  }
  const detail = async (id: number) =>
    (
      await server.app.inject({ url: `/admin/api/applicants/${id}`, headers })
    ).json<ApplicantDetail>();

  it("tells the team of each application, naming the opening and linking the CV in the desk", async () => {
    const { email, id } = await apply();
    const mail = await until(
      () => smtp.to(smtp.env.MAIL_TO).find((message) => message.raw.includes(email)),
      "the team's mail",
    );
    expect(mail.raw).toMatch(/^Subject: Application for Flutter Developer from Sana Iqbal$/m);
    expect(mail.raw).toMatch(new RegExp(`^Reply-To: Sana Iqbal <${email}>$`, "m"));
    const { text } = await simpleParser(mail.raw);
    expect(text).toContain(`${identity.siteUrl}/careers/flutter-developer`);
    expect(text).toContain(
      `Sana CV.pdf (application/pdf, 2 KB): ${identity.siteUrl}/admin/api/applicants/${id}/cv`,
    );
    expect(text).toContain("I have shipped four Flutter apps.");
    expect(mail.raw).not.toContain("CV-BYTES-MARKER");
    expect(mail.raw).not.toMatch(/^Content-Disposition: attachment/im);
    expect(mail.raw).not.toMatch(/^Content-Type: multipart\//im);
    const shown = await until(async () => {
      const { deliveries } = await detail(id);
      return deliveries[0]?.status === "sent" ? deliveries : undefined;
    }, "the team's mail marked sent");
    expect(shown).toMatchObject([{ kind: "application", status: "sent", attempts: 1 }]);
  });

  it("sends a reply from the desk to the applicant once per key, shown on their page", async () => {
    const { email, id } = await apply();
    expect((await detail(id)).canMail).toBe(true);
    const payload = {
      subject: "Your application",
      body: "Could you talk on Monday?",
      key: "k".repeat(22) + _kind,
    };
    const post = () =>
      server.app.inject({
        method: "POST",
        url: `/admin/api/applicants/${id}/replies`,
        headers,
        payload,
      });
    const answers = await Promise.all([post(), post()]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201]);
    const [first, second] = answers.map((answer) => answer.json<ApplicantReplyQueued>());
    expect(second).toEqual(first);
    const mail = await until(
      () => smtp.to(email).find((message) => message.raw.includes("Could you talk on Monday?")),
      "the reply",
    );
    expect(mail.raw).toMatch(/^Subject: Your application$/m);
    expect(mail.raw).toMatch(/^From: Website <website@company\.example>$/m);
    expect(mail.raw).toMatch(/^Reply-To: inbox@company\.example$/m);
    const replies = await until(async () => {
      const { deliveries } = await detail(id);
      const reply = deliveries.filter((delivery) => delivery.kind === "applicant-reply");
      return reply[0]?.status === "sent" ? reply : undefined;
    }, "the reply marked sent");
    expect(replies).toEqual([
      expect.objectContaining({
        id: first?.delivery.id,
        subject: "Your application",
        body: "Could you talk on Monday?",
        author: owner.ADMIN_EMAIL,
        target: email,
      }),
    ]);
    expect(smtp.to(email)).toHaveLength(1);
    const [entry] = await server.app.store.auditLog(1);
    expect(entry).toMatchObject({
      action: "reply",
      detail: `applicant ${id}: reply ${first?.delivery.id} queued`,
    });

    // The same key for another text is refused, and nothing more is queued.
    const reused = await server.app.inject({
      method: "POST",
      url: `/admin/api/applicants/${id}/replies`,
      headers,
      payload: { ...payload, body: "Another text" },
    });
    expect(reused.statusCode).toBe(422);
    expect((await detail(id)).deliveries).toHaveLength(2);
  });

  it("refuses a reply to no applicant, or without a subject, storing nothing", async () => {
    const { id } = await apply();
    const missing = await server.app.inject({
      method: "POST",
      url: "/admin/api/applicants/999999/replies",
      headers,
      payload: { subject: "Hi", body: "Hello", key: "a-reply-to-nobody-at-all" },
    });
    expect(missing.statusCode).toBe(404);
    const empty = await server.app.inject({
      method: "POST",
      url: `/admin/api/applicants/${id}/replies`,
      headers,
      payload: { subject: "", body: "Hello", key: "a-reply-without-subject" },
    });
    expect(empty.statusCode).toBe(400);
    expect((await detail(id)).deliveries.map((delivery) => delivery.kind)).toEqual(["application"]);
  });

  it("erases the mail of an erased address's applications with them", async () => {
    const { email, id } = await apply();
    await server.app.inject({
      method: "POST",
      url: `/admin/api/applicants/${id}/replies`,
      headers,
      payload: { subject: "Hi", body: "Hello there", key: "a-reply-then-erased" },
    });
    const erased = await server.app.inject({
      method: "POST",
      url: "/admin/api/erase",
      headers,
      payload: { email },
    });
    expect(erased.statusCode, erased.body).toBe(200);
    expect(await server.app.store.applicant(id)).toBeUndefined();
    const due = await server.app.store.claimDueDeliveries(Date.now() + 3_600_000, {
      kinds: ["application", "applicant-reply"],
    });
    expect(due.filter((item) => item.applicationId === id)).toEqual([]);
  });
});
