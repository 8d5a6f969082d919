import type pg from "pg";

/**
 * Errors after which the same request could succeed later: the connection or the server is
 * gone or shutting down, resources ran out, or a concurrent transaction won. The form endpoint
 * answers them 503 with Retry-After (its STORE_UNAVAILABLE), never "bad request".
 */
const transientSqlStates = /^(?:08|53|57P0[123]|40001|40P01|55P03)/;
const transientNodeCodes = new Set(["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "EPIPE"]);

function classify(error: unknown): unknown {
  const code = (error as { code?: unknown } | null)?.code;
  const message = error instanceof Error ? error.message : String(error);
  const transient =
    (typeof code === "string" && (transientSqlStates.test(code) || transientNodeCodes.has(code))) ||
    /Connection terminated|connection timeout|Cannot use a pool after calling end/i.test(message);
  if (!transient) return error;
  return Object.assign(
    new Error(`The PostgreSQL store is unavailable: ${message}`, { cause: error }),
    {
      code: "STORE_UNAVAILABLE",
    },
  );
}

/** A statement PostgreSQL keeps prepared on each connection under its name. */
export interface Prepared {
  name: string;
  text: string;
}

/**
 * A named statement, for the few run on every post: PostgreSQL plans an unnamed one again each
 * time, which for the intake's read cost it more than running it.
 */
export const prepared = (name: string, text: string): Prepared => ({ name, text });

/** What every section of the PostgreSQL store works with: the pool, a query, a transaction. */
export interface PostgresContext {
  pool: pg.Pool;
  /** `sql` may be a named statement (`prepared`), parsed and planned once per connection. */
  query<Row extends pg.QueryResultRow>(
    sql: string | Prepared,
    params?: unknown[],
  ): Promise<pg.QueryResult<Row>>;
  /**
   * `work` inside BEGIN … COMMIT, rolled back if it throws. `begin` may add constant statements
   * to the BEGIN (a lock to take first): sent together, they cost one round trip, not two.
   */
  transaction<T>(work: (client: pg.PoolClient) => Promise<T>, begin?: string): Promise<T>;
  /**
   * The time of every write that is given none: the JavaScript clock unless a test holds it,
   * the same on both dialects (never the database's own clock).
   */
  clock(): Date;
}

export function postgresContext(pool: pg.Pool, clock: () => Date): PostgresContext {
  return {
    pool,
    clock,
    async query<Row extends pg.QueryResultRow>(sql: string | Prepared, params: unknown[] = []) {
      try {
        return await pool.query<Row>(sql, params);
      } catch (error) {
        throw classify(error);
      }
    },
    async transaction<T>(work: (client: pg.PoolClient) => Promise<T>, begin = "BEGIN") {
      let client: pg.PoolClient;
      try {
        client = await pool.connect();
      } catch (error) {
        throw classify(error);
      }
      try {
        await client.query(begin);
        const result = await work(client);
        await client.query("COMMIT");
        return result;
      } catch (error) {
        await client.query("ROLLBACK").catch(() => {});
        throw classify(error);
      } finally {
        client.release();
      }
    },
  };
}
