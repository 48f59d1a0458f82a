/**
 * Info pages (issue 16; spec/2 §2 info pages): content kept in the database, a brand's own page
 * standing in for the shared one of the same slug on that brand's site.
 */
import type { FastifyInstance } from "fastify";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { InfoPage } from "@merchant/contract";
import { buildTestApp } from "../../../test/build-test-app.ts";

let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp({ data: "demo" });
});
afterAll(() => app.close());

const pageOf = (slug: string, host = "bu.localhost") =>
  app.inject({ method: "GET", url: `/api/info-pages/${slug}`, headers: { host } });

describe("GET /api/info-pages/{slug}", () => {
  it("answers the building guide with its tabs, each tab's calculator among its blocks", async () => {
    const reply = await pageOf("building-guides");
    expect(reply.statusCode).toBe(200);
    const page = reply.json<InfoPage>();
    expect(page.title).toBe("Building guides");
    const tabs = page.blocks.find((block) => block.type === "tabs");
    expect(tabs?.tabs.map((tab) => tab.title)).toEqual(["Bricks and walls", "Patios and paths", "Measuring"]);
    expect(tabs?.tabs[0]?.blocks).toContainEqual({ type: "calculator", calculator: "brick" });
  });

  it("answers a brand's own page of a slug on that brand only", async () => {
    await app.database.rows(sql`insert into info_pages (slug, brand_code, title, summary, blocks)
      values ('about-us', 'HB', 'About Hartley & Bourne', 'Our story', '[]'::jsonb)`);
    try {
      expect((await pageOf("about-us", "hb.localhost")).json<InfoPage>().title).toBe(
        "About Hartley & Bourne",
      );
      expect((await pageOf("about-us", "bu.localhost")).json<InfoPage>().title).toBe("About us");
    } finally {
      await app.database.rows(sql`delete from info_pages where brand_code = 'HB'`);
    }
  });

  it("leaves out a block the page cannot show, keeping the rest", async () => {
    await app.database.rows(sql`insert into info_pages (slug, title, summary, blocks)
      values ('mixed', 'Mixed', 'Mixed', ${JSON.stringify([
        { type: "video", url: "https://example.com" },
        { type: "text", heading: null, paragraphs: ["Kept"] },
      ])}::jsonb)`);
    const page = (await pageOf("mixed")).json<InfoPage>();
    expect(page.blocks).toEqual([{ type: "text", heading: null, paragraphs: ["Kept"] }]);
  });

  it("answers 404 for a page that does not exist, and 400 naming the slug for one that cannot be", async () => {
    expect((await pageOf("no-such-page")).statusCode).toBe(404);
    const bad = await pageOf("about%00us");
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toContain("slug");
  });
});
