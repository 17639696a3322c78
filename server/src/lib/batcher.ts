/** One item's result from a batch: its value or its own error. */
export type Settled<R> = { value: R } | { error: unknown };

type Waiting<T, R> = { item: T; resolve: (value: R) => void; reject: (error: unknown) => void };

/**
 * Runs items in batches: an item starts at once while fewer than `running` batches are under way;
 * otherwise it waits, and the next batch takes everything waiting (at most `size`). So a lone item is not
 * delayed, and under load each batch's fixed cost is shared by the items that arrived during the last one.
 * Two items with the same `keyOf` never share a batch: the later one waits for a batch after it.
 */
export function batcher<T, R>(
  run: (items: T[]) => Promise<Settled<R>[]>,
  options: { keyOf: (item: T) => unknown; running: number; size: number },
): (item: T) => Promise<R> {
  const waiting: Waiting<T, R>[] = [];
  let underWay = 0;

  const next = () => {
    if (underWay >= options.running || waiting.length === 0) return;
    const keys = new Set<unknown>();
    const batch: Waiting<T, R>[] = [];
    for (let i = 0; i < waiting.length && batch.length < options.size; ) {
      const entry = waiting[i] as Waiting<T, R>;
      const key = options.keyOf(entry.item);
      if (keys.has(key)) {
        i += 1;
        continue;
      }
      keys.add(key);
      batch.push(entry);
      waiting.splice(i, 1);
    }
    underWay += 1;
    run(batch.map((w) => w.item))
      .then(
        (results) =>
          batch.forEach((w, i) => {
            const result = results[i];
            if (result && 'value' in result) w.resolve(result.value);
            else w.reject(result?.error ?? new Error('the batch answered no result for this item'));
          }),
        (error: unknown) => {
          for (const w of batch) w.reject(error);
        },
      )
      .finally(() => {
        underWay -= 1;
        next();
      });
  };

  return (item) =>
    new Promise<R>((resolve, reject) => {
      waiting.push({ item, resolve, reject });
      next();
    });
}
