import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import { lowPriorityModulePreloads } from "./low-priority-preloads.server.ts";

const streamed = (...chunks: string[]) =>
  text(Readable.from(chunks.map((chunk) => Buffer.from(chunk))).pipe(lowPriorityModulePreloads()));

describe("lowPriorityModulePreloads (decision 142)", () => {
  it("gives every module preload of the head a low fetch priority, however the head is split", async () => {
    const html = await streamed(
      '<html><head><link rel="modulepreload" href="/assets/a.js"/><link rel="module',
      'preload" href="/assets/b.js"/><title>Shop</title></head><body><p>£1</p>',
      "</body></html>",
    );
    expect(html).toBe(
      '<html><head><link rel="modulepreload" fetchpriority="low" href="/assets/a.js"/>' +
        '<link rel="modulepreload" fetchpriority="low" href="/assets/b.js"/><title>Shop</title></head>' +
        "<body><p>£1</p></body></html>",
    );
  });

  it("leaves the body as it is, text that looks like a preload included", async () => {
    const body =
      '<body><pre>&lt;link rel="modulepreload"&gt;</pre><code><link rel="modulepreload" href="x"/></code></body>';
    const html = await streamed("<head></head>", body);
    expect(html).toBe(`<head></head>${body}`);
  });

  it("keeps a character split between two chunks whole", async () => {
    const pound = Buffer.from("£");
    const html = await text(
      Readable.from([
        Buffer.from("<head><title>"),
        pound.subarray(0, 1),
        pound.subarray(1),
        Buffer.from("</title></head>"),
      ]).pipe(lowPriorityModulePreloads()),
    );
    expect(html).toBe("<head><title>£</title></head>");
  });
});
