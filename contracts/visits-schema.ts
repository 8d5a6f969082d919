import { z } from "zod";
import { openedForms, type VisitBeacon } from "./visits";

/**
 * What POST /api/visits/beacon accepts (contracts/visits.ts): strictly these keys, finite numbers
 * within what a real page can report, or the whole beacon is refused (400).
 */

/** An hour: a paint or a response later than that is no measurement worth keeping. */
const maxTimingMs = 3_600_000;
const timing = z.number().min(0).max(maxTimingMs);

export const visitBeaconSchema = z.strictObject({
  path: z.string().min(1).max(500).startsWith("/"),
  lcp: timing.optional(),
  inp: timing.optional(),
  fcp: timing.optional(),
  ttfb: timing.optional(),
  // A layout shift score: 0 for a still page; past 100 it is no page's.
  cls: z.number().min(0).max(100).optional(),
  // A day: a tab left open longer reports its day at most.
  timeOnPageMs: z.number().int().min(0).max(86_400_000).optional(),
  formOpened: z.enum(openedForms).optional(),
}) satisfies z.ZodType<VisitBeacon>;
