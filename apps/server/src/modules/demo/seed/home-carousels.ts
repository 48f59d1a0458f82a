/**
 * The demo homepage carousels (issue 16; spec/1 §2, spec/3 §2, §4, §9), for every brand:
 * - main: a slide for each of four departments the brand leads with, pictured by the department's
 *   most popular product, on a dark colour that white text reads on (WCAG AA);
 * - sponsor and brand: the manufacturers with the most popular products, each pictured by its
 *   most popular product and leading to a search for its name;
 * - magic: ten popular products, a different ten on each brand.
 * Chosen by popularity and id, so the same seed gives the same items.
 */
import { sql } from "drizzle-orm";
import type { BrandCode } from "../../../db/schema.ts";
import type { Executor } from "./sql-runner.ts";

type DemoSlide = { department: string; title: string; body: string; background: string };

const SLIDES: Record<string, Omit<DemoSlide, "department">> = {
  "Stoves & Fireplaces": {
    title: "Warm up for winter",
    body: "Wood burning and multi-fuel stoves, flue and hearths, with free advice on sizing your stove.",
    background: "#7a2e1d",
  },
  "Building Materials": {
    title: "Build it right",
    body: "Blocks, bricks, cement and aggregates by the bag or the lorry load, delivered to site.",
    background: "#1f4e79",
  },
  "Timber & Sheet Materials": {
    title: "Timber cut to length",
    body: "Treated carcassing, decking and sheet materials, cut while you wait at every branch.",
    background: "#2e5e2b",
  },
  "Plumbing & Heating": {
    title: "Plumbing in stock",
    body: "Pipe, fittings, taps and bathrooms, ready to collect from your local branch today.",
    background: "#134e4a",
  },
  Landscaping: {
    title: "Make the most of the garden",
    body: "Paving, sleepers, fencing and decorative stone for patios, paths and borders.",
    background: "#4a3b12",
  },
  Tools: {
    title: "Tools for the trade",
    body: "Power tools, hand tools and site equipment from the names the trade trusts.",
    background: "#3d3a6b",
  },
  "Doors & Joinery": {
    title: "Doors and joinery",
    body: "Internal and external doors, stairparts, architrave and skirting for the finish.",
    background: "#4a1d3d",
  },
};

/** The departments each brand's main carousel leads with, in order. */
const LEAD_DEPARTMENTS: Record<BrandCode, readonly string[]> = {
  BU: ["Building Materials", "Timber & Sheet Materials", "Landscaping", "Tools"],
  HB: ["Timber & Sheet Materials", "Doors & Joinery", "Building Materials", "Landscaping"],
  TG: ["Building Materials", "Plumbing & Heating", "Tools", "Timber & Sheet Materials"],
  SG: ["Stoves & Fireplaces", "Plumbing & Heating", "Building Materials", "Doors & Joinery"],
};

const SPONSORS = 8;
const BRANDS = 14;
const PICKS = 10;

export async function insertDemoHomeCarousels(executor: Executor): Promise<void> {
  const slides = sql.join(
    Object.entries(LEAD_DEPARTMENTS).flatMap(([brand, departments]) =>
      departments.map((department, index) => {
        const slide = SLIDES[department]!;
        return sql`(${brand}, ${index + 1}::int, ${department}, ${slide.title}, ${slide.body}, ${slide.background})`;
      }),
    ),
    sql`, `,
  );
  await executor.execute(sql`insert into home_carousel_items
      (brand_code, carousel, position, title, body, href, product_id, background)
    select s.brand, 'main', s.position, s.title, s.body, '/category/' || d.slug, top.id, s.background
    from (values ${slides}) s(brand, position, department, title, body, background)
    join categories d on d.level = 1 and d.name = s.department
    join lateral (
      select p.id from products p join categories c on c.id = p.category_id
      where p.active and c.path[1] = d.id order by p.popularity desc, p.id limit 1
    ) top on true`);

  await executor.execute(sql`insert into home_carousel_items
      (brand_code, carousel, position, title, href, product_id)
    select b.code, kind.carousel, m.rank, m.manufacturer, '/search?q=' || replace(m.manufacturer, ' ', '+'), m.top_id
    from brands b
    cross join (values ('sponsor', ${SPONSORS}::int), ('brand', ${BRANDS}::int)) kind(carousel, size)
    join (
      select manufacturer,
        (array_agg(id order by popularity desc, id))[1] as top_id,
        row_number() over (order by sum(popularity) desc, manufacturer)::int as rank
      from products where active group by manufacturer
    ) m on m.rank <= kind.size`);

  await executor.execute(sql`insert into home_carousel_items
      (brand_code, carousel, position, title, href, product_id)
    select b.code, 'magic', p.rank - b.offset_rank, p.name, '/product/' || p.slug, p.id
    from (select code, (row_number() over (order by code) - 1)::int * ${PICKS}::int as offset_rank from brands) b
    join (
      select id, name, slug, row_number() over (order by popularity desc, id)::int as rank
      from products where active
    ) p on p.rank > b.offset_rank and p.rank <= b.offset_rank + ${PICKS}::int`);
}
