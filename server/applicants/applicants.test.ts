import { createHash } from "node:crypto";
import { mkdir, readdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { applicationEndpoint, applicationMessages } from "@contracts/applicants";
import { storeBackends } from "@tests/support/store-backends";
import { deskHeaders } from "@tests/support/test-desk";
import { testDocx, testFakeDocx, testPdf, testZip } from "@tests/support/test-briefs";
import { rawMultipart, startTestServer } from "@tests/support/test-server";
import { hashPassword } from "../sign-in/password";

/**
 * An application to an opening, on SQLite and PostgreSQL: the CV stored from its bytes' type,
 * the applicant in the desk's own pipeline for owners only, a replay stored once, an erasure
 * taking the application and its file; every hostile post refused with its message and
 * nothing kept.
 */

const { serverInboxes: inboxes } = storeBackends("applicants_endpoint");
const owner = { ADMIN_EMAIL: "owner@example.com", ADMIN_PASSWORD: "applicant owner password" };

/** The opening's page as the build makes it, as far as the no-JavaScript answer reads it. */
const openingPage = `<!DOCTYPE html><html><head><title>Flutter Developer</title></head><body>
<form data-form="application" method="post" enctype="multipart/form-data" action="${applicationEndpoint}">
<input type="hidden" name="opening" value="flutter-developer">
<input name="name"><p id="application-name-error"></p>
<input name="email" type="email"><p id="application-email-error"></p>
<input name="link" type="url"><p id="application-link-error"></p>
<textarea name="note"></textarea>
<input name="cv" type="file"><p id="application-cv-error"></p>
<p id="application-form-error"></p>
</form></body></html>`;

describe.each(inboxes)("applications on %s", (_kind, inbox) => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let headers: Record<string, string>;
  beforeAll(async () => {
    server = await startTestServer(
      { ...(await inbox()), ...owner, RATE_LIMIT_MAX: "10000", UPLOAD_RATE_MAX: "100" },
      {},
      async (dir) => {
        await mkdir(path.join(dir, "careers", "flutter-developer"), { recursive: true });
        await writeFile(path.join(dir, "careers", "flutter-developer", "index.html"), openingPage);
      },
    );
    headers = await deskHeaders(server.app, owner);
  }, 60_000);
  afterAll(() => server?.close());

  let sender = 0;
  const fields = (extra: Record<string, string> = {}) => ({
    opening: "flutter-developer",
    name: "Sana Iqbal",
    email: `sana${++sender}@example.org`,
    phone: "+92 300 1234567",
    link: "https://github.com/sana",
    note: "I have shipped four Flutter apps.",
    ...extra,
  });
  /** An application from its own address, as multipart; `cv` null sends none. */
  function apply(
    text: Record<string, string>,
    cv: { bytes: Buffer; filename: string } | null = { bytes: testPdf(), filename: "cv.pdf" },
    accept = "application/json",
  ) {
    const { body, contentType } = rawMultipart([
      ...Object.entries(text).map(([name, value]) => ({ name, value })),
      ...(cv
        ? [{ name: "cv", value: cv.bytes, filename: cv.filename, type: "application/pdf" }]
        : []),
    ]);
    return server.app.inject({
      method: "POST",
      url: applicationEndpoint,
      headers: { "content-type": contentType, accept },
      remoteAddress: `10.2.${Math.floor(sender / 250)}.${sender % 250}`,
      payload: body,
    });
  }
  const applicants = () => server.app.store.applicants({ limit: 1000 });
  const staged = async () =>
    readdir(path.join(server.config.dataDir, "uploads")).catch(() => [] as string[]);

  it("stores the application and its CV; an owner sees both in the desk, intact", async () => {
    const pdf = testPdf(300_000);
    const answer = await apply(fields({ email: "amna@example.org" }), {
      bytes: pdf,
      filename: "Amna CV.pdf",
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toEqual({ ok: true, next: "/thank-you" });
    const list = await server.app.inject({ url: "/admin/api/applicants", headers });
    const [first] = list.json<{ applicants: Array<{ id: number; email: string }> }>().applicants;
    expect(first).toMatchObject({
      email: "amna@example.org",
      stage: "new",
      opening: { slug: "flutter-developer", title: "Flutter Developer" },
    });
    const detail = await server.app.inject({ url: `/admin/api/applicants/${first?.id}`, headers });
    expect(detail.json()).toMatchObject({
      phone: "+92 300 1234567",
      link: "https://github.com/sana",
      cv: { name: "Amna CV.pdf", type: "application/pdf", size: pdf.length },
      notes: [],
    });
    const cv = await server.app.inject({ url: `/admin/api/applicants/${first?.id}/cv`, headers });
    expect(cv.statusCode).toBe(200);
    expect(cv.headers["content-disposition"]).toBe('attachment; filename="Amna CV.pdf"');
    expect(cv.headers["x-content-type-options"]).toBe("nosniff");
    expect(cv.headers["content-type"]).toBe("application/pdf");
    const digest = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");
    expect(digest(cv.rawPayload)).toBe(digest(pdf));
    expect(await staged()).toEqual([]);
  });

  it("takes a DOCX CV, and stores a replay of the same filled form once", async () => {
    const before = (await applicants()).length;
    const text = fields({ _submission: "replayed-application-1" });
    for (let attempt = 0; attempt < 2; attempt++) {
      const answer = await apply(text, { bytes: testDocx(), filename: "cv.docx" });
      expect(answer.statusCode, answer.body).toBe(200);
    }
    expect((await applicants()).length).toBe(before + 1);
  });

  it.each([
    [
      "an HTML page renamed .pdf",
      Buffer.from("<!DOCTYPE html><script>alert(1)</script>"),
      "cv.pdf",
    ],
    ["an SVG renamed .pdf", Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), "cv.pdf"],
    ["a ZIP that is not a DOCX", testZip(), "cv.docx"],
    ["a ZIP that claims to be a DOCX", testFakeDocx(), "cv.docx"],
  ])("refuses %s as the CV, with its message, keeping nothing", async (_case, bytes, filename) => {
    const before = (await applicants()).length;
    const answer = await apply(fields(), { bytes, filename });
    expect(answer.statusCode).toBe(422);
    expect(answer.json().errors).toEqual([
      { field: "cv", code: "TYPE_TEXT", message: applicationMessages.cvType },
    ]);
    expect((await applicants()).length).toBe(before);
    expect(await staged()).toEqual([]);
  });

  it("refuses a CV over 10 MB, declared or sent, keeping nothing", async () => {
    const before = (await applicants()).length;
    const declared = await server.app.inject({
      method: "POST",
      url: applicationEndpoint,
      headers: {
        "content-type": "multipart/form-data; boundary=x",
        "content-length": String(1024 ** 3),
        accept: "application/json",
      },
      payload: "--x--",
    });
    expect(declared.statusCode, declared.body).toBe(413);
    const sent = await apply(fields(), { bytes: testPdf(10 * 1024 * 1024), filename: "cv.pdf" });
    expect(sent.statusCode, sent.body).toBe(413);
    expect(sent.json().errors).toEqual([
      { field: "cv", code: "TYPE_TEXT", message: applicationMessages.cvSize },
    ]);
    expect((await applicants()).length).toBe(before);
    expect(await staged()).toEqual([]);
  });

  it.each(["http://example.org/me", "javascript:alert(1)", "https://", "ftp://example.org/"])(
    "refuses the link %s with its message",
    async (link) => {
      const answer = await apply(fields({ link }));
      expect(answer.statusCode).toBe(422);
      expect(answer.json().errors).toEqual([
        { field: "link", code: "TYPE_TEXT", message: applicationMessages.link },
      ]);
    },
  );

  it("names every missing field with its message, the CV's too", async () => {
    const answer = await apply({ opening: "flutter-developer", name: "", email: "" }, null);
    expect(answer.statusCode).toBe(422);
    expect(answer.json().errors.map((error: { field: string }) => error.field)).toEqual([
      "name",
      "email",
    ]);
    const noCv = await apply(fields(), null);
    expect(noCv.statusCode).toBe(422);
    expect(noCv.json().errors).toEqual([
      { field: "cv", code: "TYPE_TEXT", message: applicationMessages.cv },
    ]);
  });

  it("refuses a post to an opening that is closed or never was", async () => {
    const before = (await applicants()).length;
    for (const opening of ["no-such-opening", "closed", "../admin"]) {
      const answer = await apply(fields({ opening }));
      expect(answer.statusCode).toBe(410);
      expect(answer.json().errors[0].message).toBe(applicationMessages.closed);
    }
    expect((await applicants()).length).toBe(before);
    expect(await staged()).toEqual([]);
  });

  it("without JavaScript: a success goes to the thank-you page, a failure returns the page refilled", async () => {
    const ok = await apply(fields(), undefined, "text/html");
    expect(ok.statusCode).toBe(303);
    expect(ok.headers.location).toBe("/thank-you");
    const refused = await apply(
      fields({ name: "Sana <b>Iqbal</b>", link: "http://example.org" }),
      undefined,
      "text/html",
    );
    expect(refused.statusCode).toBe(422);
    expect(refused.headers["content-type"]).toMatch(/^text\/html/);
    expect(refused.body).toContain('value="Sana &lt;b&gt;Iqbal&lt;/b&gt;"');
    expect(refused.body).toMatch(/name="link"[^>]*aria-invalid="true"/);
    expect(refused.body).toContain(
      `<p id="application-link-error">${applicationMessages.link}</p>`,
    );
    expect(refused.body).toContain(`<p id="application-name-error"></p>`);
  });

  it("moves an applicant through the stages with notes, audited; an editor sees none of it", async () => {
    await apply(fields({ email: "stages@example.org" }));
    const [applicant] = await applicants();
    const url = `/admin/api/applicants/${applicant?.id}`;
    const moved = await server.app.inject({
      method: "PUT",
      url: `${url}/stage`,
      headers,
      payload: { stage: "interview" },
    });
    expect(moved.statusCode).toBe(200);
    const noted = await server.app.inject({
      method: "POST",
      url: `${url}/notes`,
      headers,
      payload: { body: "Strong portfolio; call on Monday." },
    });
    expect(noted.statusCode).toBe(201);
    expect((await server.app.inject({ url, headers })).json()).toMatchObject({
      stage: "interview",
      notes: [{ body: "Strong portfolio; call on Monday.", author: owner.ADMIN_EMAIL }],
    });
    const badStage = await server.app.inject({
      method: "PUT",
      url: `${url}/stage`,
      headers,
      payload: { stage: "won" },
    });
    expect(badStage.statusCode).toBe(400);
    const log = await server.app.store.auditLog(10);
    expect(log.map((entry) => entry.detail)).toEqual(
      expect.arrayContaining([
        `applicant ${applicant?.id} moved to interview`,
        `note added to applicant ${applicant?.id}`,
      ]),
    );

    await server.app.store.addOwner(
      "editor@example.com",
      await hashPassword("editor pass word"),
      "editor",
    );
    const editor = await deskHeaders(server.app, {
      ADMIN_EMAIL: "editor@example.com",
      ADMIN_PASSWORD: "editor pass word",
    });
    for (const [method, path, payload] of [
      ["GET", "/admin/api/applicants", undefined],
      ["GET", url, undefined],
      ["GET", `${url}/cv`, undefined],
      ["PUT", `${url}/stage`, { stage: "hired" }],
      ["POST", `${url}/notes`, { body: "An editor's note" }],
    ] as const) {
      const refused = await server.app.inject({ method, url: path, headers: editor, payload });
      expect(refused.statusCode, `${method} ${path}`).toBe(403);
      const anonymous = await server.app.inject({ method, url: path, payload });
      expect(anonymous.statusCode, `${method} ${path}`).toBe(401);
    }
  });

  it("erases an address's applications and their CVs with its leads", async () => {
    await apply(fields({ email: "Erase.Me@example.org" }));
    const [applicant] = await applicants();
    const cvId = await server.app.store.applicantCvId(Number(applicant?.id));
    expect(cvId).toBeDefined();
    const erased = await server.app.inject({
      method: "POST",
      url: "/admin/api/erase",
      headers,
      payload: { email: "erase.me@example.org" },
    });
    expect(erased.statusCode, erased.body).toBe(200);
    expect(await server.app.store.applicant(Number(applicant?.id))).toBeUndefined();
    expect(await server.app.store.readBrief(String(cvId))).toBeUndefined();
    const [entry] = await server.app.store.auditLog(1);
    expect(entry?.detail).toMatch(/and 1 application with its CV$/);
  });
});
