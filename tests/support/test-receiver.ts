import http from "node:http";
import type { AddressInfo } from "node:net";
import { idHeader, signatureHeader, verifyWebhookSignature } from "@server/deliveries/webhook";

/** One POST as the receiver got it, with the verdict on its signature. */
export interface Received {
  id: string;
  signatureValid: boolean;
  body: string;
  /** The status the receiver answered. */
  status: number;
}

/**
 * A webhook receiver for tests, on 127.0.0.1 and a free port: it checks the signature of every
 * post and answers from a script (e.g. 500, 500, then 200), or never answers ("hang").
 */
export async function startReceiver(
  secret: string,
  script: (count: number) => { status: number; headers?: Record<string, string> } | "hang",
) {
  const received: Received[] = [];
  const hung = new Set<http.ServerResponse>();
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const body = Buffer.concat(chunks);
      const answer = script(received.length + 1);
      const header = request.headers[signatureHeader];
      received.push({
        id: String(request.headers[idHeader] ?? ""),
        signatureValid: verifyWebhookSignature(
          typeof header === "string" ? header : undefined,
          body,
          secret,
        ),
        body: body.toString("utf8"),
        status: answer === "hang" ? 0 : answer.status,
      });
      if (answer === "hang") {
        hung.add(response);
        return;
      }
      response.writeHead(answer.status, answer.headers).end("ok");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks/leads`,
    received,
    /** Posts answered 2xx with a valid signature. */
    successes: () => received.filter((post) => post.signatureValid && post.status < 300),
    close: () =>
      new Promise<void>((resolve) => {
        for (const response of hung) response.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
