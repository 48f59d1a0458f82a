/**
 * Stopping without dropping anyone. `drainOnStop(app, graceMs)` returns the stop: the listening socket
 * closes at once, requests already running finish (page renders included, and the API calls they make
 * in-process, which is why the app is not closed until they are done: a closing Fastify refuses `inject`),
 * then the app closes, which closes the database. Requests still running after the grace period are cut
 * off, so a deploy cannot hang.
 */
import type { FastifyInstance } from "fastify";

export type Stop = () => Promise<{ abandoned: number }>;

export function drainOnStop(app: FastifyInstance, graceMs: number): Stop {
  let running = 0;
  let stopping = false;
  let onDrained: (() => void) | undefined;
  // Ahead of Fastify's own listener, so the header is set before any reply is written.
  app.server.prependListener("request", (_request, response) => {
    running++;
    // Answered, but the kept-alive connection it came on closes afterwards.
    if (stopping) response.setHeader("connection", "close");
    response.once("close", () => {
      running--;
      if (running === 0) onDrained?.();
    });
  });

  let stopped: Promise<{ abandoned: number }> | undefined;
  const stop = async () => {
    stopping = true;
    // No new connections; idle kept-alive ones close now (Node 19+).
    app.server.close();
    const drained =
      running === 0 ||
      (await new Promise<boolean>((resolve) => {
        const deadline = setTimeout(() => resolve(false), graceMs);
        onDrained = () => {
          clearTimeout(deadline);
          resolve(true);
        };
      }));
    const abandoned = running;
    if (!drained) app.server.closeAllConnections();
    await app.close();
    return { abandoned };
  };
  return () => (stopped ??= stop());
}
