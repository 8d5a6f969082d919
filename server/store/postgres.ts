import pg from "pg";
import type { FormName } from "@contracts/forms";
import type { Store } from "./store";
import { postgresAudit } from "./audit/postgres";
import { postgresContext } from "./database/postgres";
import { postgresDeliveries } from "./deliveries/postgres";
import { postgresDesk } from "./desk/postgres";
import { postgresInbound } from "./inbound/postgres";
import { postgresMedia } from "./media/postgres";
import { postgresBriefs } from "./briefs/postgres";
import { postgresApplicants, postgresEraseApplications } from "./applicants/postgres";
import { postgresIntake } from "./intake/postgres";
import { postgresKeys } from "./shared-keys/postgres";
import { postgresContent } from "./content/postgres";
import { postgresOwners } from "./owners/postgres";
import { postgresPeople } from "./people/postgres";
import { postgresWorkflow } from "./workflow/postgres";
import { postgresRevenue } from "./revenue/postgres";
import { postgresOverview } from "./overview/postgres";
import { migratePostgres, postgresSchemaVersion, readPostgresVersion } from "./migrations/postgres";
import { postgresVisits } from "./visits/postgres";

/**
 * The shared store: PostgreSQL, so that several servers behind a load balancer keep one inbox.
 * The same tables and columns as SQLite's schema version 3. A commit returns only once
 * PostgreSQL has made it durable (synchronous_commit, its default). Group commit stores a whole
 * batch in one transaction of four statements, whatever its size (intake.ts). Each section of
 * Store is one file of this folder.
 */

export type PostgresStore = Store & {
  readonly kind: "postgres";
  readonly pool: pg.Pool;
};

export async function openPostgresStore(
  connectionString: string,
  {
    readonly = false,
    poolSize = 10,
    clock = () => new Date(),
  }: {
    readonly?: boolean;
    poolSize?: number;
    /** Where the store's times come from (database/postgres.ts); tests hold it. */
    clock?: () => Date;
  } = {},
): Promise<PostgresStore> {
  const pool = new pg.Pool({
    connectionString,
    max: poolSize,
    // A reader (npm run inbox) cannot write, whatever it runs.
    options: readonly ? "-c default_transaction_read_only=on" : undefined,
  });
  // An idle connection that breaks (server restart) must not crash the process; the next
  // query opens a new one.
  pool.on("error", () => {});
  try {
    if (!readonly) await migratePostgres(pool);
    else {
      const version = await readPostgresVersion(pool);
      if (version !== postgresSchemaVersion)
        throw new Error(
          `The inbox database is at schema version ${version}; this reader expects ${postgresSchemaVersion}.`,
        );
    }
  } catch (error) {
    await pool.end();
    throw error;
  }
  const context = postgresContext(pool, clock);
  const { query } = context;

  return {
    kind: "postgres",
    pool,
    ...postgresIntake(context),
    ...postgresDeliveries(context),
    ...postgresDesk(context),
    ...postgresAudit(context, { eraseApplications: postgresEraseApplications }),
    ...postgresOwners(context),
    ...postgresPeople(context),
    ...postgresWorkflow(context),
    ...postgresRevenue(context),
    ...postgresOverview(context),
    ...postgresVisits(context),
    ...postgresKeys(context),
    ...postgresInbound(context),
    ...postgresMedia(context),
    ...postgresBriefs(context),
    ...postgresApplicants(context),
    ...postgresContent(context),

    async countLeads(form?: FormName) {
      const { rows } = form
        ? await query<{ n: string }>("SELECT count(*) AS n FROM submissions WHERE form = $1", [
            form,
          ])
        : await query<{ n: string }>("SELECT count(*) AS n FROM submissions");
      return Number(rows[0]?.n ?? 0);
    },
    schemaVersion: () => readPostgresVersion(pool),
    async ping() {
      // A write statement that matches no row: it fails on a standby or a read-only session.
      await query("UPDATE submissions SET id = id WHERE false");
    },
    async close() {
      if (!pool.ended) await pool.end();
    },
  };
}
