import { vitalScales, type VitalName } from "@contracts/overview";

/**
 * The Overview's vitals histograms as both stores keep them: one row per day, route and metric
 * with the bucket counts packed as little-endian uint32 (decision 0200), so a year is a few
 * tens of thousands of small rows summed in memory rather than millions of bucket rows.
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
