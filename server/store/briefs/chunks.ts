/** The bytes regrouped into pieces of `size` (the last one shorter): a stream's chunks are any size. */
export async function* inPiecesOf(size: number, bytes: AsyncIterable<Buffer>) {
  let held: Buffer[] = [];
  let length = 0;
  for await (const chunk of bytes) {
    held.push(chunk);
    length += chunk.length;
    while (length >= size) {
      const joined = Buffer.concat(held, length);
      yield joined.subarray(0, size);
      held = [joined.subarray(size)];
      length -= size;
    }
  }
  if (length > 0) yield Buffer.concat(held, length);
}
