/** spec/2 §9: distances are in miles. */
export type Coordinates = { readonly lat: number; readonly lng: number };

const EARTH_RADIUS_MILES = 3958.8;
const toRadians = (degrees: number): number => (degrees * Math.PI) / 180;

/** Great-circle (haversine) distance in miles; NaN when a coordinate is not a number. */
export function distanceMiles(a: Coordinates, b: Coordinates): number {
  const dLat = toRadians(b.lat - a.lat);
  const dLng = toRadians(b.lng - a.lng);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(toRadians(a.lat)) * Math.cos(toRadians(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * The north–south part of the distance between two places, in miles: never more than distanceMiles
 * (a great circle is at least as long as the difference of latitudes along a meridian), and cheaper,
 * so a search can pass over places that cannot be near enough without working out their distance.
 */
export function latitudeGapMiles(a: Coordinates, b: Coordinates): number {
  // A hair under the exact figure, so rounding can never put it above the haversine distance.
  return EARTH_RADIUS_MILES * toRadians(Math.abs(b.lat - a.lat)) * (1 - 1e-9);
}

export type BranchDistance = { readonly distance: number; readonly maxDeliveryDistanceMiles: number };

/**
 * spec/2 §9: the first result whose distance is above 0 and under the branch's maximum
 * delivery miles is flagged as the nearest branch; no other result is. A distance of 0 means
 * the search had no location, so it cannot make a branch "nearest".
 */
export function markNearestBranch<T extends BranchDistance>(
  results: readonly T[],
): (T & { nearest: boolean })[] {
  const nearest = results.findIndex((r) => r.distance > 0 && r.distance < r.maxDeliveryDistanceMiles);
  return results.map((result, index) => ({ ...result, nearest: index === nearest }));
}
