import path from "node:path";
import { z } from "zod";

/** The desk's settings from the environment (its own, beside server/config.ts). */
const envSchema = z.object({
  /** The first owner, created at start when there is none. Never logged. */
  ADMIN_EMAIL: z.email().optional(),
  ADMIN_PASSWORD: z.string().optional(),
  /** Leads older than this many days are deleted daily; unset keeps them all. */
  RETENTION_DAYS: z.coerce.number().int().min(1).max(36_500).optional(),
  BUILD_DIR: z.string().default("build"),
  /** The desk's client build; defaults to $BUILD_DIR/admin. */
  ADMIN_DIR: z.string().optional(),
  /**
   * The key of the client digests in the audit log (at least 32 characters); unset, a random
   * one per start, so digests then match only within one run of the server.
   */
  AUDIT_KEY: z.string().min(32).optional(),
});

export interface AdminSettings {
  firstOwner?: { email: string; password: string };
  retentionDays?: number;
  clientDir: string;
  auditKey?: string;
}

export function adminSettingsFromEnv(env: NodeJS.ProcessEnv = process.env): AdminSettings {
  const parsed = envSchema.parse(
    Object.fromEntries(Object.entries(env).filter(([, value]) => value !== "")),
  );
  return {
    firstOwner:
      parsed.ADMIN_EMAIL && parsed.ADMIN_PASSWORD
        ? { email: parsed.ADMIN_EMAIL.toLowerCase(), password: parsed.ADMIN_PASSWORD }
        : undefined,
    retentionDays: parsed.RETENTION_DAYS,
    clientDir: path.resolve(parsed.ADMIN_DIR ?? path.join(parsed.BUILD_DIR, "admin")),
    auditKey: parsed.AUDIT_KEY,
  };
}
