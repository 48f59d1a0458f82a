/**
 * The homepage's carousels (issue 16; spec/1 §2 homepage, spec/3 §2, §4, §9): content the
 * merchandisers keep per brand, read by the home page's loader in one call.
 */
import { z } from "zod";
import { productSummarySchema } from "./catalog.ts";
import { route } from "./route.ts";

const pictureSchema = z.object({ url: z.string(), alt: z.string() });

export const homeSlideSchema = z.object({
  title: z.string(),
  body: z.string(),
  href: z.string().describe("a path on the shop's own site"),
  image: pictureSchema,
  background: z.string().describe("the slide's background colour, #rrggbb"),
});
export type HomeSlide = z.infer<typeof homeSlideSchema>;

export const homeLogoSchema = z.object({
  name: z.string(),
  href: z.string().describe("a path on the shop's own site"),
  image: pictureSchema,
});
export type HomeLogo = z.infer<typeof homeLogoSchema>;

export const homeContentSchema = z
  .object({
    slides: z.array(homeSlideSchema).describe("the main carousel's slides, in order"),
    sponsors: z.array(homeLogoSchema).describe("the sponsor carousel"),
    brands: z.array(homeLogoSchema).describe("the brand carousel"),
    picks: z.array(productSummarySchema).describe("the magic carousel's products, priced"),
  })
  .meta({ id: "HomeContent" });
export type HomeContent = z.infer<typeof homeContentSchema>;

export const homeRoutes = {
  homeContent: route({
    method: "GET",
    path: "/api/home",
    summary: "The homepage's carousels of the request's brand: main slides, sponsors, brands and picks",
    tags: ["home"],
    responses: { 200: homeContentSchema },
  }),
};
