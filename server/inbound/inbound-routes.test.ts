import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newLead } from "@tests/support/lead-fixtures";
import { startTestDesk, testOrigin, type TestDesk } from "@tests/support/test-desk";
import { hashPassword } from "../sign-in/password";
import type { InboundStatus } from "@contracts/inbound";

/**
 * The desk's side of a client's mail: the whole text as plain text and each file as a
 * download of opaque bytes, only to a signed-in owner (not to an editor, not to anyone else);
 * the reader's state.
 */

let desk: TestDesk;
let headers: Record<string, string>;
let messageId: number;
let attachmentId: number;

const sessionOf = async (email: string, password: string) => {
  const response = await desk.signIn({ email, password });
  const cookie = response.cookies.find((one) => one.name === "desk_session")?.value ?? "";
  return { cookie: `desk_session=${cookie}`, origin: testOrigin };
};

beforeAll(async () => {
  const status: InboundStatus = {
    state: "failing",
    mailbox: "INBOX",
    lastReadAt: null,
    lastError: "the mailbox refused the user name or password",
    failingSince: "2026-12-02T03:00:00.000Z",
    nextAttemptAt: "2026-12-02T03:00:05.000Z",
  };
  desk = await startTestDesk({ inboundStatus: () => status });
  headers = await sessionOf("owner@example.com", "correct horse battery");
  await desk.store.addOwner(
    "editor@example.com",
    await hashPassword("an editor's password"),
    "editor",
  );
  const lead = await desk.store.storeLead(newLead({}, { email: "ali@example.com" }));
  await desk.store.storeInbound(
    [
      {
        mailbox: "INBOX",
        uidValidity: 1,
        uid: 1,
        messageKey: "<a@client.example>",
        from: "ali@example.com",
        subject: "The brief",
        text: "Attached.",
        fullText: "Attached.\n\n> <script>alert(1)</script>",
        truncated: false,
        references: [],
        attachments: [
          {
            name: 'brief "final".html',
            type: "text/html",
            content: Buffer.from("<script>alert(document.cookie)</script>"),
          },
        ],
      },
    ],
    { mailbox: "INBOX", uidValidity: 1, lastUid: 1 },
  );
  const person = (await desk.store.getLead(lead.id))?.personId as number;
  const event = (await desk.store.getPerson(person))?.events.find((one) => one.type === "inbound");
  if (event?.type !== "inbound") throw new Error("the mail was not stored");
  messageId = event.message.id;
  attachmentId = event.message.attachments[0]?.id as number;
}, 30_000);
afterAll(async () => {
  await desk?.close();
});

describe("a client's mail in the desk", () => {
  it("serves a file as a download of opaque bytes, whatever type it declares", async () => {
    const response = await desk.app.inject({
      url: `/admin/api/inbound/attachments/${attachmentId}`,
      headers,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/octet-stream");
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(response.headers["content-disposition"]).toBe(
      `attachment; filename="brief _final_.html"; filename*=UTF-8''brief%20%22final%22.html`,
    );
    expect(response.body).toBe("<script>alert(document.cookie)</script>");
  });

  it("shows the whole mail as plain text", async () => {
    const response = await desk.app.inject({
      url: `/admin/api/inbound/${messageId}/text`,
      headers,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/plain; charset=utf-8");
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(response.body).toContain("> <script>alert(1)</script>");
    const json = await desk.app.inject({ url: `/admin/api/inbound/${messageId}`, headers });
    expect(json.json()).toMatchObject({ id: messageId, from: "ali@example.com", truncated: false });
  });

  it("says why the mailbox is not read", async () => {
    const response = await desk.app.inject({ url: "/admin/api/inbound/status", headers });
    expect(response.json()).toMatchObject({
      state: "failing",
      lastError: expect.stringMatching(/password/),
    });
  });

  it.each([
    ["no session", async () => ({ origin: testOrigin }), 401],
    ["an editor", () => sessionOf("editor@example.com", "an editor's password"), 403],
  ])("refuses %s", async (_who, session, status) => {
    const asked = await session();
    for (const url of [
      `/admin/api/inbound/attachments/${attachmentId}`,
      `/admin/api/inbound/${messageId}/text`,
      `/admin/api/inbound/${messageId}`,
      "/admin/api/inbound/status",
    ]) {
      const response = await desk.app.inject({ url, headers: asked });
      expect(response.statusCode).toBe(status);
      expect(response.body).not.toContain("script");
    }
  });

  it("answers 404 for a mail or file that is not there, 400 for a bad id", async () => {
    for (const [url, status] of [
      ["/admin/api/inbound/attachments/999999", 404],
      ["/admin/api/inbound/999999/text", 404],
      ["/admin/api/inbound/0", 400],
      ["/admin/api/inbound/1e400", 400],
    ] as const) {
      expect((await desk.app.inject({ url, headers })).statusCode).toBe(status);
    }
  });
});
