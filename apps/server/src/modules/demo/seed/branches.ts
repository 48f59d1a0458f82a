/**
 * Branches in real towns: an industrial-estate address with a real outward code for the town,
 * a phone from Ofcom's drama ranges, a mailbox under a reserved `.example` domain, opening
 * times, features, delivery radius and the days its vans deliver. Brands take turns, so every
 * brand has branches spread over the country, and a few branches are not yet taking web baskets.
 */
import type { OpeningTimes } from "../../../db/schema.ts";
import type { Random } from "./random.ts";
import type { SeedBrand } from "./brands.ts";
import { SEED_TOWNS, type SeedTown } from "./towns.ts";
import { slugify } from "./slug.ts";

export const STORE_FEATURES = [
  "Showroom",
  "Timber Cutting",
  "Kitchen Design",
  "Bathroom Showroom",
  "Tool Hire",
  "Trade Counter",
  "Plumbing Centre",
  "Landscaping Yard",
  "Key Cutting",
  "Paint Mixing",
] as const;
type StoreFeature = (typeof STORE_FEATURES)[number];

/** How often each feature is found; a design showroom goes with kitchen or bathroom design. */
const FEATURE_SHARE: Record<StoreFeature, number> = {
  Showroom: 0.35,
  "Timber Cutting": 0.6,
  "Kitchen Design": 0.3,
  "Bathroom Showroom": 0.25,
  "Tool Hire": 0.4,
  "Trade Counter": 0.9,
  "Plumbing Centre": 0.35,
  "Landscaping Yard": 0.4,
  "Key Cutting": 0.3,
  "Paint Mixing": 0.3,
};

export const MAX_SEED_BRANCHES = SEED_TOWNS.length;

export type SeedBranch = {
  id: number;
  code: string;
  brandCode: SeedBrand["code"];
  erp: SeedBrand["erp"];
  name: string;
  fullName: string;
  slug: string;
  address1: string;
  address2: string;
  address3: string;
  address4: string;
  postcode: string;
  lat: number;
  lng: number;
  phone: string;
  email: string;
  managerName: string | null;
  openingTimes: OpeningTimes;
  maxDeliveryMiles: number;
  basketEcommerceActive: boolean;
  features: StoreFeature[];
  /** The weekdays its vans deliver, ISO numbered (1 Monday … 7 Sunday): the checkout calendar's days. */
  deliveryWeekdays: number[];
  /** Whole days from an order to its earliest delivery. */
  deliveryLeadDays: number;
};

const ESTATE_NAMES = [
  "Riverside",
  "Northgate",
  "Brookfield",
  "Millfield",
  "Kingsway",
  "Westfield",
  "Hawthorn",
  "Beacon",
  "Orchard",
  "Canal Side",
  "Meadowbank",
  "Station",
  "Longmead",
  "Foxhall",
  "Greenacres",
  "Harbour",
] as const;
const ESTATE_KINDS = [
  "Industrial Estate",
  "Business Park",
  "Trade Park",
  "Enterprise Park",
  "Industrial Park",
] as const;
const STREETS = [
  "Mill Lane",
  "Station Road",
  "Commercial Road",
  "Ferry Lane",
  "Factory Lane",
  "Brunel Way",
  "Telford Road",
  "Stephenson Close",
  "Wharf Road",
  "Gas Works Lane",
  "Quarry Road",
  "Sawmill Lane",
  "Foundry Street",
  "Kiln Way",
  "Tannery Road",
  "Dock Road",
] as const;
const FIRST_NAMES = [
  "James",
  "Sarah",
  "David",
  "Emma",
  "Mark",
  "Claire",
  "Paul",
  "Rachel",
  "Gareth",
  "Fiona",
  "Stuart",
  "Joanne",
  "Craig",
  "Helen",
  "Darren",
  "Louise",
  "Ian",
  "Nicola",
  "Wayne",
  "Kirsty",
] as const;
const SURNAMES = [
  "Thompson",
  "Hughes",
  "Fletcher",
  "Morgan",
  "Barker",
  "Doyle",
  "Ellis",
  "Kerr",
  "Patel",
  "Walsh",
  "Holt",
  "Pritchard",
  "MacLeod",
  "Sutton",
  "Rowe",
  "Iqbal",
  "Bennett",
  "Lloyd",
  "Carter",
  "Nash",
] as const;
const DAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"] as const;
/** Letters used in the inward half of a postcode (C, I, K, M, O and V never appear there). */
const INWARD_LETTERS = "ABDEFGHJLNPQRSTUWXYZ";

type Hours = readonly [opens: string, closes: string] | null;
type Week = { weekdays: Hours; saturday: Hours; sunday: Hours };

/** Most branches keep trade hours; a few open later, close later or open on Sunday. */
const WEEKS: readonly { share: number; week: Week }[] = [
  { share: 0.7, week: { weekdays: ["07:00", "17:00"], saturday: ["07:30", "12:00"], sunday: null } },
  { share: 0.1, week: { weekdays: ["07:30", "17:30"], saturday: ["08:00", "13:00"], sunday: null } },
  {
    share: 0.1,
    week: { weekdays: ["07:00", "17:00"], saturday: ["08:00", "16:00"], sunday: ["10:00", "14:00"] },
  },
  { share: 0.1, week: { weekdays: ["06:30", "17:00"], saturday: null, sunday: null } },
];

function openingTimes(random: Random): OpeningTimes {
  let roll = random.next();
  const chosen = WEEKS.find(({ share }) => (roll -= share) < 0) ?? WEEKS[0];
  const week = chosen?.week ?? { weekdays: null, saturday: null, sunday: null };
  return DAYS.map((day) => {
    const hours = day === "Saturday" ? week.saturday : day === "Sunday" ? week.sunday : week.weekdays;
    return { day, opens: hours?.[0] ?? null, closes: hours?.[1] ?? null };
  });
}

function postcode(random: Random, town: SeedTown): string {
  const inward = `${random.int(1, 9)}${random.pick([...INWARD_LETTERS])}${random.pick([...INWARD_LETTERS])}`;
  return `${random.pick(town.outwardCodes)} ${inward}`;
}

function features(random: Random): StoreFeature[] {
  const chosen = STORE_FEATURES.filter((feature) => random.chance(FEATURE_SHARE[feature]));
  if (
    (chosen.includes("Kitchen Design") || chosen.includes("Bathroom Showroom")) &&
    !chosen.includes("Showroom")
  ) {
    chosen.unshift("Showroom");
  }
  return chosen;
}

const MONDAY_TO_FRIDAY = [1, 2, 3, 4, 5];
const MONDAY_TO_SATURDAY = [1, 2, 3, 4, 5, 6];
/** Smaller branches share a van: it runs two or three days a week. */
const PART_WEEKS = [
  [2, 4],
  [1, 3, 5],
  [2, 5],
  [1, 4],
  [3, 6],
  [2, 4, 6],
];

/**
 * When a branch delivers (issue 12; decision 124): about seven in ten Monday to Friday with a
 * lead of 1 to 3 days, two in ten Monday to Saturday with a lead of 1 or 2, and one in ten two or
 * three days a week with a lead of 1 to 3.
 */
function deliverySchedule(random: Random) {
  const roll = random.next();
  if (roll < 0.7) return { deliveryWeekdays: [...MONDAY_TO_FRIDAY], deliveryLeadDays: random.int(1, 3) };
  if (roll < 0.9) return { deliveryWeekdays: [...MONDAY_TO_SATURDAY], deliveryLeadDays: random.int(1, 2) };
  return { deliveryWeekdays: [...random.pick(PART_WEEKS)], deliveryLeadDays: random.int(1, 3) };
}

export function buildBranches(random: Random, count: number, brands: readonly SeedBrand[]): SeedBranch[] {
  const towns = random.shuffle(SEED_TOWNS).slice(0, count);
  // A few branches (about one in twelve, at least one when there are eight or more) take no web baskets.
  const inactive = new Set(random.shuffle(towns.map((_, i) => i)).slice(0, Math.floor((count + 4) / 12)));
  const nextNumber = new Map(brands.map((brand) => [brand.code, random.int(1, 9)]));
  // A stream of its own, so the delivery days move nothing else the seed makes.
  const vans = random.fork("delivery-days");

  return towns.map((town, i) => {
    const brand = brands[i % brands.length] as SeedBrand;
    const number = nextNumber.get(brand.code) ?? 1;
    nextNumber.set(brand.code, number + random.int(1, 4));
    const code = `${brand.code}${String(number).padStart(3, "0")}`;
    const townSlug = slugify(town.name);
    return {
      id: i + 1,
      code,
      brandCode: brand.code,
      erp: brand.erp,
      name: town.name,
      fullName: `${brand.name} ${town.name}`,
      slug: `${townSlug}-${code.toLowerCase()}`,
      address1: `Unit ${random.int(1, 24)}, ${random.pick(ESTATE_NAMES)} ${random.pick(ESTATE_KINDS)}`,
      address2: random.pick(STREETS),
      address3: town.name,
      address4: town.county,
      postcode: postcode(random, town),
      // Within a mile or so of the town centre, where trading estates are.
      lat: Number((town.lat + (random.next() - 0.5) * 0.03).toFixed(5)),
      lng: Number((town.lng + (random.next() - 0.5) * 0.05).toFixed(5)),
      phone: `${town.phonePrefix}${String(random.int(0, 999)).padStart(3, "0")}`,
      email: `${townSlug}.${code.toLowerCase()}@${brand.mailDomain}`,
      managerName: random.chance(0.85) ? `${random.pick(FIRST_NAMES)} ${random.pick(SURNAMES)}` : null,
      openingTimes: openingTimes(random),
      maxDeliveryMiles: 5 * random.int(3, 10),
      basketEcommerceActive: !inactive.has(i),
      features: features(random),
      ...deliverySchedule(vans),
    };
  });
}
