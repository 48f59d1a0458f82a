/**
 * Reads by key in batches that form by themselves: a read starts at once while fewer than `lanes`
 * are under way; keys asked for meanwhile wait and then go together, up to `most` at a time. Under
 * load one query answers many requests (a product page each); alone, a request waits for nothing.
 */
type Waiting<K, V> = { key: K; resolve: (value: V | undefined) => void; reject: (error: unknown) => void };

export function batched<K, V>(
  load: (keys: K[]) => Promise<ReadonlyMap<K, V>>,
  { lanes = 1, most = 64 }: { lanes?: number; most?: number } = {},
): (key: K) => Promise<V | undefined> {
  const waiting: Waiting<K, V>[] = [];
  let running = 0;

  async function lane() {
    running += 1;
    while (waiting.length > 0) {
      const batch = waiting.splice(0, most);
      try {
        const found = await load([...new Set(batch.map((entry) => entry.key))]);
        for (const entry of batch) entry.resolve(found.get(entry.key));
      } catch (error) {
        for (const entry of batch) entry.reject(error);
      }
    }
    running -= 1;
  }

  return (key) =>
    new Promise<V | undefined>((resolve, reject) => {
      waiting.push({ key, resolve, reject });
      if (running < lanes) void lane();
    });
}
