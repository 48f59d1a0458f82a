/**
 * The shipped tables (data/) read once into maps: postcode districts by outward code, each
 * area's centre (the mean of its districts), and towns by name. Built on first use and kept for
 * the life of the process; about 3,000 districts and 1,700 names.
 */
import { DISTRICTS_A_TO_L } from "./data/districts-a-l.ts";
import { DISTRICTS_M_TO_Z } from "./data/districts-m-z.ts";
import { TOWNS } from "./data/towns.ts";
import { placeNameKey } from "./place-text.ts";

export type Position = { lat: number; lng: number };
/** A district: its outward code, the place its position stands for, and that position. */
export type District = Position & { outcode: string; place: string };
export type Town = Position & { name: string };

export type Gazetteer = {
  /** Districts in table order (real ones only), for the nearest-district search. */
  districts: readonly District[];
  /** Outward code → district; also "SW1" → the mean of SW1A … SW1Y, for those typed without the letter. */
  byOutcode: ReadonlyMap<string, District>;
  /** Area letters → the mean position of its districts. */
  areas: ReadonlyMap<string, Position>;
  /** placeNameKey(name) → town: the town table first, then the districts' places. */
  towns: ReadonlyMap<string, Town>;
};

const SEGMENT = /^(.+?) (-?\d+(?:\.\d+)?) (-?\d+(?:\.\d+)?) ([0-9A-Z -]+)$/;

/** "10-13 15 1A" → ["10", "11", "12", "13", "15", "1A"] */
function expandDistricts(tokens: string, row: string): string[] {
  return tokens
    .trim()
    .split(/\s+/)
    .flatMap((token) => {
      const range = /^(\d+)-(\d+)$/.exec(token);
      if (range) {
        const [from, to] = [Number(range[1]), Number(range[2])];
        if (to < from)
          throw new Error(`geocoder table: range ${token} runs backwards in ${row.slice(0, 40)}`);
        return Array.from({ length: to - from + 1 }, (_, i) => String(from + i));
      }
      if (!/^\d{1,2}[A-Z]?$/.test(token))
        throw new Error(`geocoder table: ${token} is not a district in ${row.slice(0, 40)}`);
      return [token];
    });
}

function validPosition(lat: number, lng: number): boolean {
  // The UK and the Crown dependencies lie within these bounds.
  return lat >= 49 && lat <= 61 && lng >= -8.7 && lng <= 2;
}

/** Reads the district rows; a malformed row or a district listed twice is an error (the tests load every row). */
export function readDistrictRows(rows: readonly string[]): District[] {
  const seen = new Set<string>();
  const districts: District[] = [];
  for (const row of rows) {
    const [area, rest] = row.split(": ", 2) as [string, string | undefined];
    if (!/^[A-Z]{1,2}$/.test(area) || rest === undefined)
      throw new Error(`geocoder table: bad row ${row.slice(0, 40)}`);
    for (const segment of rest.split(" | ")) {
      const match = SEGMENT.exec(segment.trim());
      if (!match) throw new Error(`geocoder table: bad place "${segment}" in area ${area}`);
      const [, place, latText, lngText, tokens] = match as unknown as [
        string,
        string,
        string,
        string,
        string,
      ];
      const lat = Number(latText);
      const lng = Number(lngText);
      if (!validPosition(lat, lng))
        throw new Error(`geocoder table: ${place} (${lat}, ${lng}) is not in the UK`);
      for (const district of expandDistricts(tokens, row)) {
        const outcode = `${area}${district}`;
        if (seen.has(outcode)) throw new Error(`geocoder table: ${outcode} is listed twice`);
        seen.add(outcode);
        districts.push({ outcode, place, lat, lng });
      }
    }
  }
  return districts;
}

/** Reads the town lines ("Name/Other name lat lng"). */
export function readTownLines(text: string): { names: string[]; lat: number; lng: number }[] {
  return text
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => {
      const match = /^(.+) (-?\d+(?:\.\d+)?) (-?\d+(?:\.\d+)?)$/.exec(line);
      if (!match) throw new Error(`geocoder table: bad town line ${line}`);
      const [lat, lng] = [Number(match[2]), Number(match[3])];
      if (!validPosition(lat, lng)) throw new Error(`geocoder table: ${line} is not in the UK`);
      return { names: match[1]!.split("/").map((name) => name.trim()), lat, lng };
    });
}

function mean(points: readonly Position[]): Position {
  const lat = points.reduce((sum, p) => sum + p.lat, 0) / points.length;
  const lng = points.reduce((sum, p) => sum + p.lng, 0) / points.length;
  return { lat: Math.round(lat * 1000) / 1000, lng: Math.round(lng * 1000) / 1000 };
}

function groupBy<T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const k = key(item);
    groups.set(k, [...(groups.get(k) ?? []), item]);
  }
  return groups;
}

export function buildGazetteer(): Gazetteer {
  const districts = readDistrictRows([...DISTRICTS_A_TO_L, ...DISTRICTS_M_TO_Z]);
  const byOutcode = new Map(districts.map((district) => [district.outcode, district]));
  // Central London's districts carry a letter (SW1A, EC2M, W1T …); "SW1" alone is their middle.
  const lettered = groupBy(
    districts.filter((d) => /^[A-Z]{1,2}\d[A-Z]$/.test(d.outcode)),
    (d) => d.outcode.slice(0, -1),
  );
  for (const [outcode, group] of lettered) {
    if (!byOutcode.has(outcode)) byOutcode.set(outcode, { outcode, place: group[0]!.place, ...mean(group) });
  }
  const areas = new Map(
    [...groupBy(districts, (d) => /^[A-Z]+/.exec(d.outcode)![0])].map(([area, group]) => [area, mean(group)]),
  );
  const towns = new Map<string, Town>();
  for (const { names, lat, lng } of readTownLines(TOWNS)) {
    for (const name of names) towns.set(placeNameKey(name), { name: names[0]!, lat, lng });
  }
  for (const district of districts) {
    const key = placeNameKey(district.place);
    if (!towns.has(key)) towns.set(key, { name: district.place, lat: district.lat, lng: district.lng });
  }
  return { districts, byOutcode, areas, towns };
}

let shared: Gazetteer | undefined;

/** The tables, read on first use. */
export function gazetteer(): Gazetteer {
  shared ??= buildGazetteer();
  return shared;
}
