/**
 * Who listens to which change-notice channel, for the databases that hand notices over themselves
 * (PostgreSQL's listening connection, the PGlite worker): one place that adds and removes listeners,
 * hands each notice to its channel's listeners and tells every listener to resync after a gap.
 */

export type NoticeListener = {
  onNotice: (payload: string) => void;
  onResync?: (() => void) | undefined;
};

/**
 * A channel is a plain lower-case SQL name (`catalogue_changes`): `LISTEN` folds an unquoted name to
 * lower case and `pg_notify` does not, so anything else would be heard on one database and not another.
 */
export function checkChannelName(channel: string): void {
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(channel)) {
    throw new Error(`A notice channel is a lower-case SQL name (letters, digits, _), not "${channel}"`);
  }
}

/**
 * What a notice naming rows by id says (`catalogue_changes`, `stock_changes`: their ids comma-separated,
 * or '*' for "read everything again"): the positive whole ids it names, or "everything".
 */
export function idsNoticed(payload: string): number[] | "everything" {
  if (payload === "*") return "everything";
  return payload
    .split(",")
    .map(Number)
    .filter((id) => Number.isSafeInteger(id) && id > 0);
}

type Channel = { listeners: Set<NoticeListener>; listening: Promise<void> };

export class NoticeListeners {
  readonly #byChannel = new Map<string, Channel>();

  /**
   * Adds a listener. A channel's first listener runs `startListening` (its LISTEN); every listener of the
   * channel waits for that, so none is told it listens before the database hears the channel. If it fails,
   * the listener is not added and the next one tries again.
   */
  async add(channel: string, listener: NoticeListener, startListening: () => Promise<void>): Promise<void> {
    let entry = this.#byChannel.get(channel);
    if (!entry) {
      const added: Channel = { listeners: new Set(), listening: Promise.resolve() };
      // In the map before LISTEN starts: a connection made meanwhile listens to it too.
      this.#byChannel.set(channel, added);
      added.listening = startListening();
      entry = added;
    }
    entry.listeners.add(listener);
    try {
      await entry.listening;
    } catch (error) {
      entry.listeners.delete(listener);
      if (this.#byChannel.get(channel) === entry) this.#byChannel.delete(channel);
      throw error;
    }
  }

  /** Removes a listener; true when the channel has no listener left, so the caller may stop listening. */
  remove(channel: string, listener: NoticeListener): boolean {
    const entry = this.#byChannel.get(channel);
    if (!entry?.listeners.delete(listener)) return false;
    if (entry.listeners.size > 0) return false;
    this.#byChannel.delete(channel);
    return true;
  }

  channels(): string[] {
    return [...this.#byChannel.keys()];
  }

  /** A listener that throws does not keep the notice from the others, nor end the connection that brought it. */
  notice(channel: string, payload: string): void {
    for (const listener of this.#byChannel.get(channel)?.listeners ?? []) {
      callSafely(() => listener.onNotice(payload), channel);
    }
  }

  /** After a gap in which notices may have been lost: every listener reads again what it keeps. */
  resync(): void {
    for (const [channel, { listeners }] of this.#byChannel) {
      for (const listener of listeners) if (listener.onResync) callSafely(listener.onResync, channel);
    }
  }
}

function callSafely(call: () => void, channel: string): void {
  try {
    call();
  } catch (error) {
    console.warn(
      `database: a listener of "${channel}" failed: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}
