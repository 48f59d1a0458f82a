/** HTTP calls over real sockets for the shutdown tests, which `app.inject` cannot show. */
import { request, type ClientRequest } from "node:http";

/** The status of a call's response once its body has been read, or the connection error's code. */
export function statusOf(call: ClientRequest): Promise<number> {
  return new Promise((resolve, reject) => {
    call.once("response", (response) => {
      response.resume();
      response.once("end", () => resolve(response.statusCode ?? 0));
    });
    call.once("error", reject);
  });
}

/**
 * A VAT-preference change whose body is held back: the server has the request (it said 100 Continue)
 * and waits for the body. `send` sends it; `answer` is the response's status.
 */
export function heldRequest(port: number, headers: Record<string, string> = {}) {
  const body = JSON.stringify({ vat: "EX" });
  const call = request({
    host: "127.0.0.1",
    port,
    method: "PUT",
    path: "/api/preferences/vat",
    headers: {
      "content-type": "application/json",
      "content-length": Buffer.byteLength(body),
      expect: "100-continue",
      ...headers,
    },
  });
  const inFlight = new Promise<void>((resolve) => call.once("continue", resolve));
  const answer = statusOf(call);
  call.flushHeaders();
  return { inFlight, answer, send: () => call.end(body) };
}
