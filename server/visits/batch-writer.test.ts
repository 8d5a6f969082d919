import { describe, expect, it } from "vitest";
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
});
