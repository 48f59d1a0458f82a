/**
 * Runs the PostgreSQL protocol messages of several connections on PGlite's one session, a whole
 * transaction of one connection at a time (decision 197). A connection takes the session with its
 * first message and keeps it until PGlite answers ReadyForQuery with the status "idle": a
 * statement's Parse, Bind and Execute up to its Sync, or a transaction from BEGIN to COMMIT. The
 * others' messages wait meanwhile, so no connection's statement lands inside another's transaction
 * and no unnamed statement is replaced between its Parse and its Execute. PGLiteSocketServer's own
 * queue only keeps a transaction to its connection, not a statement's messages up to their Sync.
 *
 * The shape is the one PGLiteSocketHandler calls (`queryQueue`), so each connection is the library's
 * own handler.
 */
import type { PGlite } from "@electric-sql/pglite";

type Waiting = {
  connection: number;
  message: Uint8Array;
  resolve: (answer: Uint8Array) => void;
  reject: (error: Error) => void;
};

/** ReadyForQuery ('Z', length 5) ends an answer with the transaction status: I idle, T in a transaction, E failed one. */
const READY_FOR_QUERY = 0x5a;
const IDLE = 0x49;
/** A Sync message: ends an extended-protocol exchange a connection left half-way. */
const SYNC = Uint8Array.of(0x53, 0, 0, 0, 4);
/** A simple Query message, ROLLBACK: ends a transaction a connection left open. */
const ROLLBACK = queryMessage("ROLLBACK");

function queryMessage(text: string): Uint8Array {
  const body = Buffer.from(`${text}\0`);
  const message = Buffer.alloc(5 + body.length);
  message.write("Q", 0);
  message.writeInt32BE(4 + body.length, 1);
  body.copy(message, 5);
  return message;
}

/** Whether the answer's last message is ReadyForQuery with the status idle: the session is free. */
export function leavesSessionIdle(answer: Uint8Array): boolean {
  const at = answer.length - 6;
  return (
    at >= 0 &&
    answer[at] === READY_FOR_QUERY &&
    answer[at + 1] === 0 &&
    answer[at + 2] === 0 &&
    answer[at + 3] === 0 &&
    answer[at + 4] === 5 &&
    answer[at + 5] === IDLE
  );
}

export class TransactionQueue {
  private waiting: Waiting[] = [];
  /** The connection whose transaction or statement is under way, if any. */
  private holder: number | undefined;
  private running = false;
  /** Connections gone since the queue last looked (a connection's number is never used again). */
  private readonly closed = new Set<number>();

  constructor(private readonly db: PGlite) {}

  enqueue(connection: number, message: Uint8Array): Promise<Uint8Array> {
    return new Promise((resolve, reject) => {
      this.waiting.push({ connection, message, resolve, reject });
      void this.run();
    });
  }

  /** A connection that went away: its waiting messages are refused. */
  clearQueueForHandler(connection: number): void {
    const refused = this.waiting.filter((waiting) => waiting.connection === connection);
    this.waiting = this.waiting.filter((waiting) => waiting.connection !== connection);
    for (const waiting of refused) waiting.reject(new Error("the connection closed"));
  }

  /** A connection that went away: what it left half-done is rolled back once nothing of it runs, and the session freed. */
  async clearTransactionIfNeeded(connection: number): Promise<void> {
    this.closed.add(connection);
    await this.run();
  }

  getQueueLength(): number {
    return this.waiting.length;
  }

  private next(): Waiting | undefined {
    const at =
      this.holder === undefined ? 0 : this.waiting.findIndex((waiting) => waiting.connection === this.holder);
    return at < 0 ? undefined : this.waiting.splice(at, 1)[0];
  }

  private async run(): Promise<void> {
    if (this.running) return;
    this.running = true;
    try {
      for (;;) {
        // Between messages nothing is in flight: a holder that went away is released here.
        if (this.holder !== undefined && this.closed.has(this.holder)) await this.release();
        this.closed.clear();
        // While a holder's next message has not come, the others wait; its arrival runs this again.
        const waiting = this.next();
        if (!waiting) return;
        try {
          const answer = await this.db.runExclusive(() => this.db.execProtocolRaw(waiting.message));
          this.holder = leavesSessionIdle(answer) ? undefined : waiting.connection;
          waiting.resolve(answer);
        } catch (error) {
          waiting.reject(error instanceof Error ? error : new Error(String(error)));
        }
      }
    } finally {
      this.running = false;
    }
  }

  /** Ends what the holder left: a Sync closes a half-sent statement, a ROLLBACK an open transaction. */
  private async release(): Promise<void> {
    const synced = await this.db.runExclusive(() => this.db.execProtocolRaw(SYNC));
    if (!leavesSessionIdle(synced)) await this.db.runExclusive(() => this.db.execProtocolRaw(ROLLBACK));
    this.holder = undefined;
  }
}
