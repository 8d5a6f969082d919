import http from "node:http";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fieldLimits } from "@contracts/forms";
import { rawMultipart, startTestServer } from "@tests/support/test-server";

/**
 * Property: whatever hostile body arrives (wrong method, wrong types, huge or empty fields,
 * broken multipart, wrong encodings, control characters, header injection), the answer is a
 * 4xx with the JSON error body, nothing is stored, and the server keeps answering.
 */

let server: Awaited<ReturnType<typeof startTestServer>>;
beforeAll(async () => {
  server = await startTestServer({ RATE_LIMIT_MAX: "1000000" });
});
afterAll(async () => {
  await server?.close();
});

interface HostileRequest {
  method: string;
  form: string;
  contentType?: string;
  body: Buffer;
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 4 });

function send(request: HostileRequest) {
  const { port } = new URL(server.url);
  return new Promise<{ status: number; type: string; body: string }>((resolve, reject) => {
    const outgoing = http.request(
      {
        agent,
        host: "127.0.0.1",
        port,
        method: request.method,
        path: `/api/forms/${request.form}`,
        headers: {
          accept: "application/json",
          ...(request.contentType ? { "content-type": request.contentType } : {}),
          "content-length": String(request.body.length),
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({
            status: response.statusCode ?? 0,
            type: String(response.headers["content-type"] ?? ""),
            body: Buffer.concat(chunks).toString("utf8"),
          }),
        );
      },
    );
    outgoing.on("error", reject);
    outgoing.end(request.body);
  });
}

/** Characters a person cannot see, and the ones that end a header line. */
const invisible = fc.constantFrom(
  "\u0000",
  "\u0007",
  "\u001b",
  "\u007f",
  "\u0085",
  "\u200b",
  "\u200d",
  "\u200e",
  "\u202e",
  "\u2066",
  "\u2028",
  "\ufeff",
  "\r\nBcc: victim@example.net",
  "\nX-Injected: yes",
);

const fieldNames = ["name", "email", "phone", "message", "service", "_subject", "_replyto"];
const anyText = fc.string({ unit: "grapheme", maxLength: 60 });
/** Any mix of the forms' own fields with any text (never the honeypot: it answers 200). */
const baseFields = fc.dictionary(fc.constantFrom(...fieldNames), anyText, { maxKeys: 5 });
const forms = fc.constantFrom("contact", "quote", "newsletter");

const insertAt = (text: string, extra: string, at: number) =>
  text.slice(0, at % (text.length + 1)) + extra + text.slice(at % (text.length + 1));

/** One poison that alone must make the post fail, whatever the rest of it holds. */
const poisonedFields: fc.Arbitrary<Record<string, string>> = fc.oneof(
  // Invisible or header-breaking characters in a one-line field.
  fc
    .record({
      base: baseFields,
      field: fc.constantFrom("name", "email", "_subject", "_replyto", "phone"),
      text: anyText,
      bad: invisible,
      at: fc.nat(),
    })
    .map(({ base, field, text, bad, at }) => ({
      ...base,
      name: "Ali Raza",
      email: "ali@example.com",
      [field]: insertAt(text || "x", bad, at),
    })),
  // A field no form has.
  fc
    .record({ base: baseFields, name: fc.string({ minLength: 1, maxLength: 30 }) })
    .filter(({ name }) => !fieldNames.includes(name) && !name.startsWith("_"))
    .map(({ base, name }) => ({ ...base, [name]: "x" })),
  // Too long for its field, or for the body.
  fc
    .record({
      base: baseFields,
      field: fc.constantFrom("name", "email", "message"),
      extra: fc.integer({ min: 1, max: 70_000 }),
    })
    .map(({ base, field, extra }) => ({
      ...base,
      [field]: "x".repeat(fieldLimits[field as "name"] + extra),
    })),
  // A return path elsewhere, or not a page.
  fc
    .record({
      base: baseFields,
      next: fc.constantFrom(
        "//evil.example/",
        "https://evil.example/",
        "/\\evil.example",
        "/thanks?ü=☃",
        "javascript:alert(1)",
        "/%2F%2Fevil",
      ),
    })
    .map(({ base, next }) => ({ ...base, name: "Ali Raza", email: "a@b.co", _next: next })),
  // A malformed submission id.
  fc
    .record({ base: baseFields, id: fc.string({ maxLength: 100 }) })
    .filter(({ id }) => !/^[\w-]{8,64}$/.test(id))
    .map(({ base, id }) => ({ ...base, name: "Ali Raza", email: "a@b.co", _submission: id })),
  // Nothing at all, or only blanks.
  fc.constantFrom<Record<string, string>>({}, { name: "   ", email: "\t" }, { message: "" }),
);

const encodeUrl = (fields: Record<string, string>) =>
  Buffer.from(new URLSearchParams(fields).toString());

const validBodies = fc.oneof(
  poisonedFields.map((fields) => ({
    contentType: "application/x-www-form-urlencoded",
    body: encodeUrl(fields),
  })),
  poisonedFields.map((fields) => {
    const { body, contentType } = rawMultipart(
      Object.entries(fields).map(([name, value]) => ({
        name: name.replace(/["\r\n]/g, ""),
        value,
      })),
    );
    return { contentType, body };
  }),
  poisonedFields.map((fields) => ({
    contentType: "application/json",
    body: Buffer.from(JSON.stringify(fields)),
  })),
);

/** Bodies that are broken as bytes or as a format. */
const brokenBodies = fc.oneof(
  // Invalid UTF-8 in a url-encoded value.
  fc.constantFrom("%FF", "%C3%28", "%ED%A0%80", "%E2%82").map((bytes) => ({
    contentType: "application/x-www-form-urlencoded",
    body: Buffer.from(`name=Ali%20Raza&email=a%40b.co&message=${bytes}`),
  })),
  // A truncated or mis-framed multipart body.
  fc
    .record({ cut: fc.nat(), boundary: fc.constantFrom("b0undary", "x") })
    .map(({ cut, boundary }) => {
      const { body } = rawMultipart(
        [
          { name: "name", value: "Ali Raza" },
          { name: "email", value: "a@b.co" },
        ],
        "b0undary",
      );
      return {
        contentType: `multipart/form-data; boundary=${boundary}`,
        body: boundary === "x" ? body : body.subarray(0, cut % (body.length - 4)),
      };
    }),
  // A file where text belongs.
  fc.constant(
    (() => {
      const { body, contentType } = rawMultipart([
        { name: "name", value: "Ali Raza" },
        { name: "email", value: "a@b.co" },
        {
          name: "message",
          value: Buffer.from([0, 1, 2]),
          filename: "x.bin",
          type: "application/octet-stream",
        },
      ]);
      return { contentType, body };
    })(),
  ),
  // JSON that is not one object of text.
  fc
    .oneof(
      fc.constantFrom("", "{", "[]", "null", "42", '"text"', '{"name":'),
      fc
        .record({ name: fc.anything(), email: fc.anything() })
        .filter(({ name, email }) => typeof name !== "string" || typeof email !== "string")
        .map((fields) => {
          try {
            return JSON.stringify(fields) ?? "{}";
          } catch {
            return "{";
          }
        }),
    )
    .map((text) => ({ contentType: "application/json", body: Buffer.from(text) })),
  // Bytes of some other encoding, or an unsupported type.
  fc.record({
    contentType: fc.constantFrom(
      "text/plain",
      "application/xml",
      "application/x-www-form-urlencoded; charset=iso-8859-1",
      "application/json; charset=utf-16",
      undefined,
    ),
    body: fc.uint8Array({ minLength: 1, maxLength: 200 }).map((bytes) => Buffer.from(bytes)),
  }),
  // Repeated names.
  fc.constant({
    contentType: "application/x-www-form-urlencoded",
    body: Buffer.from("name=Ali+Raza&email=a%40b.co&email=b%40c.co"),
  }),
);

const hostileRequests: fc.Arbitrary<HostileRequest> = fc
  .oneof(
    {
      weight: 8,
      arbitrary: fc.record({ form: forms, payload: fc.oneof(validBodies, brokenBodies) }),
    },
    // Any other method on a real form, or any method on a form that does not exist.
    {
      weight: 2,
      arbitrary: fc.record({
        form: fc.oneof(forms, fc.constantFrom("nope", "contact%00", "..%2fadmin", "CONTACT")),
        payload: validBodies,
        method: fc.constantFrom("PUT", "PATCH", "DELETE", "POST", "OPTIONS", "PROPFIND"),
      }),
    },
  )
  .map((value) => {
    const { form, payload } = value as {
      form: string;
      payload: { contentType?: string; body: Buffer };
    };
    const method = "method" in value ? (value.method as string) : "POST";
    // POST to a real form always carries a poison; other methods or forms fail on their own.
    const realPost = method === "POST" && ["contact", "quote", "newsletter"].includes(form);
    return { method: realPost ? "POST" : method === "POST" ? "POST" : method, form, ...payload };
  });

describe("fuzzing the form endpoint", () => {
  it(
    "answers 2,000 hostile requests with a 4xx JSON error, stores nothing and keeps serving",
    { timeout: 240_000 },
    async () => {
      const before = await server.app.store.countLeads();
      let runs = 0;
      await fc.assert(
        fc.asyncProperty(hostileRequests, async (request) => {
          runs++;
          const answer = await send(request);
          expect(answer.status, answer.body).toBeGreaterThanOrEqual(400);
          expect(answer.status, answer.body).toBeLessThan(500);
          expect(answer.type).toContain("application/json");
          const body = JSON.parse(answer.body) as {
            error: unknown;
            errors: Array<{ code: unknown }>;
          };
          expect(typeof body.error).toBe("string");
          expect(body.errors.length).toBeGreaterThan(0);
          for (const error of body.errors) expect(typeof error.code).toBe("string");
          expect(await server.app.store.countLeads()).toBe(before);
        }),
        { numRuns: 2000, seed: Number(process.env.FUZZ_SEED ?? 1313) },
      );
      expect(runs).toBeGreaterThanOrEqual(2000);
      expect((await fetch(`${server.url}/`)).status).toBe(200);
      const valid = new URLSearchParams({ name: "Still Here", email: "still@example.com" });
      const response = await fetch(`${server.url}/api/forms/contact`, {
        method: "POST",
        body: valid,
        headers: { accept: "application/json" },
      });
      expect(response.status).toBe(200);
      expect(await server.app.store.countLeads()).toBe(before + 1);
    },
  );
});
