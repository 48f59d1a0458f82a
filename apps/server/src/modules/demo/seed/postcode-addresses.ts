/**
 * The demo's address book for the checkout's address lookup (spec/1 §2 Address popup; decision
 * 123): the delivery points of every branch's postcode (the units of its trading estate, its own
 * among them) and of the postcodes the shop's pages, tests and journeys type, so a lookup of any
 * of them offers a list to choose from. A few of those postcodes hold exactly one address (a farm,
 * a cottage, a shop), the lookup's `single` state. Houses, flats and named houses are made up
 * from the seed, so the same seed writes the same rows in the same order: down the street.
 */
import type { Random } from "./random.ts";

export type SeedPostcodeAddress = {
  postcode: string;
  line1: string;
  line2: string;
  city: string;
  county: string;
};

type Place = { postcode: string; city: string; county: string };

/** Postcodes typed in the shop's tests, docs and journeys: each a street of several addresses. */
export const DEMO_STREET_POSTCODES: readonly Place[] = [
  { postcode: "IP1 1AA", city: "Ipswich", county: "Suffolk" },
  { postcode: "IP4 2BX", city: "Ipswich", county: "Suffolk" },
  { postcode: "IP2 2BB", city: "Ipswich", county: "Suffolk" },
  { postcode: "IP3 3CC", city: "Ipswich", county: "Suffolk" },
  { postcode: "CO1 1AA", city: "Colchester", county: "Essex" },
  { postcode: "NR2 4SX", city: "Norwich", county: "Norfolk" },
  { postcode: "CB1 1AA", city: "Cambridge", county: "Cambridgeshire" },
  { postcode: "CB1 1PT", city: "Cambridge", county: "Cambridgeshire" },
  { postcode: "TR18 2AA", city: "Penzance", county: "Cornwall" },
];

/**
 * Postcodes of one delivery point each. Their outward codes are no seed town's, so no branch's
 * postcode can land on one and give it neighbours.
 */
export const DEMO_SINGLE_ADDRESSES: readonly SeedPostcodeAddress[] = [
  {
    postcode: "IP4 4DD",
    line1: "The Old Rectory",
    line2: "Rectory Road",
    city: "Ipswich",
    county: "Suffolk",
  },
  { postcode: "KW1 4YT", line1: "Hillhead Farm", line2: "Stirkoke", city: "Wick", county: "Caithness" },
  {
    postcode: "ZE1 0AA",
    line1: "Harbour Chandlery",
    line2: "Commercial Street",
    city: "Lerwick",
    county: "Shetland",
  },
  {
    postcode: "HS1 2AA",
    line1: "Tigh na Mara",
    line2: "Newton Street",
    city: "Stornoway",
    county: "Isle of Lewis",
  },
  {
    postcode: "TR18 4AA",
    line1: "Rose Cottage",
    line2: "Chapel Street",
    city: "Penzance",
    county: "Cornwall",
  },
];

const STREETS = [
  "Orchard Close",
  "Victoria Road",
  "Church Lane",
  "Queen Street",
  "Manor Road",
  "Park Avenue",
  "Kingsley Drive",
  "Elm Grove",
  "Chestnut Way",
  "Greenfield Road",
  "St John's Road",
  "Albert Terrace",
  "Beech Crescent",
  "Meadow View",
  "Windmill Hill",
  "Sandringham Gardens",
] as const;
const BLOCKS = ["Albion Court", "Regent House", "Maltings Court", "Weavers Yard", "Cedar Lodge"] as const;
const HOUSE_NAMES = [
  "Rose Cottage",
  "The Laurels",
  "Holly House",
  "Fern Lodge",
  "Brook Cottage",
  "The Old Forge",
  "Willow Barn",
  "Orchard House",
  "The Granary",
  "Ivy Cottage",
] as const;

/** Someone's street: numbered houses on one side, a block of flats, or a lane of named houses. */
function street(random: Random, place: Place, road: string): SeedPostcodeAddress[] {
  const at = (line1: string, line2 = "") => ({ ...place, line1, line2 });
  const roll = random.next();
  if (roll < 0.6) {
    // One side of the road: odd or even numbers in a run.
    const count = random.int(6, 20);
    const first = random.int(1, 40);
    return Array.from({ length: count }, (_, i) => at(`${first + 2 * i} ${road}`));
  }
  if (roll < 0.85) {
    const block = random.pick(BLOCKS);
    const flats = Array.from({ length: random.int(4, 12) }, (_, i) => at(`Flat ${i + 1}, ${block}`, road));
    const first = random.int(1, 30);
    const houses = Array.from({ length: random.int(2, 6) }, (_, i) => at(`${first + 2 * i} ${road}`));
    return [...flats, ...houses];
  }
  return random
    .shuffle(HOUSE_NAMES)
    .slice(0, random.int(3, 8))
    .map((name) => at(name, road));
}

type BranchPlace = {
  postcode: string;
  address1: string;
  address2: string;
  address3: string;
  address4: string;
};

/** A branch's trading estate: the units around it share its postcode, its own among them. */
function estate(random: Random, branch: BranchPlace): SeedPostcodeAddress[] {
  const place = { postcode: branch.postcode, city: branch.address3, county: branch.address4 };
  const own = /^Unit (\d+), (.+)$/.exec(branch.address1);
  if (!own) return [{ ...place, line1: branch.address1, line2: branch.address2 }];
  const unit = Number(own[1]);
  const estateName = own[2] as string;
  const neighbours = random
    .shuffle(Array.from({ length: 24 }, (_, i) => i + 1).filter((n) => n !== unit))
    .slice(0, random.int(3, 12));
  return [unit, ...neighbours]
    .sort((a, b) => a - b)
    .map((n) => ({ ...place, line1: `Unit ${n}, ${estateName}`, line2: branch.address2 }));
}

/**
 * Every demo address, grouped by postcode in a fixed order: the branches' postcodes (by branch
 * id), then the typed streets, then the single addresses. Two sources of one postcode (a branch
 * whose made-up postcode is a typed one, two branches on one) share it: their addresses join.
 */
export function buildPostcodeAddresses(
  random: Random,
  branches: readonly BranchPlace[],
): SeedPostcodeAddress[] {
  const byPostcode = new Map<string, SeedPostcodeAddress[]>();
  const add = (rows: SeedPostcodeAddress[]) => {
    for (const row of rows) {
      const known = byPostcode.get(row.postcode) ?? [];
      if (!known.some((other) => other.line1 === row.line1 && other.line2 === row.line2)) known.push(row);
      byPostcode.set(row.postcode, known);
    }
  };
  for (const branch of branches) add(estate(random.fork(`estate:${branch.postcode}`), branch));
  // Each typed postcode on a road of its own, so two of one town never read alike.
  const roads = random.fork("roads").shuffle(STREETS);
  DEMO_STREET_POSTCODES.forEach((place, i) =>
    add(street(random.fork(`street:${place.postcode}`), place, roads[i % roads.length] as string)),
  );
  for (const single of DEMO_SINGLE_ADDRESSES) add([single]);
  return [...byPostcode.values()].flat();
}
