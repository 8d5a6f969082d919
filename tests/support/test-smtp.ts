import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

/** One message as the test SMTP server got it. */
export interface CapturedMail {
  from: string;
  to: string[];
  raw: string;
}

/**
 * A real SMTP server on 127.0.0.1 and a free port that records every message, and can be told to
 * refuse the next ones (451, a temporary failure the sender retries).
 */
export async function startSmtp() {
  const captured: CapturedMail[] = [];
  let refusals = 0;
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        if (refusals > 0) {
          refusals--;
          const error = new Error("Mailbox temporarily unavailable") as Error & {
            responseCode: number;
          };
          error.responseCode = 451;
          return callback(error);
        }
        captured.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString("utf8"),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
  const { port } = smtp.server.address() as AddressInfo;
  return {
    captured,
    port,
    /** Refuses the next `count` messages. */
    refuseNext(count: number) {
      refusals = count;
    },
    /** Forgets the messages and the refusals (between tests). */
    reset() {
      captured.length = 0;
      refusals = 0;
    },
    env: {
      SMTP_HOST: "127.0.0.1",
      SMTP_PORT: String(port),
      MAIL_TO: "inbox@company.example",
      MAIL_FROM: "Website <website@company.example>",
    },
    /** Messages to this address. */
    to: (address: string) => captured.filter((mail) => mail.to.includes(address)),
    close: () => new Promise<void>((resolve) => smtp.close(() => resolve())),
  };
}

/** Polls until `probe` gives a value (tests wait on the worker, never on a fixed time). */
export async function until<T>(
  probe: () => T | undefined | Promise<T | undefined>,
  what: string,
  timeoutMs = 15_000,
) {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
