import { z } from "zod";
import { maxOverviewDays, overviewTables } from "./overview";

/**
 * What GET /admin/api/overview and overview.csv accept: whole UTC days, `to` inclusive, at most
 * maxOverviewDays. The desk types its links with the inferred types only, so its page loads no zod.
 */

const dayMs = 86_400_000;

export const daysInRange = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / dayMs) + 1;

const rangeShape = { from: z.iso.date(), to: z.iso.date() };

const withinLimit = ({ from, to }: { from: string; to: string }) => {
  const days = daysInRange(from, to);
  return days >= 1 && days <= maxOverviewDays;
};

export const overviewQuery = z.object(rangeShape).refine(withinLimit);

export const overviewCsvQuery = z
  .object({ ...rangeShape, table: z.enum(overviewTables) })
  .refine(withinLimit);
