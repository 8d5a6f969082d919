import { identity } from "@contracts/identity";
import { identitySchema } from "@contracts/identity-schema";
import { buildServer } from "./app";
import { loadConfig, redactedDatabaseUrl } from "./config";

const config = loadConfig();
const site = identitySchema.parse(identity);
const formOrigins = [
  ...new Set(
    Object.values(site.forms)
      .filter((endpoint) => /^https:\/\//.test(endpoint))
      .map((endpoint) => new URL(endpoint).origin),
  ),
];

const app = await buildServer({ config, formOrigins });

let closing = false;
/**
 * Graceful shutdown: stop accepting connections (new requests get 503), let in-flight requests
 * finish, stop the mail outbox after its current send, then close the store (onClose hooks).
 */
const shutdown = async (signal: string) => {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, "shutting down: finishing in-flight requests");
  const force = setTimeout(() => {
    app.log.error("shutdown took longer than 10 s; exiting anyway");
    process.exit(1);
  }, 10_000);
  force.unref();
  try {
    await app.close();
    process.exit(0);
  } catch (error) {
    app.log.error({ err: error }, "shutdown failed");
    process.exit(1);
  }
};
process.on("SIGTERM", () => void shutdown("SIGTERM"));
process.on("SIGINT", () => void shutdown("SIGINT"));

await app.listen({ port: config.port, host: config.host });
app.log.info(`${site.companyName} is served on http://localhost:${config.port}`);
app.log.info(
  {
    database: config.databaseUrl ? redactedDatabaseUrl(config.databaseUrl) : config.databasePath,
    mail: config.smtp ? config.smtp.host : "off",
  },
  "form endpoint ready at /api/forms/:form",
);
