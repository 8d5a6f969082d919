import { describe, expect, it, vi } from "vitest";
import { batchWriter, QueueFull } from "./batch-writer";

/** A write that waits until released, recording each batch. */
function heldWrites() {
  const batches: number[][] = [];
  let release: () => void = () => {};
  let held = new Promise<void>((resolve) => (release = resolve));
  return {
    batches,
    write: async (items: number[]) => {
      batches.push(items);
      await held;
    },
    release() {
      release();
      held = new Promise<void>((resolve) => (release = resolve));
    },
  };
}

describe("events written in batches", () => {
  it("writes what arrived together as one batch, and what arrived meanwhile as the next", async () => {
    const writes = heldWrites();
    const writer = batchWriter(writes.write);
    const first = [writer.add(1), writer.add(2)];
    await new Promise((resolve) => setImmediate(resolve));
    const second = [writer.add(3), writer.add(4), writer.add(5)];
    writes.release();
    await Promise.all(first);
    await new Promise((resolve) => setImmediate(resolve));
    writes.release();
    await Promise.all(second);
    expect(writes.batches).toEqual([
      [1, 2],
      [3, 4, 5],
    ]);
  });

  it("refuses (and counts) events past the queue's bound instead of holding them", async () => {
    const writes = heldWrites();
    const writer = batchWriter(writes.write, { maxQueued: 2 });
    expect([writer.offer(1), writer.offer(2), writer.offer(3)]).toEqual([true, true, false]);
    await expect(writer.add(4)).rejects.toBeInstanceOf(QueueFull);
    expect(writer.counts()).toMatchObject({ dropped: 2, waiting: 2 });
    await new Promise((resolve) => setImmediate(resolve));
    writes.release();
    await writer.settled();
    expect(writes.batches).toEqual([[1, 2]]);
  });

  it("rejects every sender of a failed batch, and settles those waiting for it", async () => {
    const errors: number[] = [];
    const writer = batchWriter(
      async () => {
        throw new Error("disk full");
      },
      { onError: (_error, count) => errors.push(count) },
    );
    const sent = [writer.add(1), writer.add(2)];
    writer.offer(3);
    await writer.settled();
    for (const result of await Promise.allSettled(sent)) expect(result.status).toBe("rejected");
    expect(errors).toEqual([3]);
    expect(writer.counts()).toMatchObject({ failed: 3, waiting: 0 });
  });

  it("gathers an idle writer's events for its window and writes them as one batch", async () => {
    // The window's clock is the test's: it ends at 20 ms exactly, however busy the machine.
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    try {
      const writes = heldWrites();
      const writer = batchWriter(writes.write, { gatherMs: 20 });
      writer.offer(1);
      await new Promise((resolve) => setImmediate(resolve));
      writer.offer(2);
      await new Promise((resolve) => setImmediate(resolve));
      await vi.advanceTimersByTimeAsync(19);
      expect(writes.batches).toEqual([]);
      await vi.advanceTimersByTimeAsync(1);
      expect(writes.batches).toEqual([[1, 2]]);
      writes.release();
      await writer.settled();
    } finally {
      vi.useRealTimers();
    }
  });

  it("writes a gathering batch at once when asked to settle (a server stopping)", async () => {
    const writes = heldWrites();
    // A window far longer than the test's timeout: only settled() can write this batch.
    const writer = batchWriter(writes.write, { gatherMs: 600_000 });
    writer.offer(1);
    writer.offer(2);
    const settled = writer.settled();
    expect(writes.batches).toEqual([[1, 2]]);
    writes.release();
    await settled;
    expect(writer.counts()).toMatchObject({ waiting: 0 });
  });

  it("writes a full batch without waiting for the rest of its window", async () => {
    const writes = heldWrites();
    const writer = batchWriter(writes.write, { gatherMs: 600_000, maxBatch: 3 });
    for (const item of [1, 2, 3, 4]) writer.offer(item);
    expect(writes.batches).toEqual([[1, 2, 3]]);
    const settled = writer.settled();
    writes.release();
    // The next batch starts once the first has finished; released before it starts, it would wait.
    await vi.waitFor(() => expect(writes.batches).toHaveLength(2));
    writes.release();
    await settled;
    expect(writes.batches).toEqual([[1, 2, 3], [4]]);
  });
});
