import { readdir } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testPdf } from "@tests/support/test-briefs";
import { applicationEndpoint } from "@contracts/applicants";
import { startClamd, testVirusMarker } from "@tests/support/test-clamd";
import { deskHeaders } from "@tests/support/test-desk";
import { freePort } from "@tests/support/server-process";
import { rawMultipart, startTestServer } from "@tests/support/test-server";

/**
 * The briefs' virus scan with a real clamd (its database one signature of the test's own): a
 * clean file is kept as usual, a flagged one is kept in quarantine (named in the desk, never
 * downloadable), and a scanner that cannot be reached refuses the file with nothing kept.
 */

const owner = { ADMIN_EMAIL: "owner@example.com", ADMIN_PASSWORD: "scan owner password" };
let clamd: Awaited<ReturnType<typeof startClamd>>;
beforeAll(async () => {
  clamd = await startClamd();
}, 90_000);
afterAll(() => clamd?.close());

type Server = Awaited<ReturnType<typeof startTestServer>>;
let sender = 0;
const sendBrief = (server: Server, bytes: Buffer) => {
  const { body, contentType } = rawMultipart([
    { name: "name", value: "Ayesha Malik" },
    { name: "email", value: `scan${++sender}@example.org` },
    { name: "brief", value: bytes, filename: "brief.pdf", type: "application/pdf" },
  ]);
  return server.app.inject({
    method: "POST",
    url: "/api/forms/contact",
    headers: { "content-type": contentType, accept: "application/json" },
    remoteAddress: `10.2.0.${sender}`,
    payload: body,
  });
};

interface Detail {
  id: number;
  briefs: Array<{ id: string; quarantined: boolean }>;
}
const newestDetail = async (server: Server, headers: Record<string, string>) => {
  const { leads: [lead] = [] } = await server.app.store.listLeads({}, { offset: 0, limit: 1 });
  const answer = await server.app.inject({ url: `/admin/api/leads/${lead?.id}`, headers });
  return answer.json<Detail>();
};

describe("with CLAMAV_HOST set", () => {
  let server: Server;
  let headers: Record<string, string>;
  beforeAll(async () => {
    server = await startTestServer({
      ...owner,
      CLAMAV_HOST: "127.0.0.1",
      CLAMAV_PORT: String(clamd.port),
    });
    headers = await deskHeaders(server.app, owner);
  });
  afterAll(() => server?.close());

  it.each([
    ["small", testPdf(100)],
    ["streamed, 9 MB", testPdf(9 * 1024 * 1024)],
  ])(
    "a clean file (%s) is kept and downloadable",
    async (_size, pdf) => {
      const answer = await sendBrief(server, pdf);
      expect(answer.statusCode, answer.body).toBe(200);
      const detail = await newestDetail(server, headers);
      expect(detail.briefs).toEqual([expect.objectContaining({ quarantined: false })]);
      const url = `/admin/api/leads/${detail.id}/briefs/${detail.briefs[0]?.id}`;
      expect((await server.app.inject({ url, headers })).statusCode).toBe(200);
    },
    30_000,
  );

  it("a flagged file is kept in quarantine: the lead's, named, never served", async () => {
    const infected = Buffer.concat([testPdf(5000), Buffer.from(testVirusMarker), testPdf(10)]);
    const answer = await sendBrief(server, infected);
    // The visitor's message arrives; what clamd found is the desk's to know.
    expect(answer.statusCode, answer.body).toBe(200);
    const detail = await newestDetail(server, headers);
    expect(detail.briefs).toEqual([expect.objectContaining({ quarantined: true })]);
    const url = `/admin/api/leads/${detail.id}/briefs/${detail.briefs[0]?.id}`;
    const download = await server.app.inject({ url, headers });
    expect(download.statusCode).toBe(403);
    expect(download.body).not.toContain(testVirusMarker);
  });

  it("a flagged CV is kept in quarantine: the applicant's, named, never served", async () => {
    const infected = Buffer.concat([testPdf(5000), Buffer.from(testVirusMarker), testPdf(10)]);
    const { body, contentType } = rawMultipart([
      { name: "opening", value: "flutter-developer" },
      { name: "name", value: "Sana Iqbal" },
      { name: "email", value: `scan${++sender}@example.org` },
      { name: "cv", value: infected, filename: "cv.pdf", type: "application/pdf" },
    ]);
    const answer = await server.app.inject({
      method: "POST",
      url: applicationEndpoint,
      headers: { "content-type": contentType, accept: "application/json" },
      remoteAddress: `10.2.1.${sender}`,
      payload: body,
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const [applicant] = await server.app.store.applicants({ limit: 1 });
    const detail = await server.app.inject({
      url: `/admin/api/applicants/${applicant?.id}`,
      headers,
    });
    expect(detail.json()).toMatchObject({ cv: { name: "cv.pdf", quarantined: true } });
    const download = await server.app.inject({
      url: `/admin/api/applicants/${applicant?.id}/cv`,
      headers,
    });
    expect(download.statusCode).toBe(403);
    expect(download.json()).toEqual({
      error: "The virus scan flagged this file: it is kept in quarantine.",
    });
    expect(download.body).not.toContain(testVirusMarker);
    const [entry] = await server.app.store.auditLog(1);
    expect(entry?.action).not.toBe("cv downloaded");
  });
});

describe("with clamd unreachable", () => {
  let server: Server;
  beforeAll(async () => {
    server = await startTestServer({
      CLAMAV_HOST: "127.0.0.1",
      // A port nobody listens on.
      CLAMAV_PORT: String(await freePort()),
    });
  });
  afterAll(() => server?.close());

  it("refuses the file, 503, keeping nothing: no lead, no file", async () => {
    const answer = await sendBrief(server, testPdf(100));
    expect(answer.statusCode).toBe(503);
    expect(answer.json().errors[0]).toMatchObject({ code: "SERVICE_UNAVAILABLE" });
    expect(answer.json().error).toMatch(/could not be checked for viruses/);
    expect(await server.app.store.countLeads()).toBe(0);
    const dataDir = server.config.dataDir;
    expect(await readdir(path.join(dataDir, "uploads")).catch(() => [])).toEqual([]);
    expect(await readdir(path.join(dataDir, "briefs")).catch(() => [])).toEqual([]);
  });
});
