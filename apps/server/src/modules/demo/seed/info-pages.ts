/**
 * The demo info pages (issue 16; spec/2 §2 info pages): about us with its sliding panel, a building
 * guide whose tabs hold the brick, aggregate and length calculators, and a stove buying guide with
 * the room-size calculator and slide-down questions. Every brand shares them; the brand's name is
 * the page's own (the web writes it in), so they read right on each site.
 */
import type { InfoBlock, InfoInnerBlock } from "@merchant/contract";
import { infoPages } from "../../../db/schema.ts";
import type { Executor } from "./sql-runner.ts";
import { insertRows } from "./insert-rows.ts";

type DemoInfoPage = { slug: string; title: string; summary: string; blocks: InfoBlock[] };

const text = (heading: string | null, ...paragraphs: string[]): InfoInnerBlock => ({
  type: "text",
  heading,
  paragraphs,
});

export const DEMO_INFO_PAGES: readonly DemoInfoPage[] = [
  {
    slug: "about-us",
    title: "About us",
    summary:
      "A family of builders' merchants: timber, building materials, stoves and plumbing from local branches.",
    blocks: [
      text(
        null,
        "We are builders' merchants with branches across the country: timber cut to length, building materials by the bag or the lorry load, stoves, plumbing and landscaping.",
        "Trade customers hold accounts with credit terms at their branch; everyone can buy online and collect from a branch or have it delivered.",
      ),
      {
        type: "panel",
        button: "Our story",
        heading: "Our story",
        paragraphs: [
          "The first yard opened beside the railway in 1962, selling timber and coal to local builders.",
          "Four merchant brands later, every branch still cuts timber to length while you wait and knows its trade customers by name.",
        ],
      },
      {
        type: "sections",
        sections: [
          {
            title: "Do you deliver?",
            blocks: [
              text(
                null,
                "Yes: from your chosen branch, on its delivery days, by van or lorry with a crane where needed.",
              ),
            ],
          },
          {
            title: "Can I open a trade account?",
            blocks: [
              text(
                null,
                "Ask at your branch: trade accounts come with credit terms and trade prices at that branch.",
              ),
            ],
          },
        ],
      },
    ],
  },
  {
    slug: "building-guides",
    title: "Building guides",
    summary: "How many bricks a wall takes, how much sand a patio base needs, and lengths in every unit.",
    blocks: [
      text(null, "Work out what to order before you come in: each guide has its calculator beside it."),
      {
        type: "tabs",
        label: "Building guides",
        tabs: [
          {
            title: "Bricks and walls",
            blocks: [
              text(
                "Bricks for a wall",
                "Choose the brick size and the wall's area; allow 5% more for cuts and breakages.",
              ),
              { type: "calculator", calculator: "brick" },
            ],
          },
          {
            title: "Patios and paths",
            blocks: [
              text(
                "Sand, gravel and slate",
                "Give the area's length, width and depth in millimetres: a patio base is usually 50 mm of sharp sand.",
              ),
              { type: "calculator", calculator: "aggregate" },
            ],
          },
          {
            title: "Measuring",
            blocks: [
              text(
                "Imperial and metric",
                "Timber is sold in metric lengths; the converter turns feet and inches into millimetres.",
              ),
              { type: "calculator", calculator: "unit-converter" },
            ],
          },
        ],
      },
    ],
  },
  {
    slug: "stove-buying-guide",
    title: "Stove buying guide",
    summary: "Choosing a wood burning or multi-fuel stove: the output your room needs, flues and hearths.",
    blocks: [
      text(
        "The right size of stove",
        "A stove too big for its room runs too cool and soots its glass; too small and it never warms the room. Roughly, each kilowatt heats 14 cubic metres.",
      ),
      { type: "calculator", calculator: "stove-size" },
      {
        type: "pins",
        image: {
          url: "/guides/stove-room.svg",
          alt: "A living room with a multi-fuel stove on a slate hearth, its black flue pipe rising into the chimney breast",
        },
        pins: [
          { x: 50, y: 62, label: "Multi-fuel Stoves", href: "/category/multi-fuel-stoves" },
          { x: 50, y: 22, label: "Vitreous Enamel Flue Pipe", href: "/category/vitreous-enamel-flue-pipe" },
          { x: 78, y: 80, label: "Fire Cement and Sealants", href: "/category/fire-cement-and-sealants" },
        ],
      },
      { type: "video", title: "Lighting a wood burning stove", youtubeId: "demo0stove1" },
      {
        type: "sections",
        sections: [
          {
            title: "Do I need a flue liner?",
            blocks: [
              text(
                null,
                "Most chimneys need a liner for a stove: ask your branch for a survey by a HETAS installer.",
              ),
            ],
          },
          {
            title: "What hearth does a stove need?",
            blocks: [
              text(
                null,
                "A constructional hearth at least 125 mm thick, and 225 mm in front of the stove's door.",
              ),
            ],
          },
        ],
      },
    ],
  },
];

export async function insertDemoInfoPages(executor: Executor): Promise<void> {
  await insertRows(
    executor,
    infoPages,
    DEMO_INFO_PAGES.map((page) => ({ ...page, brandCode: null })),
  );
}
