/**
 * Reads by key in batches that form by themselves: a read starts at once while fewer than `lanes`
 * are under way; keys asked for meanwhile wait and then go together, up to `most` at a time. Under
 * load one query answers many requests (a product page each); alone, a request waits for nothing.
 *
 * A batch's requests are answered ANSWERS_PER_TURN to a turn of the event loop, and its lane is free
 * at once: between turns the server reads the requests that arrived meanwhile, and their read goes
 * to the database while the rest of the batch is answered (decision 186).
 */
type Waiting<K, V> = { key: K; resolve: (value: V | undefined) => void; reject: (error: unknown) => void };

/** Requests of a batch answered in one turn of the event loop. */
export const ANSWERS_PER_TURN = 8;

async function answerInTurns<K, V>(batch: Waiting<K, V>[], found: ReadonlyMap<K, V>) {
  for (let k = 0; k < batch.length; k++) {
    if (k > 0 && k % ANSWERS_PER_TURN === 0) await new Promise((resolve) => setImmediate(resolve));
    batch[k]!.resolve(found.get(batch[k]!.key));
  }
}

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
        void answerInTurns(batch, await load([...new Set(batch.map((entry) => entry.key))]));
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
