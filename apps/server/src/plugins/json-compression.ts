/**
 * The API's JSON compressed in memory, in one call (decision 182). @fastify/compress pipes every reply through a
 * zlib stream at brotli quality 4: for a 3 KB autocomplete answer that cost a browser's request about 0.55 ms of the
 * server's CPU, three times the answer itself (1,250 against 4,000 answers a second). Brotli at quality 0 in one
 * call takes about 26 µs for a 3 KB answer, against 40–50 µs at quality 1, and ends about 9% larger than quality 1
 * (decision 196): tens of bytes, well inside the answer's first packet. Pages (streamed HTML, where every byte
 * counts on a phone), assets compressed at build time and replies over MOST_BYTES still go through
 * @fastify/compress. The security plugin registers both, this one first, so @fastify/compress finds the reply
 * encoded and leaves it.
 */
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { Negotiator } from "@fastify/accept-negotiator";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";

/** Below this a reply fits one packet as it is: the security plugin gives @fastify/compress the same threshold. */
export const COMPRESS_AT_LEAST_BYTES = 1024;
/** Above this, compressing in one call would hold other requests back too long: the stream does it. */
const MOST_BYTES = 64 * 1024;
const JSON_TYPE = /^application\/(?:[\w.+-]+\+)?json(?:;|$)/;
/** Quality 0: brotli's one-pass compressor, with none of quality 1's large buffers to set up for every answer. */
const BROTLI = {
  params: { [constants.BROTLI_PARAM_QUALITY]: 0, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT },
};
const GZIP = { level: 1 };

const encodings = new Negotiator({ supportedValues: ["br", "gzip"] });

/**
 * The encoding to send this JSON in, or undefined to leave the reply as it is. The headers are read before the
 * payload is measured: a client that accepts no encoding costs no pass over the text.
 */
function encodingFor(
  request: FastifyRequest,
  reply: FastifyReply,
  payload: string | Buffer,
): "br" | "gzip" | undefined {
  const accepted = request.headers["accept-encoding"];
  if (accepted === undefined || request.headers["x-no-compression"] !== undefined) return undefined;
  if (reply.hasHeader("content-encoding") || !JSON_TYPE.test(String(reply.getHeader("content-type") ?? "")))
    return undefined;
  const size = Buffer.byteLength(payload);
  if (size < COMPRESS_AT_LEAST_BYTES || size > MOST_BYTES) return undefined;
  return encodings.negotiate(accepted) ?? undefined;
}

async function jsonCompression(app: FastifyInstance) {
  app.addHook("onSend", (request, reply, payload, done) => {
    if (typeof payload !== "string" && !Buffer.isBuffer(payload)) return done(null, payload);
    const encoding = encodingFor(request, reply, payload);
    if (encoding === undefined) return done(null, payload);
    const vary = String(reply.getHeader("vary") ?? "");
    if (!/accept-encoding/i.test(vary))
      reply.header("vary", vary ? `${vary}, accept-encoding` : "accept-encoding");
    reply.header("content-encoding", encoding);
    reply.removeHeader("content-length");
    done(null, encoding === "br" ? brotliCompressSync(payload, BROTLI) : gzipSync(payload, GZIP));
  });
}

export const jsonCompressionPlugin = fp(jsonCompression, { name: "json-compression" });
