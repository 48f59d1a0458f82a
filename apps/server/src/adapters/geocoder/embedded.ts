/**
 * The embedded geocoder: the shipped table of postcode districts and towns, no service needed.
 * A postcode is placed at its district's centre (its area's when the district is not in the
 * table), so positions are good to a few miles: enough to rank branches by distance and to
 * tell whether a delivery radius reaches, not to route a lorry. Reverse lookups answer the
 * district, not a full postcode (docs/decisions/106-geocoding-and-places.md).
 */
import { distanceMiles } from "@merchant/domain/branches";
import { gazetteer, type District, type Gazetteer, type Position } from "./gazetteer.ts";
import type { Geocoder, Place } from "./geocoder.ts";
import { placeNameKey, readPlaceText } from "./place-text.ts";

/** A position farther than this from every district centre is not in the UK (or is out at sea). */
export const REVERSE_RADIUS_MILES = 30;

/** The district of an outward code; else, for "SW1A", the "SW1" group; else the area's centre. */
function positionOf(tables: Gazetteer, outcode: string, area: string): Position | undefined {
  const withoutLetter = /\d[A-Z]$/.test(outcode) ? tables.byOutcode.get(outcode.slice(0, -1)) : undefined;
  return tables.byOutcode.get(outcode) ?? withoutLetter ?? tables.areas.get(area);
}

function findTown(tables: Gazetteer, text: string): Place | null {
  // "Ipswich, Suffolk": the town before the county is enough.
  for (const candidate of [text, text.split(",")[0]!]) {
    const town = tables.towns.get(placeNameKey(candidate));
    if (town) return { label: town.name, postcode: null, lat: town.lat, lng: town.lng };
  }
  return null;
}

export function nearestDistrict(
  tables: Gazetteer,
  lat: number,
  lng: number,
): { district: District; miles: number } | null {
  let best: { district: District; miles: number } | null = null;
  for (const district of tables.districts) {
    // A degree of latitude is 69 miles: most districts are ruled out without the trigonometry.
    if (Math.abs(district.lat - lat) * 69 > (best?.miles ?? REVERSE_RADIUS_MILES)) continue;
    const miles = distanceMiles({ lat, lng }, district);
    if (miles <= REVERSE_RADIUS_MILES && (best === null || miles < best.miles)) best = { district, miles };
  }
  return best;
}

export function createEmbeddedGeocoder(tables: Gazetteer = gazetteer()): Geocoder {
  return {
    answersLocally: true,

    async find(text) {
      const read = readPlaceText(text);
      if (read === null) return null;
      if (read.kind === "name") return findTown(tables, read.name);
      const position = positionOf(tables, read.outcode, read.area);
      if (!position) return null;
      const postcode = read.kind === "postcode" ? read.postcode : read.outcode;
      return { label: postcode, postcode, lat: position.lat, lng: position.lng };
    },

    async reverse(lat, lng) {
      const nearest = nearestDistrict(tables, lat, lng);
      if (!nearest) return null;
      const { outcode, lat: districtLat, lng: districtLng } = nearest.district;
      return { label: outcode, postcode: outcode, lat: districtLat, lng: districtLng };
    },
  };
}
