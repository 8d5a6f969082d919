import { createReadStream } from "node:fs";
import { connect } from "node:net";
import { formFailure } from "../forms/failure";
import type { ScanBrief } from "./keep-brief";

export interface ClamavConfig {
  host: string;
  port: number;
  /** The whole scan, connection to verdict. */
  timeoutMs: number;
}

/** What clamd answered, NUL-terminated: `stream: OK`, `stream: <signature> FOUND`, or an error. */
function verdictOf(answer: string) {
  const text = answer.split("\0")[0]?.trim() ?? "";
  if (/^stream: OK$/.test(text)) return { infected: false };
  const found = /^stream: (.+) FOUND$/.exec(text);
  if (found) return { infected: true, signature: found[1] };
  throw new Error(`clamd: ${text || "no answer"}`);
}

/** The file as INSTREAM's chunks: each one's length (4 bytes, big-endian) before it. */
function chunkHeader(length: number) {
  const header = Buffer.alloc(4);
  header.writeUInt32BE(length);
  return header;
}

/**
 * Streams one file to clamd (its INSTREAM command over TCP, a chunk at a time as the file is
 * read, never the whole file in memory) and resolves with its verdict; rejects when clamd cannot
 * be reached, times out or answers with an error.
 */
export function scanWithClamd(config: ClamavConfig, file: string) {
  return new Promise<{ infected: boolean; signature?: string }>((resolve, reject) => {
    const socket = connect(config.port, config.host);
    const source = createReadStream(file, { highWaterMark: 64 * 1024 });
    let answer = "";
    let settled = false;
    const finish = (error?: Error) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      source.destroy();
      socket.destroy();
      if (error) return reject(error);
      try {
        resolve(verdictOf(answer));
      } catch (unreadable) {
        reject(unreadable as Error);
      }
    };
    const timer = setTimeout(
      () => finish(new Error(`clamd gave no verdict within ${config.timeoutMs} ms`)),
      config.timeoutMs,
    );
    socket.once("error", finish);
    socket.on("data", (chunk: Buffer) => {
      answer += chunk.toString("utf8");
      // The answer ends with a NUL; clamd closes the connection after it too.
      if (answer.includes("\0")) finish();
    });
    socket.once("close", () => finish());
    socket.once("connect", () => {
      socket.write("zINSTREAM\0");
      source.on("data", (chunk) => {
        const bytes = chunk as Buffer;
        // Paused while the socket catches up: the file is read as fast as clamd takes it.
        if (!socket.write(Buffer.concat([chunkHeader(bytes.length), bytes]))) {
          source.pause();
          socket.once("drain", () => source.resume());
        }
      });
      source.once("end", () => socket.write(chunkHeader(0)));
      source.once("error", finish);
    });
  });
}

/**
 * The brief's scan when CLAMAV_HOST is set. A scanner that cannot give a verdict refuses the
 * file (503, nothing kept): a server set up to scan never keeps a file it could not scan; the
 * visitor is told to send it again shortly or send the message without it (decision 0340).
 */
export function clamavScanner(config: ClamavConfig): ScanBrief {
  return async (file) => {
    try {
      return await scanWithClamd(config, file);
    } catch {
      throw formFailure(
        503,
        "SERVICE_UNAVAILABLE",
        "The file could not be checked for viruses just now; nothing was kept. Please send it again in a minute, or send the message without it.",
      );
    }
  };
}
