import type { FastifyInstance } from "fastify";
import type { Store } from "../store/store";
import { ensureFirstOwner } from "../sign-in/owners";
import type { LeadRelease } from "./lead-routes";
import { deskContent } from "../content/desk-content";
import { adminPlugin } from "./plugin";
import { startRollups } from "../overview/rollups";
import { startRetention } from "./retention";
import type { AdminSettings } from "./settings";

/** The lead desk on the server: first owner, retention timer, /admin routes. */
export async function registerDesk(
  app: FastifyInstance,
  store: Store,
  settings: AdminSettings,
  release?: LeadRelease,
) {
  await ensureFirstOwner(store, settings.firstOwner, app.log);
  if (settings.retentionDays) {
    const retention = startRetention(store, settings.retentionDays, app.log);
    app.addHook("onClose", async () => retention.stop());
  }
  if (settings.analyticsRawDays) {
    const rollups = startRollups(store, settings.analyticsRawDays, app.log);
    app.addHook("onClose", async () => rollups.stop());
  }
  await app.register(adminPlugin, {
    store,
    clientDir: settings.clientDir,
    retentionDays: settings.retentionDays,
    auditKey: settings.auditKey,
    workflow: settings.workflow,
    release,
    inboundStatus: settings.inboundStatus,
    // Publishing on this server's live site, when the build kept its renderer.
    content: settings.content ?? deskContent(store, app.liveSite),
  });
}
