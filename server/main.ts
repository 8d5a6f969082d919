import { identity } from "../contracts/identity";
import { identitySchema } from "../contracts/identity-schema";
import { buildServer } from "./app";
import { loadConfig } from "./config";

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
const shutdown = async (signal: string) => {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, "shutting down: finishing in-flight requests");
  await app.close();
  process.exit(0);
};
process.on("SIGTERM", () => void shutdown("SIGTERM"));
process.on("SIGINT", () => void shutdown("SIGINT"));

await app.listen({ port: config.port, host: config.host });
app.log.info(`${site.companyName} is served on http://localhost:${config.port}`);
