/** Runs `work` on every item, at most `width` at a time: enumerations finish sooner, and in their order. */
export async function inParallel<T>(items: T[], width: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(width, items.length) }, worker));
}
