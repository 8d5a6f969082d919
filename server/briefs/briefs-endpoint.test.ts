import { createHash } from "node:crypto";
import { readdir } from "node:fs/promises";
import { connect } from "node:net";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { storeBackends } from "@tests/support/store-backends";
import { deskHeaders } from "@tests/support/test-desk";
import { testDocx, testFakeDocx, testPdf, testZip } from "@tests/support/test-briefs";
import { rawMultipart, startTestServer } from "@tests/support/test-server";
import { hashPassword } from "../sign-in/password";

/**
 * A brief sent with the contact form, on SQLite (the bytes a file in the data folder) and on
 * PostgreSQL (the bytes in the database): stored from its bytes' type under a random name, the
 * lead's, downloaded only by a signed-in owner; and every hostile upload refused with nothing
 * stored and the server serving on.
 */

const { serverInboxes: inboxes } = storeBackends("briefs_endpoint");
const owner = { ADMIN_EMAIL: "owner@example.com", ADMIN_PASSWORD: "brief owner password" };

describe.each(inboxes)("briefs on %s", (kind, inbox) => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let headers: Record<string, string>;
  beforeAll(async () => {
    server = await startTestServer({
      ...(await inbox()),
      ...owner,
      // A text post must be whole within a second; a file has longer (a slow line's 10 MB).
      REQUEST_TIMEOUT_MS: "1000",
      UPLOAD_TIMEOUT_MS: "4000",
      RATE_LIMIT_MAX: "10000",
      UPLOAD_RATE_MAX: "60",
    });
    headers = await deskHeaders(server.app, owner);
  }, 60_000);
  afterAll(() => server?.close());

  const port = () => Number(new URL(server.url).port);
  const leads = () => server.app.store.countLeads();
  const staged = async () =>
    readdir(path.join(server.config.dataDir, "uploads")).catch(() => [] as string[]);

  let sender = 0;
  /** A contact post with a brief, from its own address so that no budget is shared. */
  function sendBrief(bytes: Buffer, filename = "brief.pdf", type = "application/pdf") {
    const { body, contentType } = rawMultipart([
      { name: "name", value: "Ayesha Malik" },
      { name: "email", value: `ayesha${++sender}@example.org` },
      { name: "message", value: "Our brief is attached." },
      { name: "brief", value: bytes, filename, type },
    ]);
    return server.app.inject({
      method: "POST",
      url: "/api/forms/contact",
      headers: { "content-type": contentType, accept: "application/json" },
      remoteAddress: `10.1.${Math.floor(sender / 250)}.${sender % 250}`,
      payload: body,
    });
  }

  const newestLead = async () => {
    const { leads: [lead] = [] } = await server.app.store.listLeads({}, { offset: 0, limit: 1 });
    return lead ? server.app.inject({ url: `/admin/api/leads/${lead.id}`, headers }) : undefined;
  };

  describe("a brief sent with the contact form", () => {
    it.each([
      ["small, in a buffered body", testPdf(100)],
      ["larger than a form's text, streamed", testPdf(3 * 1024 * 1024)],
    ])("%s: is the lead's, and an owner downloads it intact", async (_case, pdf) => {
      const answer = await sendBrief(pdf, "Our brief.pdf");
      expect(answer.statusCode, answer.body).toBe(200);
      const detail = (await newestLead())?.json<{ id: number; briefs: Array<{ id: string }> }>();
      expect(detail?.briefs).toEqual([
        expect.objectContaining({
          name: "Our brief.pdf",
          type: "application/pdf",
          size: pdf.length,
        }),
      ]);
      const url = `/admin/api/leads/${detail?.id}/briefs/${detail?.briefs[0]?.id}`;
      const download = await server.app.inject({ url, headers });
      expect(download.statusCode).toBe(200);
      expect(download.headers["content-disposition"]).toBe('attachment; filename="Our brief.pdf"');
      expect(download.headers["x-content-type-options"]).toBe("nosniff");
      expect(download.headers["content-type"]).toBe("application/pdf");
      const digest = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");
      expect(digest(download.rawPayload)).toBe(digest(pdf));
      // Nobody else: not signed in, an editor, or under another lead's id.
      expect((await server.app.inject({ url })).statusCode).toBe(401);
      const otherLead = `/admin/api/leads/${Number(detail?.id) + 100}/briefs/${detail?.briefs[0]?.id}`;
      expect((await server.app.inject({ url: otherLead, headers })).statusCode).toBe(404);
      expect(await staged()).toEqual([]);
    });

    it("comes with the quote form too, the request's", async () => {
      const { body, contentType } = rawMultipart([
        { name: "name", value: "Bilal Khan" },
        { name: "email", value: "bilal@example.org" },
        { name: "service", value: "web-design" },
        { name: "_page", value: "/website-design" },
        { name: "brief", value: testPdf(200_000), filename: "scope.pdf", type: "application/pdf" },
      ]);
      const answer = await server.app.inject({
        method: "POST",
        url: "/api/forms/quote",
        headers: { "content-type": contentType, accept: "application/json" },
        remoteAddress: "10.9.0.1",
        payload: body,
      });
      expect(answer.statusCode, answer.body).toBe(200);
      const detail = (await newestLead())?.json<{
        form: string;
        briefs: Array<{ name: string }>;
      }>();
      expect(detail?.form).toBe("quote");
      expect(detail?.briefs).toEqual([expect.objectContaining({ name: "scope.pdf" })]);
    });

    it("is refused to an editor", async () => {
      await server.app.store.addOwner(
        "editor@example.com",
        await hashPassword("editor pass word"),
        "editor",
      );
      const editor = await deskHeaders(server.app, {
        ADMIN_EMAIL: "editor@example.com",
        ADMIN_PASSWORD: "editor pass word",
      });
      await sendBrief(testPdf());
      const detail = (await newestLead())?.json<{ id: number; briefs: Array<{ id: string }> }>();
      const url = `/admin/api/leads/${detail?.id}/briefs/${detail?.briefs[0]?.id}`;
      expect((await server.app.inject({ url, headers: editor })).statusCode).toBe(403);
    });

    it("accepts a Word document, and refuses a ZIP that is not one", async () => {
      const docx = await sendBrief(testDocx(), "brief.docx", "application/octet-stream");
      expect(docx.statusCode, docx.body).toBe(200);
      const before = await leads();
      for (const zip of [testZip(), testFakeDocx()]) {
        const answer = await sendBrief(zip, "brief.docx");
        expect(answer.statusCode).toBe(422);
        expect(answer.json().errors).toEqual([expect.objectContaining({ field: "brief" })]);
      }
      expect(await leads()).toBe(before);
    });

    it.each([
      ["HTML", Buffer.from("<!doctype html><html><script>alert(1)</script></html>")],
      [
        "SVG",
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      ],
    ])("refuses %s renamed .pdf and sent as a PDF, storing nothing", async (_type, bytes) => {
      const before = await leads();
      const answer = await sendBrief(bytes, "brief.pdf", "application/pdf");
      expect(answer.statusCode).toBe(422);
      expect(await leads()).toBe(before);
      expect(await staged()).toEqual([]);
    });

    it("keeps a hostile name only as a display name, made safe", async () => {
      const answer = await sendBrief(testPdf(), `../../etc/pa\u0000ss${"x".repeat(300)}.pdf`);
      expect(answer.statusCode).toBe(200);
      const detail = (await newestLead())?.json<{ briefs: Array<{ name: string }> }>();
      const name = detail?.briefs[0]?.name ?? "";
      expect(name).toMatch(/^passx+\.pdf$/);
      expect(name.length).toBe(120);
      // On SQLite the bytes are a file, named by the random id alone.
      if (kind === "SQLite") {
        const files = await readdir(path.join(server.config.dataDir, "briefs"));
        expect(files.every((file) => /^[\w-]{22}$/.test(file))).toBe(true);
      }
    });

    it("is refused with the newsletter form", async () => {
      const { body, contentType } = rawMultipart([
        { name: "email", value: "news@example.org" },
        { name: "brief", value: testPdf(), filename: "brief.pdf", type: "application/pdf" },
      ]);
      const answer = await server.app.inject({
        method: "POST",
        url: "/api/forms/newsletter",
        headers: { "content-type": contentType, accept: "application/json" },
        payload: body,
      });
      expect(answer.statusCode).toBe(400);
      expect(answer.json().errors[0].code).toBe("NO_FILE_UPLOADS");
    });
  });

  /** What the server answers on `socket` by the time it closes it. */
  const answerOf = (socket: ReturnType<typeof connect>) =>
    new Promise<string>((resolve) => {
      let text = "";
      socket.on("data", (chunk) => (text += chunk.toString("latin1")));
      socket.on("close", () => resolve(text));
      socket.on("error", () => resolve(text));
    });

  const boundary = "----brief-boundary";
  const head = (extra: string[]) =>
    [
      "POST /api/forms/contact HTTP/1.1",
      `Host: 127.0.0.1:${port()}`,
      `Content-Type: multipart/form-data; boundary=${boundary}`,
      "Accept: application/json",
      ...extra,
      "",
      "",
    ].join("\r\n");
  const fileHead = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="name"\r\n\r\nBig\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="email"\r\n\r\nbig@example.org\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="brief"; filename="big.pdf"\r\n` +
      "Content-Type: application/pdf\r\n\r\n%PDF-1.4\n",
  );

  describe("a hostile upload", () => {
    it("declaring 1 GB is refused before a byte of it is read", async () => {
      const before = await leads();
      const socket = connect(port(), "127.0.0.1");
      const answer = answerOf(socket);
      socket.write(head([`Content-Length: ${1024 ** 3}`]));
      expect(await answer).toMatch(/^HTTP\/1\.1 413 /);
      expect(await leads()).toBe(before);
    });

    it(
      "sending 1 GB without a length is refused at 10 MB, the rest never read",
      { timeout: 30_000 },
      async () => {
        const before = await leads();
        const socket = connect(port(), "127.0.0.1");
        const answer = answerOf(socket);
        socket.write(head(["Transfer-Encoding: chunked"]));
        const chunk = (bytes: Buffer) =>
          Buffer.concat([
            Buffer.from(`${bytes.length.toString(16)}\r\n`),
            bytes,
            Buffer.from("\r\n"),
          ]);
        socket.write(chunk(fileHead));
        // 12 MB and never the body's end: only a server that stops at the limit answers at all.
        const piece = chunk(Buffer.alloc(1024 * 1024, 0x20));
        for (let n = 0; n < 12; n++) socket.write(piece);
        expect(await answer).toMatch(/^HTTP\/1\.1 413 /);
        expect(await leads()).toBe(before);
        expect(await staged()).toEqual([]);
        expect((await fetch(`${server.url}/`)).status).toBe(200);
      },
    );

    it(
      "trickled a few bytes at a time is timed out, and nothing stored",
      { timeout: 20_000 },
      async () => {
        const before = await leads();
        const socket = connect(port(), "127.0.0.1");
        const answer = answerOf(socket);
        const body = Buffer.concat([fileHead, Buffer.alloc(200_000, 0x20)]);
        socket.write(head([`Content-Length: ${body.length + 100}`]));
        let sent = 0;
        const trickle = setInterval(() => {
          if (socket.destroyed || sent >= body.length) return clearInterval(trickle);
          socket.write(body.subarray(sent, sent + 64));
          sent += 64;
        }, 100);
        const text = await answer;
        clearInterval(trickle);
        expect(text).toMatch(/^HTTP\/1\.1 408 /);
        expect(await leads()).toBe(before);
        // The temporary file goes once the request is given up.
        await expect.poll(staged).toEqual([]);
      },
    );

    it(
      "sent over a slow line is taken whole, while a text post as slow is cut off",
      { timeout: 20_000 },
      async () => {
        // A file sent in pieces for about two seconds: over a text post's limit, within a file's.
        const pdf = testPdf(600_000);
        const body = Buffer.concat([
          fileHead,
          pdf.subarray(9),
          Buffer.from(`\r\n--${boundary}--\r\n`),
        ]);
        const upload = connect(port(), "127.0.0.1");
        const uploaded = answerOf(upload);
        upload.write(head([`Content-Length: ${body.length}`, "Connection: close"]));
        const piece = Math.ceil(body.length / 20);
        let sent = 0;
        const pacing = setInterval(() => {
          if (upload.destroyed || sent >= body.length) return clearInterval(pacing);
          upload.write(body.subarray(sent, sent + piece));
          sent += piece;
        }, 100);
        // Alongside it, a text post that never finishes.
        const text = connect(port(), "127.0.0.1");
        const textAnswer = answerOf(text);
        text.write(
          [
            "POST /api/forms/contact HTTP/1.1",
            `Host: 127.0.0.1:${port()}`,
            "Content-Type: application/x-www-form-urlencoded",
            "Accept: application/json",
            "Content-Length: 200",
            "",
            "name=Slow",
          ].join("\r\n"),
        );
        let uploadDone = false;
        void uploaded.then(() => (uploadDone = true));
        expect(await textAnswer).toMatch(/^HTTP\/1\.1 408 /);
        expect(uploadDone).toBe(false);
        const answer = await uploaded;
        clearInterval(pacing);
        expect(answer).toMatch(/^HTTP\/1\.1 200 /);
        const detail = (await newestLead())?.json<{ briefs: Array<{ size: number }> }>();
        expect(detail?.briefs).toEqual([expect.objectContaining({ size: pdf.length })]);
      },
    );

    it("sent 200 times in a minute from one address is limited, 429", async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 200; i++) {
        const { body, contentType } = rawMultipart([
          { name: "name", value: "Flood" },
          { name: "email", value: `flood${i}@example.org` },
          { name: "brief", value: testPdf(), filename: "x.pdf", type: "application/pdf" },
        ]);
        const answer = await server.app.inject({
          method: "POST",
          url: "/api/forms/contact",
          headers: { "content-type": contentType, accept: "application/json" },
          remoteAddress: "192.0.2.77",
          payload: body,
        });
        statuses.push(answer.statusCode);
      }
      expect(statuses.filter((status) => status === 200)).toHaveLength(60);
      expect(statuses.slice(60).every((status) => status === 429)).toBe(true);
      expect(await staged()).toEqual([]);
      // Sixty of the posts store a file each: more than the default limit on a two-core machine.
    }, 60_000);
  });
});
