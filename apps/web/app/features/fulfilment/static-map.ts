/**
 * The older layout's static map (spec/2 §2): places drawn around a centre on a flat projection,
 * which is close enough over the few dozen miles a selector shows. Distances in miles.
 */
export type MapPlace = { lat: number; lng: number };

const MILES_PER_DEGREE = 69.05;
const NICE_SCALES = [1, 2, 5, 10, 20, 50, 100, 200] as const;

/** East and south of the centre, in miles (south is down on the map). */
export function offsetMiles(place: MapPlace, centre: MapPlace): { x: number; y: number } {
  const lngScale = Math.cos((centre.lat * Math.PI) / 180);
  return {
    x: (place.lng - centre.lng) * MILES_PER_DEGREE * lngScale,
    y: (centre.lat - place.lat) * MILES_PER_DEGREE,
  };
}

/** How far the map reaches from its centre: the farthest place, with a margin, at least 2 miles. */
export function mapReachMiles(places: readonly MapPlace[], centre: MapPlace): number {
  const farthest = Math.max(
    0,
    ...places.map((place) => {
      const { x, y } = offsetMiles(place, centre);
      return Math.max(Math.abs(x), Math.abs(y));
    }),
  );
  return Math.max(2, farthest * 1.15);
}

/** The scale bar: the roundest distance no longer than half the reach. */
export function scaleBarMiles(reachMiles: number): number {
  return [...NICE_SCALES].reverse().find((miles) => miles <= reachMiles / 2) ?? 1;
}
