/**
 * The homepage's carousels (issue 16; spec/1 §2 homepage, spec/3 §2, §4): content the demo data
 * keeps per brand, served to the home page's loader in one call.
 */
import type { FastifyInstance } from "fastify";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { HomeContent } from "@merchant/contract";
import { buildTestApp } from "../../../test/build-test-app.ts";

let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp({ data: "demo" });
});
afterAll(() => app.close());

const homeOf = async (host: string) => {
  const reply = await app.inject({ method: "GET", url: "/api/home", headers: { host } });
  expect(reply.statusCode).toBe(200);
  return reply.json<HomeContent>();
};

describe("GET /api/home", () => {
  it("answers the brand's main slides, sponsors, brands and priced picks, each with a picture", async () => {
    const home = await homeOf("bu.localhost");
    expect(home.slides.map((slide) => slide.title)).toEqual([
      "Build it right",
      "Timber cut to length",
      "Make the most of the garden",
      "Tools for the trade",
    ]);
    expect(home.slides[0]).toMatchObject({
      href: "/category/building-materials",
      background: "#1f4e79",
      image: { url: expect.stringMatching(/^\/media\/products\/\d+\/1\.svg/), alt: "Build it right" },
    });
    expect(home.sponsors).toHaveLength(8);
    expect(home.brands).toHaveLength(14);
    expect(home.sponsors[0]?.href).toMatch(/^\/search\?q=/);
    expect(home.picks).toHaveLength(10);
    expect(home.picks[0]?.price.incVat).toBeGreaterThan(0);
  });

  it("answers each brand its own content", async () => {
    const [bu, sg] = await Promise.all([homeOf("bu.localhost"), homeOf("sg.localhost")]);
    expect(sg.slides[0]?.title).toBe("Warm up for winter");
    const ids = (home: HomeContent) => home.picks.map((product) => product.id);
    expect(ids(sg).some((id) => ids(bu).includes(id))).toBe(false);
  });

  it("leaves out a pick withdrawn from sale", async () => {
    const before = await homeOf("tg.localhost");
    const withdrawn = before.picks[0]!.id;
    await app.database.rows(sql`update products set active = false where id = ${withdrawn}`);
    try {
      // The product index hears of the change by a change notice, a moment later.
      await expect.poll(async () => (await homeOf("tg.localhost")).picks.length).toBe(9);
      const after = await homeOf("tg.localhost");
      expect(after.picks.map((product) => product.id)).not.toContain(withdrawn);
    } finally {
      await app.database.rows(sql`update products set active = true where id = ${withdrawn}`);
    }
  });

  it("refuses a body or query it does not take without a 5xx", async () => {
    const reply = await app.inject({
      method: "GET",
      url: "/api/home?slides=%00",
      headers: { host: "bu.localhost" },
    });
    expect(reply.statusCode).toBeLessThan(500);
  });
});
