/**
 * Stopping without dropping anyone. `drainOnStop(app, graceMs)` returns the stop:
 * 1. the server keeps taking connections until none has arrived for `ARRIVALS_SETTLED_MS`: connections the kernel
 *    had already accepted when the signal came reach the server a few at a time, over tens of milliseconds, and
 *    closing the listening socket before they are taken resets them, their requests with them;
 * 2. the listening socket closes; connections already open stay open, even those whose request has not arrived
 *    yet (Node's own `server.close()` would cut those as idle);
 * 3. requests finish (page renders included, and the API calls they make in-process, which is why the app is not
 *    closed until they are done: a closing Fastify refuses `inject`), each answered with `connection: close`;
 *    an idle kept-alive connection closes at once, and a new one that has sent nothing for `QUIET_CONNECTION_MS`
 *    is a browser's spare, not a request, and closes then;
 * 4. the app closes, which closes the database.
 * Requests still running after the grace period are cut off, so a deploy cannot hang.
 */
import { Server as NetServer, type Socket } from "node:net";
import type { FastifyInstance } from "fastify";

export type Stop = () => Promise<{ abandoned: number }>;

/** A connection that has sent no request this long after the stop began is a browser's spare, not a request. */
const QUIET_CONNECTION_MS = 1_000;

/**
 * Quiet long enough that the connections already made have been taken (measured: a few every 5 ms
 * on a quiet machine; on a busy one, with the database's worker thread sharing the cores, gaps of
 * over 50 ms were seen, and the connections after them were reset).
 */
const ARRIVALS_SETTLED_MS = 200;
/** Under steady traffic arrivals never settle: the server stops listening after this long regardless. */
const LISTENING_AFTER_STOP_MS = 1_000;

function arrivalsSettled(server: NetServer): Promise<void> {
  return new Promise((resolve) => {
    const settled = () => {
      clearTimeout(quiet);
      clearTimeout(atMost);
      server.off("connection", arrived);
      resolve();
    };
    let quiet = setTimeout(settled, ARRIVALS_SETTLED_MS);
    const atMost = setTimeout(settled, LISTENING_AFTER_STOP_MS);
    const arrived = () => {
      clearTimeout(quiet);
      quiet = setTimeout(settled, ARRIVALS_SETTLED_MS);
    };
    server.on("connection", arrived);
  });
}

export function drainOnStop(app: FastifyInstance, graceMs: number): Stop {
  let running = 0;
  let stopping = false;
  /** Open connections that have not yet sent a (further) request. */
  const waiting = new Set<Socket>();
  /** Connections that have had an answer: idle, they are kept alive for a next request, which can go elsewhere. */
  const served = new WeakSet<Socket>();
  let onChange: (() => void) | undefined;
  const drained = () => running === 0 && waiting.size === 0;

  app.server.on("connection", (socket: Socket) => {
    waiting.add(socket);
    socket.once("close", () => {
      waiting.delete(socket);
      onChange?.();
    });
  });
  // Ahead of Fastify's own listener, so the header is set before any reply is written.
  app.server.prependListener("request", (request, response) => {
    running++;
    waiting.delete(request.socket);
    // Answered, but the connection it came on closes afterwards.
    if (stopping) response.setHeader("connection", "close");
    response.once("close", () => {
      running--;
      served.add(request.socket);
      // A kept-alive connection goes back to waiting for its next request; during the stop it closes instead.
      if (!request.socket.destroyed) {
        if (stopping) request.socket.end();
        else waiting.add(request.socket);
      }
      onChange?.();
    });
  });

  let stopped: Promise<{ abandoned: number }> | undefined;
  const stop = async () => {
    stopping = true;
    await arrivalsSettled(app.server);
    // The listening socket only: http.Server#close would also cut open connections whose request is still coming.
    NetServer.prototype.close.call(app.server);
    for (const socket of waiting) if (served.has(socket)) socket.end();
    const quiet = setTimeout(() => {
      for (const socket of waiting) socket.destroy();
    }, QUIET_CONNECTION_MS);
    const finished =
      drained() ||
      (await new Promise<boolean>((resolve) => {
        const deadline = setTimeout(() => resolve(false), graceMs);
        onChange = () => {
          if (!drained()) return;
          clearTimeout(deadline);
          resolve(true);
        };
      }));
    clearTimeout(quiet);
    const abandoned = running;
    if (!finished) app.server.closeAllConnections();
    await app.close();
    return { abandoned };
  };
  return () => (stopped ??= stop());
}
