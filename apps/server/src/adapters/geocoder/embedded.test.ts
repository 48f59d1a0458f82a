/**
 * The shipped geocoder: every UK postcode area is in the table, districts are where their towns
 * are (good enough to rank branches by distance across Great Britain and Northern Ireland), and
 * postcodes, outward codes and town names are read as a shopper types them.
 */
import { distanceMiles } from "@merchant/domain/branches";
import { describe, expect, it } from "vitest";
import { SEED_TOWNS } from "../../modules/demo/seed/towns.ts";
import { DISTRICTS_A_TO_L } from "./data/districts-a-l.ts";
import { DISTRICTS_M_TO_Z } from "./data/districts-m-z.ts";
import { createEmbeddedGeocoder, REVERSE_RADIUS_MILES } from "./embedded.ts";
import { buildGazetteer, readDistrictRows } from "./gazetteer.ts";

const geocoder = createEmbeddedGeocoder();
const tables = buildGazetteer();

/** The 121 areas of Great Britain and Northern Ireland, and the Crown dependencies. */
const UK_AREAS =
  `AB AL B BA BB BD BH BL BN BR BS BT CA CB CF CH CM CO CR CT CV CW DA DD DE DG DH DL DN DT DY E EC
  EH EN EX FK FY G GL GU HA HD HG HP HR HS HU HX IG IP IV KA KT KW KY L LA LD LE LL LN LS LU M ME MK ML N NE NG NN
  NP NR NW OL OX PA PE PH PL PO PR RG RH RM S SA SE SG SK SL SM SN SO SP SR SS ST SW SY TA TD TF TN TQ TR TS TW UB
  W WA WC WD WF WN WR WS WV YO ZE`.split(/\s+/);

describe("the shipped tables", () => {
  it("hold every postcode area of the UK, and Guernsey, Jersey and the Isle of Man", () => {
    expect(UK_AREAS).toHaveLength(121);
    expect([...tables.areas.keys()].sort()).toEqual([...UK_AREAS, "GY", "IM", "JE"].sort());
  });

  it("hold thousands of districts, each once, every one inside the UK", () => {
    const districts = readDistrictRows([...DISTRICTS_A_TO_L, ...DISTRICTS_M_TO_Z]);
    expect(districts.length).toBeGreaterThan(2_800);
    expect(new Set(districts.map((d) => d.outcode)).size).toBe(districts.length);
  });

  it("refuse a district listed twice or a place outside the UK", () => {
    expect(() => readDistrictRows(["IP: Ipswich 52.06 1.15 1-3 | Felixstowe 51.96 1.35 3"])).toThrow(
      "IP3 is listed twice",
    );
    expect(() => readDistrictRows(["IP: Paris 48.86 2.35 1"])).toThrow("not in the UK");
    expect(() => readDistrictRows(["IP: Ipswich 52.06 1.15 5-1"])).toThrow("runs backwards");
  });

  it("place each demo town's postcode districts within 25 miles of the town (most much nearer)", async () => {
    const misses: string[] = [];
    for (const town of SEED_TOWNS) {
      for (const outcode of town.outwardCodes) {
        const place = await geocoder.find(outcode);
        const miles = place ? distanceMiles(place, town) : Number.POSITIVE_INFINITY;
        if (miles > 25) misses.push(`${outcode} is ${miles.toFixed(0)} miles from ${town.name}`);
      }
    }
    expect(misses).toEqual([]);
  });

  it("place districts of Scotland, Wales, Northern Ireland and the islands near their towns", async () => {
    const towns: [string, string, number, number][] = [
      ["IV2 3AB", "Inverness", 57.478, -4.225],
      ["HS1 2AA", "Stornoway", 58.209, -6.387],
      ["KW15 1AA", "Kirkwall", 58.981, -2.96],
      ["ZE1 0AA", "Lerwick", 60.155, -1.145],
      ["PA34 4AA", "Oban", 56.415, -5.472],
      ["TD9 0AA", "Hawick", 55.422, -2.787],
      ["SA62 4AA", "Haverfordwest", 51.801, -4.971],
      ["LL57 1AA", "Bangor", 53.227, -4.129],
      ["BT74 6AA", "Enniskillen", 54.344, -7.632],
      ["BT48 6AA", "Londonderry", 54.997, -7.309],
      ["TR18 2AA", "Penzance", 50.118, -5.537],
      ["CA1 1AA", "Carlisle", 54.893, -2.933],
    ];
    for (const [postcode, town, lat, lng] of towns) {
      const place = await geocoder.find(postcode);
      expect(place, postcode).not.toBeNull();
      expect(distanceMiles(place!, { lat, lng }), `${postcode} and ${town}`).toBeLessThan(25);
    }
  });
});

describe("finding a place", () => {
  it("reads a full postcode, any case and spacing, as its district's centre with the postcode formatted", async () => {
    for (const typed of ["IP1 1AA", "ip11aa", "  Ip1   1aA "]) {
      expect(await geocoder.find(typed)).toEqual({
        label: "IP1 1AA",
        postcode: "IP1 1AA",
        lat: 52.06,
        lng: 1.15,
      });
    }
  });

  it("reads an outward code alone", async () => {
    expect(await geocoder.find("co4")).toMatchObject({ label: "CO4", postcode: "CO4" });
    expect(await geocoder.find("SW1A")).toMatchObject({ label: "SW1A", postcode: "SW1A" });
  });

  it("falls back to the area's centre for a district the table lacks, and to the lettered group in central London", async () => {
    const unlisted = await geocoder.find("IP97 1AA");
    expect(unlisted).toEqual({ label: "IP97 1AA", postcode: "IP97 1AA", ...tables.areas.get("IP") });
    const sw1 = await geocoder.find("SW1Z 1AA");
    expect(sw1?.postcode).toBe("SW1Z 1AA");
    expect(distanceMiles(sw1!, { lat: 51.5, lng: -0.135 })).toBeLessThan(1);
    expect(await geocoder.find("W1")).toMatchObject({ label: "W1" });
  });

  it("knows no postcode of an area that does not exist", async () => {
    expect(await geocoder.find("QQ1 1AA")).toBeNull();
    expect(await geocoder.find("XY1")).toBeNull();
  });

  it("finds a town by name whatever its case, spacing, punctuation or 'St' for 'Saint'", async () => {
    const stAlbans = { label: "St Albans", postcode: null, lat: 51.755, lng: -0.336 };
    for (const typed of ["St Albans", "st. albans", "SAINT  ALBANS", "Saint-Albans"]) {
      expect(await geocoder.find(typed), typed).toEqual(stAlbans);
    }
    expect(await geocoder.find("kings lynn")).toMatchObject({ label: "King's Lynn" });
    expect(await geocoder.find("Hull")).toMatchObject({ label: "Kingston upon Hull" });
    expect(await geocoder.find("Ipswich, Suffolk")).toMatchObject({ label: "Ipswich" });
  });

  it("finds every demo town by name, and post towns of the district table", async () => {
    for (const town of SEED_TOWNS) {
      const place = await geocoder.find(town.name);
      expect(place, town.name).not.toBeNull();
      expect(distanceMiles(place!, town), town.name).toBeLessThan(5);
    }
    expect(await geocoder.find("Llandrindod Wells")).toMatchObject({
      label: "Llandrindod Wells",
      postcode: null,
    });
    expect(await geocoder.find("Fivemiletown")).toMatchObject({ label: "Fivemiletown" });
  });

  it("answers null for a name it does not know, and for blank text", async () => {
    expect(await geocoder.find("Atlantis")).toBeNull();
    expect(await geocoder.find("   ")).toBeNull();
  });
});

describe("reverse: the postcode district of a position", () => {
  it("answers the nearest district, as an outward code at that district's centre", async () => {
    const place = await geocoder.reverse(52.059, 1.156);
    expect(place).toEqual({ label: "IP1", postcode: "IP1", lat: 52.06, lng: 1.15 });
    const london = await geocoder.reverse(51.5014, -0.1419);
    expect(london?.postcode).toMatch(/^SW1/);
  });

  it("answers a district for a position at sea near the coast, and null in mid-Atlantic", async () => {
    expect((await geocoder.reverse(52.0, 1.6))?.postcode).toMatch(/^IP/);
    expect(await geocoder.reverse(45, -30)).toBeNull();
    expect(await geocoder.reverse(48.8566, 2.3522)).toBeNull(); // Paris
    expect(REVERSE_RADIUS_MILES).toBe(30);
  });
});
