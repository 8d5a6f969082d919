/**
 * A whole-site publish on a running server, for a bench that measures the site after one
 * (`npm run bench:pages -- --after-publish`): the company's name changed in the store the
 * server uses, published, and waited for until every route shows it. The server serves it as
 * any server serves another's publish: it follows the store's generation, renders every page
 * with the build's bundle and steps on its publishing thread, and swaps them in.
 */
import path from "node:path";
import { loadConfig } from "@server/config";
import { saveContentDraft, siteContentOf } from "@server/content/drafts";
import { openStore } from "@server/store/open-store";

/** Of the same length as the shipped name, so the pages keep their size. */
export const publishedCompanyName = "Northwind Digital";

export async function publishWholeSite(
  dataDir: string,
  siteUrl: string,
  routes: readonly string[],
): Promise<number> {
  // The store the server uses: its environment, with its data folder.
  const config = loadConfig({ ...process.env, DATA_DIR: dataDir, LOG_LEVEL: "silent" });
  const store = await openStore({
    databasePath: path.resolve(config.databasePath),
    databaseUrl: config.databaseUrl,
  });
  const started = performance.now();
  try {
    const identity = structuredClone((await siteContentOf(store, "live")).identity);
    identity.companyName = publishedCompanyName;
    const saved = await saveContentDraft(store, { key: "identity", body: identity, author: null });
    if (!("saved" in saved)) throw new Error(`The bench's identity was refused: ${saved.refused}`);
    await store.publishContent({ keys: ["identity"], author: null });
  } finally {
    await store.close();
  }
  const deadline = Date.now() + 10 * 60_000;
  for (const route of routes) {
    while (!(await (await fetch(`${siteUrl}${route}`)).text()).includes(publishedCompanyName)) {
      if (Date.now() > deadline) throw new Error(`${route} did not show the publish in 10 min.`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  return performance.now() - started;
}
