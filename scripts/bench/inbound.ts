/**
 * The company mailbox's reader at scale: 1,000 mails waiting in a real Dovecot (started as the
 * tests start it) are read, matched and stored: 400 answers threaded under 400 leads' mails
 * (with quoted text), 400 mails from those leads' addresses, 200 from strangers, which stay
 * unstored. Then a second reader on the same store (a restart) reads none again, and a third
 * told the mailbox was renumbered (another UIDVALIDITY) reads all 1,000 again and stores none.
 * Goal: the 1,000 in ≤ 30 s, each once, on SQLite and on PostgreSQL. A benchmark, not a test:
 * it prints.
 *
 *   npm run bench:inbound                         SQLite, then embedded PostgreSQL 18
 *   npx tsx scripts/bench/inbound.ts --messages 3000 --only sqlite
 */
import { mkdtemp, rm } from "node:fs/promises";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { mailId } from "@server/deliveries/outside-ids";
import { startInboundReader } from "@server/inbound/reader";
import { openPostgresStore } from "@server/store/postgres";
import { openSqliteStore } from "@server/store/sqlite";
import type { Store } from "@server/store/store";
import { startEmbeddedPostgres } from "@tests/support/embedded-postgres";
import { newLead } from "@tests/support/lead-fixtures";
import { startImap, type TestImap } from "@tests/support/test-imap";
import { answerTo, rawMail } from "@tests/support/test-mail";

const { values } = parseArgs({
  options: {
    messages: { type: "string", default: "1000" },
    only: { type: "string" },
  },
});
const total = Number(values.messages);
const siteHost = "www.company.example";
const mailbox = "INBOX";

/** The leads the mails answer, and the mails: 40 % threaded, 40 % by address, 20 % strangers. */
async function seed(store: Store, imap: TestImap) {
  const leads = Math.round(total * 0.4);
  const stored = await store.storeLeads(
    Array.from({ length: leads }, (_, index) =>
      newLead({}, { email: `client${index}@example.com`, name: `Client ${index}` }),
    ),
  );
  const claimed = await store.claimDueDeliveries(Date.now() + 60_000, { limit: leads + 10 });
  const nonces = new Map(claimed.map((item) => [item.lead?.id, item.lead?.nonce ?? null]));
  const mails = Array.from({ length: total }, (_, index) => {
    const lead = stored[index % leads] as { id: number };
    const from = `Client <client${index % leads}@example.com>`;
    if (index < leads)
      return answerTo(
        mailId("lead", { id: lead.id, nonce: nonces.get(lead.id) ?? null }, siteHost),
        `Answer ${index}: yes, go ahead.`,
        "Our quote for your website.\nBest regards,\nBluecrest",
        from,
      );
    if (index < leads * 2) return rawMail({ from, body: `Another thought ${index}.` });
    return rawMail({ from: `stranger${index}@example.net`, body: `Cold mail ${index}.` });
  });
  const started = Date.now();
  await imap.append(mails, mailbox);
  console.log(
    `  ${total} mails appended to Dovecot in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
}

/** One reader from start until it has read up to the mailbox's last UID; what it counted. */
async function readOnce(store: Store, imap: TestImap, holder: string) {
  const counts = { stored: 0, unmatched: 0, repeated: 0 };
  const started = Date.now();
  const reader = startInboundReader(
    store,
    {
      ...imap.connection,
      mailbox,
      siteHost,
      pollMs: 200,
    },
    {
      info: (read: object) => {
        for (const key of ["stored", "unmatched", "repeated"] as const)
          counts[key] += (read as typeof counts)[key];
      },
      warn: (failure: object) => console.warn("  reader:", failure),
    },
    holder,
  );
  for (;;) {
    const status = reader.status();
    if (status.lastReadAt && Date.parse(status.lastReadAt) >= started) break;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const seconds = (Date.now() - started) / 1000;
  await reader.stop();
  return { ...counts, seconds };
}

async function run(name: string, open: () => Promise<Store>) {
  const imap = await startImap();
  const store = await open();
  try {
    console.log(`${name}:`);
    await seed(store, imap);
    const first = await readOnce(store, imap, "first");
    const restart = await readOnce(store, imap, "restart");
    await store.storeInbound([], { mailbox, uidValidity: 1, lastUid: 0 });
    const renumbered = await readOnce(store, imap, "renumbered");
    const line = (label: string, result: typeof first) =>
      console.log(
        `  ${label.padEnd(22)} ${result.seconds.toFixed(2).padStart(6)} s  stored ${result.stored}, unmatched ${result.unmatched}, repeated ${result.repeated}`,
      );
    line("first read", first);
    line("after a restart", restart);
    line("mailbox renumbered", renumbered);
    const expected = Math.round(total * 0.4) * 2;
    const ok =
      first.stored === expected &&
      first.seconds <= 30 &&
      restart.stored + restart.repeated + restart.unmatched === 0 &&
      renumbered.stored === 0;
    console.log(
      `  ${(total / first.seconds).toFixed(0)} mails/s; goal (≤ 30 s, each once): ${ok ? "met" : "NOT MET"}`,
    );
    return ok;
  } finally {
    await store.close();
    await imap.close();
  }
}

console.log(`bench:inbound, ${total} mails, load ${loadavg()[0]?.toFixed(1)}`);
const results: boolean[] = [];
if (values.only !== "postgres") {
  const dir = await mkdtemp(path.join(tmpdir(), "bench-inbound-"));
  results.push(await run("SQLite", async () => openSqliteStore(path.join(dir, "inbox.sqlite"))));
  await rm(dir, { recursive: true, force: true });
}
if (values.only !== "sqlite") {
  const postgres = await startEmbeddedPostgres({ durable: true });
  try {
    const url = await postgres.createDatabase("inbound");
    results.push(await run("PostgreSQL 18 (embedded, fsync on)", () => openPostgresStore(url)));
  } finally {
    await postgres.stop();
  }
}
process.exitCode = results.every(Boolean) ? 0 : 1;
