import { describe, expect, it } from "vitest";
import { DEPARTMENTS } from "./catalogue/index.ts";
import { buildCatalogue } from "./categories.ts";
import { allocateProducts, buildProducts } from "./products.ts";
import { createRandom } from "./random.ts";

const catalogue = buildCatalogue(DEPARTMENTS);
const byId = new Map(catalogue.categories.map((c) => [c.id, c]));
// Enough products for every name pattern and axis of every family to be used.
const { products, priceBreaks } = buildProducts(createRandom(5).fork("products"), catalogue.families, 20_000);

describe("the demo category tree", () => {
  it("covers the departments the issue names", () => {
    const top = catalogue.categories.filter((c) => c.level === 1).map((c) => c.name);
    expect(top).toEqual(
      expect.arrayContaining([
        "Stoves & Fireplaces",
        "Building Materials",
        "Timber & Sheet Materials",
        "Plumbing & Heating",
        "Landscaping",
        "Tools",
      ]),
    );
  });

  it("is exactly three levels, each path running from its department down to itself", () => {
    for (const category of catalogue.categories) {
      expect(category.path).toHaveLength(category.level);
      expect(category.path.at(-1)).toBe(category.id);
      expect(category.parentId).toBe(category.level === 1 ? null : category.path.at(-2));
      expect(byId.get(category.path[0] as number)?.level).toBe(1);
    }
    expect(new Set(catalogue.categories.map((c) => c.level))).toEqual(new Set([1, 2, 3]));
  });

  it("gives each department five to ten groups and each group three to six categories", () => {
    const children = (id: number) => catalogue.categories.filter((c) => c.parentId === id);
    for (const department of catalogue.categories.filter((c) => c.level === 1)) {
      const groups = children(department.id);
      expect(groups.length, department.name).toBeGreaterThanOrEqual(5);
      expect(groups.length, department.name).toBeLessThanOrEqual(10);
      for (const group of groups) {
        expect(children(group.id).length, group.name).toBeGreaterThanOrEqual(3);
        expect(children(group.id).length, group.name).toBeLessThanOrEqual(6);
      }
    }
  });

  it("has unique URL-safe slugs and a real sentence describing every category", () => {
    expect(new Set(catalogue.categories.map((c) => c.slug)).size).toBe(catalogue.categories.length);
    for (const category of catalogue.categories) {
      expect(category.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(category.description).toMatch(/^[A-Z].{20,}\.$/);
      expect(category.description.toLowerCase()).not.toContain("lorem");
    }
  });

  it("links stoves to flue pipe and fire cement as their bill of materials", () => {
    const stoves = catalogue.families.find((f) => f.family.name === "Multi-fuel Stoves");
    const names = stoves?.essentialCategoryIds.map((id) => byId.get(id)?.name);
    expect(names).toEqual(["Vitreous Enamel Flue Pipe", "Fire Cement and Sealants"]);
  });
});

describe("demo products", () => {
  it("are shared out so every level-3 category has some, bigger families more", () => {
    const counts = allocateProducts(catalogue.families, 3000);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(3000);
    expect(Math.min(...counts)).toBeGreaterThan(0);
    const stoves = catalogue.families.findIndex((f) => f.family.name === "Multi-fuel Stoves");
    const inset = catalogue.families.findIndex((f) => f.family.name === "Inset Stoves");
    expect(counts[stoves]).toBeGreaterThan(counts[inset] as number);
  });

  it("spread over the departments when there are fewer products than categories", () => {
    const counts = allocateProducts(catalogue.families, 7);
    const departments = catalogue.families.filter((_, i) => counts[i] === 1).map((f) => f.department.name);
    expect(new Set(departments).size).toBe(7);
  });

  it("have unique part numbers and slugs", () => {
    expect(new Set(products.map((p) => p.partNumber)).size).toBe(products.length);
    expect(new Set(products.map((p) => p.slug)).size).toBe(products.length);
  });

  it("have names filled from their vocabularies, with no placeholder left", () => {
    expect(products.filter((p) => /[{}]|undefined|\s{2}/.test(p.name)).map((p) => p.name)).toEqual([]);
    expect(products.map((p) => p.name)).toEqual(
      expect.arrayContaining([expect.stringMatching(/^C24 Treated Sawn Timber 47 x 100mm x \d\.\dm$/)]),
    );
  });

  it("sit in level-3 categories with a positive price, 4 to 8 specifications and a few sentences", () => {
    const faults = products.filter(
      (p) =>
        byId.get(p.categoryId)?.level !== 3 ||
        !(Number.isInteger(p.priceExVat) && p.priceExVat > 0) ||
        p.specifications.length < 4 ||
        p.specifications.length > 8 ||
        p.description.split(". ").length < 3,
    );
    expect(faults).toEqual([]);
  });

  it("sell timber by the metre with a saw-to-size maximum and CODE/LENGTH/SECTION part numbers", () => {
    const tally = products.filter((p) => p.isTally);
    expect(tally.length).toBeGreaterThan(1000);
    const faults = tally.filter(
      (p) =>
        p.unit !== "m" ||
        !(p.sawToSizeMax && p.sawToSizeMax > 0) ||
        !/^[A-Z]{3}\/\d\.\d\/\d+(-\d+)?$/.test(p.partNumber),
    );
    expect(faults).toEqual([]);
    expect(new Set(tally.map((p) => p.sawToSizeMax))).toEqual(new Set([3, 5, 10]));
    const custom = tally.filter((p) => p.partNumber.split("/")[1] === "1.0");
    expect(custom.length).toBeGreaterThan(0);
    expect(custom.filter((p) => !p.name.endsWith("Cut to Length"))).toEqual([]);
    expect(products.filter((p) => !p.isTally && p.sawToSizeMax !== null)).toEqual([]);
  });

  it("mostly carry 20% VAT, with 5% energy-saving insulation and zero-rated books", () => {
    const rates = new Map<number, number>();
    for (const product of products) rates.set(product.vatRate, (rates.get(product.vatRate) ?? 0) + 1);
    expect([...rates.keys()].sort((a, b) => a - b)).toEqual([0, 5, 20]);
    expect(rates.get(20) ?? 0).toBeGreaterThan(products.length * 0.9);
  });

  it("give about two in five products two or three falling quantity-break prices", () => {
    const breaksOf = new Map<number, typeof priceBreaks>();
    for (const b of priceBreaks) breaksOf.set(b.productId, [...(breaksOf.get(b.productId) ?? []), b]);
    const share = breaksOf.size / products.length;
    expect(share).toBeGreaterThan(0.3);
    expect(share).toBeLessThan(0.5);
    const priceOf = new Map(products.map((p) => [p.id, p.priceExVat]));
    const faults = [...breaksOf].filter(([productId, breaks]) => {
      const steps = [{ minQty: 1, priceExVat: priceOf.get(productId) as number }, ...breaks];
      const falling = steps.every(
        (b, i) => i === 0 || (b.minQty > steps[i - 1]!.minQty && b.priceExVat < steps[i - 1]!.priceExVat),
      );
      return breaks.length < 2 || breaks.length > 3 || !falling;
    });
    expect(faults).toEqual([]);
  });
});
