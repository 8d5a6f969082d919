import path from "node:path";
import { z } from "zod";

/** Server settings from the environment, checked once at start-up. */
const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default("localhost"),
  /** The prerendered site; defaults to $BUILD_DIR/client (BUILD_DIR defaults to "build"). */
  SITE_DIR: z.string().optional(),
  BUILD_DIR: z.string().default("build"),
  DATA_DIR: z.string().default("data"),
  /** Trust X-Forwarded-* from one reverse proxy (needed for per-client rate limits behind one). */
  TRUST_PROXY: z.enum(["0", "1"]).default("0"),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
});

export interface ServerConfig {
  port: number;
  host: string;
  siteDir: string;
  dataDir: string;
  trustProxy: boolean;
  logLevel: string;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const parsed = envSchema.parse(env);
  return {
    port: parsed.PORT,
    host: parsed.HOST,
    siteDir: path.resolve(parsed.SITE_DIR ?? path.join(parsed.BUILD_DIR, "client")),
    dataDir: path.resolve(parsed.DATA_DIR),
    trustProxy: parsed.TRUST_PROXY === "1",
    logLevel: parsed.LOG_LEVEL,
  };
}
