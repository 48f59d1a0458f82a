/**
 * Issue 15 "Believable demo data" (decision 141): names unique in their category at the default
 * 3,000 products and at larger counts, specifications that agree with the name, prices in a band
 * a tradesperson would believe and rising with size, the unit of sale the name implies, and a
 * picture of the right kind of thing.
 */
import { describe, expect, it } from "vitest";
import { DEPARTMENTS } from "./catalogue/index.ts";
import { buildCatalogue } from "./categories.ts";
import { buildProducts, type SeedProduct } from "./products.ts";
import { createRandom } from "./random.ts";

const catalogue = buildCatalogue(DEPARTMENTS);
const categoryName = new Map(catalogue.categories.map((c) => [c.id, c.name]));
const motifOf = new Map(catalogue.families.map((f) => [f.categoryId, f.family.motif]));
const build = (count: number) =>
  buildProducts(createRandom(20261121).fork("products"), catalogue.families, count).products;
const DEFAULT = build(3000);
const LARGE = build(20_000);

function sharedNames(products: readonly SeedProduct[]): string[] {
  const seen = new Set<string>();
  const shared: string[] = [];
  for (const p of products) {
    const key = `${categoryName.get(p.categoryId)}: ${p.name}`;
    if (seen.has(key)) shared.push(key);
    seen.add(key);
  }
  return shared;
}

const inCategory = (products: readonly SeedProduct[], name: string) =>
  products.filter((p) => categoryName.get(p.categoryId) === name);

describe("demo product names (issue 15)", () => {
  it.each([
    ["3,000", DEFAULT],
    ["20,000", LARGE],
  ])("are unique within each category at %s products", (_, products) => {
    expect(products).toHaveLength(products === DEFAULT ? 3000 : 20_000);
    expect(sharedNames(products)).toEqual([]);
  });

  it("are unique within each category at the benchmarks' 100,000 products too", { timeout: 60_000 }, () => {
    const benchmark = build(100_000);
    expect(benchmark).toHaveLength(100_000);
    expect(sharedNames(benchmark)).toEqual([]);
    expect(benchmark.filter((p) => /-\d+$|\(\d+\)$|#\d/.test(p.name)).map((p) => p.name)).toEqual([]);
  });

  it("tell apart same-kind products by their size, grade or maker, never by a number added on", () => {
    expect(LARGE.filter((p) => /-\d+$|\(\d+\)$|#\d/.test(p.name)).map((p) => p.name)).toEqual([]);
    const fans = inCategory(DEFAULT, "Stove Fans and Thermometers").map((p) => p.name);
    expect(new Set(fans).size).toBe(fans.length);
  });

  it("agree with every specification that varies in their category", () => {
    // A value every product of the category shares (a brick's 215 x 102.5 x 65mm) is the
    // category's fact; one that varies must be in the name, or the two could disagree.
    const varying = new Map<string, Set<string>>();
    for (const p of LARGE) {
      for (const spec of p.specifications) {
        const key = `${p.categoryId}|${spec.name}`;
        varying.set(key, (varying.get(key) ?? new Set()).add(spec.value));
      }
    }
    const shownIn = (name: string, value: string) =>
      value === "Cut to your length"
        ? name.endsWith("Cut to Length")
        : new RegExp(`(^|[\\s(])${value.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}($|[\\s),])`, "i").test(name);
    const faults = LARGE.flatMap((p) =>
      p.specifications
        .filter((spec) => !["Brand", "Country of Origin"].includes(spec.name))
        .filter((spec) => (varying.get(`${p.categoryId}|${spec.name}`)?.size ?? 0) > 1)
        .filter((spec) => !shownIn(p.name, spec.value))
        .map((spec) => `${p.name}: ${spec.name} ${spec.value}`),
    );
    expect(faults).toEqual([]);
  });

  it("list plasterboard grades only on boards whose name carries that grade", () => {
    const boards = inCategory(LARGE, "Plasterboard");
    const faults = boards.filter((p) => {
      const grade = p.specifications.find((s) => s.name === "Grade")?.value;
      return grade ? !p.name.includes(grade) : /Moisture|Fire|Acoustic/.test(p.name);
    });
    expect(boards.length).toBeGreaterThan(100);
    expect(faults.map((p) => p.name)).toEqual([]);
  });
});

/** What one unit of sale costs ex VAT, in pence, for what each kind of product is. */
const BANDS: [category: string, low: number, high: number][] = [
  ["Facing Bricks", 30, 150],
  ["Engineering Bricks", 30, 150],
  ["Multi-fuel Stoves", 30_000, 250_000],
  ["Wood Burning Stoves", 30_000, 250_000],
  ["Plasterboard", 500, 2000],
  ["Treated Sawn Timber", 80, 1200],
  ["Untreated Sawn Timber", 80, 1200],
  ["CLS Studwork", 80, 1200],
  ["Wood Screws", 1, 15],
  ["Wall Plugs and Anchors", 2, 60],
  ["Cement", 400, 1500],
  ["Cement Mixers", 20_000, 100_000],
  ["Stove Fans and Thermometers", 800, 10_000],
  ["Carbon Monoxide Alarms", 1000, 5000],
];

/**
 * A number that measures: a length, area, weight, volume, output, capacity or count in a pack. Not
 * a voltage (another power supply, not a bigger tool) nor a boot or glove size (which costs the
 * same), and a bigger one may cost the same where size does not change the price (a stone's grading).
 */
const SIZE =
  /(?<=^|[\s(])\d+(\.\d+)?(?=(mm|m|m²|m³|kW|kg|g|L|ml|in|ft|oz|lb|Ah)?\b)(?<!Size \d+)(?!°)(?!\s*x\s)(?! Grade| Gauge| Bowl| Light| Blade| Piece| Section| Tread)/g;

/** A pack's price per item; anything else's price per unit of sale. */
const perItem = (p: SeedProduct) => (p.unit === "pack" ? p.priceExVat / (p.packSize ?? 1) : p.priceExVat);

describe("demo product prices (issue 15)", () => {
  it.each(BANDS)("put %s between %ip and %ip a unit (a pack's price per item)", (category, low, high) => {
    const products = inCategory(LARGE, category);
    expect(products.length).toBeGreaterThan(0);
    const outside = products.filter((p) => perItem(p) < low || perItem(p) > high);
    expect(outside.map((p) => `${p.name} ${p.priceExVat}p`)).toEqual([]);
  });

  it("put a pack of screws at a few pounds, a bag of sand at a few pounds and a bulk bag at tens", () => {
    const screws = inCategory(LARGE, "Wood Screws").filter((p) => p.packSize === 100);
    expect(Math.max(...screws.map((p) => p.priceExVat))).toBeLessThan(1500);
    const sand = inCategory(LARGE, "Building Sand");
    for (const p of sand) {
      if (p.unit === "bag") expect(p.priceExVat, p.name).toBeLessThan(800);
      else expect(p.priceExVat, p.name).toBeGreaterThan(2500);
    }
  });

  it("never charge less for a bigger size of the same thing", () => {
    // Timber lengths aside (a metre of one section costs the same in every length), two products
    // of a category whose names differ only in one number cost more the bigger that number.
    const faults: string[] = [];
    const groups = new Map<string, SeedProduct[]>();
    for (const p of LARGE.filter((p) => !p.isTally)) {
      const numbers = p.name.match(SIZE) ?? [];
      numbers.forEach((_, i) => {
        let n = -1;
        const stem = p.name.replace(SIZE, (m) => (++n === i ? "#" : m));
        const key = `${p.categoryId}|${stem}`;
        groups.set(key, [...(groups.get(key) ?? []), p]);
      });
    }
    for (const [key, products] of groups) {
      if (products.length < 2) continue;
      const at = key.split("|")[1]!.indexOf("#");
      const size = (p: SeedProduct) => Number.parseFloat(p.name.slice(at));
      const sorted = [...products].sort((a, b) => size(a) - size(b));
      sorted.forEach((p, i) => {
        const smaller = sorted[i - 1];
        if (smaller && size(smaller) < size(p) && smaller.priceExVat > p.priceExVat) {
          faults.push(`${smaller.name} ${smaller.priceExVat}p > ${p.name} ${p.priceExVat}p`);
        }
      });
    }
    expect(faults).toEqual([]);
  });
});

describe("demo units of sale (issue 15)", () => {
  it("sell what a name calls a pack of N as a pack of N, and nothing else as a pack", () => {
    const faults = LARGE.filter((p) => {
      const named = /\b(?:Pack|Box) of (\d+)\b/.exec(p.name);
      return named
        ? p.unit !== "pack" || p.packSize !== Number(named[1])
        : p.unit === "pack" || p.packSize !== null;
    });
    expect(faults.map((p) => `${p.name}: ${p.unit} ${p.packSize}`)).toEqual([]);
  });

  it("sell timber by the metre, boards by the sheet, bulk bags by the tonne bag and grass by the m²", () => {
    const unitsIn = (category: string) => new Set(inCategory(DEFAULT, category).map((p) => p.unit));
    expect(unitsIn("Treated Sawn Timber")).toEqual(new Set(["m"]));
    expect(unitsIn("Plasterboard")).toEqual(new Set(["sheet"]));
    expect(unitsIn("Plywood")).toEqual(new Set(["sheet"]));
    expect(unitsIn("Building Sand")).toEqual(new Set(["bag", "tonne-bag"]));
    expect(unitsIn("Artificial Grass")).toEqual(new Set(["m2"]));
    expect(unitsIn("Loft Insulation")).toEqual(new Set(["roll"]));
    expect(unitsIn("Multi-fuel Stoves")).toEqual(new Set(["each"]));
  });
});

describe("demo pictures (issue 15)", () => {
  it.each([
    [/\bCement Mixer\b/, "mixer"],
    [/\bWheelbarrow\b/, "wheelbarrow"],
    [/\b(Circular Saw|Angle Grinder) \d/, "disc-tool"],
    [/\b(Combi Drill|Drill Driver|Impact Driver|Hammer Drill)\b/, "power-tool"],
    [/\bSafety Boot\b/, "boot"],
    [/\b(Tape Measure|Spirit Level)\b/, "measure"],
    [/\b(Multi-fuel|Wood Burning|Inset|Boiler|Gas) Stove\b/, "stove"],
    [/\bPlasterboard (Square|Tapered)\b/, "sheet"],
    [/\b(Facing|Engineering) Brick\b/, "brick"],
    [/\b(Membrane|Damp Proof Course|Weed Control Fabric|Artificial Grass)\b/, "roll"],
  ])("draw every product named %s as a %s", (named, motif) => {
    const products = DEFAULT.filter((p) => named.test(p.name));
    expect(products.length).toBeGreaterThan(0);
    expect(products.filter((p) => motifOf.get(p.categoryId) !== motif).map((p) => p.name)).toEqual([]);
  });
});
