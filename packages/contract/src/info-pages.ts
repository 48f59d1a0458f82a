/**
 * Info pages (issue 16; spec/2 §2 info pages, spec/3 §4): content the merchandisers keep in the
 * database, a title and a list of blocks the page renders on the server: text, tabs, slide-down
 * sections, a calculator as a widget, a video loaded when pressed, the about-us sliding panel and a
 * picture with pins on it (spec/1 §2 "image pin overlay").
 */
import { z } from "zod";
import { failures } from "./errors.ts";
import { text } from "./input.ts";
import { route } from "./route.ts";

const MAX_INFO_SLUG_LENGTH = 100;

/** A point on a pinned picture: where, in % of its width and height, what is there and the shop's page of it. */
const pinSchema = z.object({
  x: z.number().min(0).max(100),
  y: z.number().min(0).max(100),
  label: z.string(),
  href: z
    .string()
    .regex(/^\/(?!\/)/)
    .describe("a path on this site: pins never lead away from the shop"),
});

export const INFO_CALCULATORS = ["stove-size", "aggregate", "brick", "unit-converter"] as const;

const textBlockSchema = z.object({
  type: z.literal("text"),
  heading: z.string().nullable(),
  paragraphs: z.array(z.string()),
});

const calculatorBlockSchema = z.object({
  type: z.literal("calculator"),
  calculator: z.enum(INFO_CALCULATORS),
});

/** What a tab or a slide-down section holds. */
const innerBlockSchema = z.discriminatedUnion("type", [textBlockSchema, calculatorBlockSchema]);

export const infoBlockSchema = z
  .discriminatedUnion("type", [
    textBlockSchema,
    calculatorBlockSchema,
    z.object({
      type: z.literal("tabs"),
      label: z.string().describe("names the tab list for screen readers"),
      tabs: z.array(z.object({ title: z.string(), blocks: z.array(innerBlockSchema) })),
    }),
    z.object({
      type: z.literal("sections"),
      sections: z
        .array(z.object({ title: z.string(), blocks: z.array(innerBlockSchema) }))
        .describe("slide-down sections: each title opens and closes its content"),
    }),
    z.object({
      type: z.literal("video"),
      title: z.string().describe("what the video shows; its player's accessible name"),
      youtubeId: z
        .string()
        .regex(/^[A-Za-z0-9_-]{11}$/)
        .describe("the YouTube video's id, played by the privacy-enhanced player once pressed"),
    }),
    z.object({
      type: z.literal("pins"),
      image: z.object({ url: z.string(), alt: z.string() }),
      pins: z.array(pinSchema),
    }),
    z.object({
      type: z.literal("panel"),
      button: z.string().describe("the words of the button that slides the panel in"),
      heading: z.string(),
      paragraphs: z.array(z.string()),
    }),
  ])
  .meta({ id: "InfoBlock" });
export type InfoBlock = z.infer<typeof infoBlockSchema>;
export type InfoInnerBlock = z.infer<typeof innerBlockSchema>;

export const infoPageSchema = z
  .object({
    slug: z.string(),
    title: z.string(),
    summary: z.string().describe("the page's description for search engines and link previews"),
    blocks: z.array(infoBlockSchema),
  })
  .meta({ id: "InfoPage" });
export type InfoPage = z.infer<typeof infoPageSchema>;

export const infoPageRoutes = {
  infoPage: route({
    method: "GET",
    path: "/api/info-pages/{slug}",
    summary: "An info page of the request's brand (or of every brand) by its slug: title, summary and blocks",
    tags: ["info pages"],
    params: z.object({
      slug: text(MAX_INFO_SLUG_LENGTH).min(1, { error: "Is required" }).describe("the page's slug"),
    }),
    responses: { 200: infoPageSchema, ...failures(400, 404) },
  }),
};
