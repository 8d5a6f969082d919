import type { FastifyInstance } from "fastify";
import type { Overview } from "@contracts/overview";
import { overviewCsvQuery, overviewQuery } from "@contracts/overview-schema";
import { parse, requireOwner } from "../admin/desk-request";
import type { Store } from "../store/store";
import { overviewCsv } from "./overview-csv";
import { buildOverview, exportRows } from "./overview-report";

/** The desk's Overview: GET /admin/api/overview (JSON) and overview.csv?table= (one table). */
export async function overviewRoutes(app: FastifyInstance, { store }: { store: Store }) {
  app.get("/admin/api/overview", async (request): Promise<Overview> => {
    requireOwner(request);
    const { from, to } = parse(overviewQuery, request.query);
    return buildOverview(store, from, to);
  });

  app.get("/admin/api/overview.csv", async (request, reply) => {
    const session = requireOwner(request);
    const { from, to, table } = parse(overviewCsvQuery, request.query);
    const overview = await buildOverview(store, from, to, exportRows);
    await store.recordAudit(session.owner.email, "export", `overview ${table}, ${from} to ${to}`);
    return reply
      .type("text/csv; charset=utf-8")
      .header("content-disposition", `attachment; filename="overview-${table}-${from}-${to}.csv"`)
      .send(overviewCsv(overview, table));
  });
}
