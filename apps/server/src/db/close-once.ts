/**
 * A database's close, safe to call more than once: a failed start, a test and shutdown may each close it,
 * and the drivers refuse a second close. The first close's promise answers every later call.
 */
export function closeOnce(close: () => Promise<void>): () => Promise<void> {
  let closing: Promise<void> | undefined;
  return () => (closing ??= close());
}
