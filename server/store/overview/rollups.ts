import { vitalScales, type VitalName } from "@contracts/overview";

/**
 * What both stores share for the Overview's rollups. Vitals: one row per day (or month), route
 * and metric with the bucket counts packed as little-endian uint32, summed in memory rather than
 * kept as millions of bucket rows (decision 0199).
 */

/** One bucket's count as a live SELECT groups the raw beacons. */
export interface BucketRow {
  route: string;
  metric: VitalName;
  bucket: number;
  samples: number | string;
}

export interface Histogram {
  route: string;
  metric: VitalName;
  counts: number[];
}

const emptyCounts = (metric: VitalName) =>
  Array.from({ length: vitalScales[metric].top + 1 }, () => 0);

/** Sums bucket rows and packed histograms into one histogram per route and metric. */
export function histogramsOf(buckets: BucketRow[], histograms: Histogram[] = []): Histogram[] {
  const byKey = new Map<string, Histogram>();
  const histogram = (route: string, metric: VitalName) => {
    const key = `${metric} ${route}`;
    let found = byKey.get(key);
    if (!found) byKey.set(key, (found = { route, metric, counts: emptyCounts(metric) }));
    return found;
  };
  for (const { route, metric, bucket, samples } of buckets) {
    const { counts } = histogram(route, metric);
    counts[bucket] = (counts[bucket] ?? 0) + Number(samples);
  }
  for (const { route, metric, counts } of histograms) {
    const sum = histogram(route, metric).counts;
    for (let i = 0; i < sum.length && i < counts.length; i++)
      sum[i] = (sum[i] ?? 0) + (counts[i] ?? 0);
  }
  return [...byKey.values()];
}

export function packCounts(counts: number[]): Buffer {
  const packed = Buffer.alloc(counts.length * 4);
  counts.forEach((count, i) => packed.writeUInt32LE(count, i * 4));
  return packed;
}

export function unpackCounts(packed: Buffer): number[] {
  const counts = new Array<number>(packed.length >> 2);
  for (let i = 0; i < counts.length; i++) counts[i] = packed.readUInt32LE(i * 4);
  return counts;
}

/** The days from `from` to `to` (YYYY-MM-DD, inclusive) that are not in `except`. */
export function daysOf(from: string, to: string, except: Set<string>): string[] {
  const days: string[] = [];
  for (
    let at = Date.parse(`${from}T00:00:00Z`);
    at <= Date.parse(`${to}T00:00:00Z`);
    at += 86_400_000
  ) {
    const day = new Date(at).toISOString().slice(0, 10);
    if (!except.has(day)) days.push(day);
  }
  return days;
}

/**
 * How a range reads the rollups: whole calendar months inside it from the month tables, the
 * days at its edges from the day tables. A year is then about a dozen month rows per key and
 * the days of two part months, not 365 day rows.
 */
export interface RollupSpans {
  /** Whole months inside the range, first and last (YYYY-MM); first > last when none. */
  firstMonth: string;
  lastMonth: string;
  /** The days before and after those months, each an inclusive range; from > to when empty. */
  headFrom: string;
  headTo: string;
  tailFrom: string;
  tailTo: string;
}

const shiftDay = (day: string, by: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + by * 86_400_000).toISOString().slice(0, 10);
const monthAfter = (month: string) => shiftDay(`${month}-28`, 7).slice(0, 7);
const monthBefore = (month: string) => shiftDay(`${month}-01`, -1).slice(0, 7);

export function rollupSpans(from: string, to: string): RollupSpans {
  const firstMonth = from.endsWith("-01") ? from.slice(0, 7) : monthAfter(from.slice(0, 7));
  const lastMonth = shiftDay(to, 1).endsWith("-01") ? to.slice(0, 7) : monthBefore(to.slice(0, 7));
  if (firstMonth > lastMonth)
    return {
      firstMonth: "9",
      lastMonth: "0",
      headFrom: from,
      headTo: to,
      tailFrom: "9",
      tailTo: "0",
    };
  return {
    firstMonth,
    lastMonth,
    headFrom: from,
    headTo: shiftDay(`${firstMonth}-01`, -1),
    tailFrom: `${monthAfter(lastMonth)}-01`,
    tailTo: to,
  };
}
