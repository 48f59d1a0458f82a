import type * as Leaflet from "leaflet";
import type { MapTiles } from "./map-tiles.ts";

/** A branch on the map; `number` matches its place in the list beside the map. */
export type MapPin = { lat: number; lng: number; label: string; number?: number };

export type MapView = {
  latitude: number;
  longitude: number;
  zoom: number;
  pins: MapPin[];
  /** The searched place, marked apart from the branches. */
  origin?: { label: string } | undefined;
  tiles: MapTiles | null;
};

/** Names go in as text, never as markup: a branch name is data. */
function textOf(label: string): HTMLElement {
  const span = document.createElement("span");
  span.textContent = label;
  return span;
}

function pinIcon(L: typeof Leaflet, pin: MapPin): Leaflet.DivIcon {
  const badge = document.createElement("span");
  badge.textContent = pin.number === undefined ? "" : String(pin.number);
  const size = pin.number === undefined ? 18 : 28;
  return L.divIcon({
    html: badge,
    className:
      // Text centring rather than grid: Leaflet's own stylesheet makes every marker display: block.
      "rounded-full border-2 border-white bg-brand text-center text-xs leading-6 font-bold text-on-brand shadow-md",
    iconSize: [size, size],
  });
}

/**
 * Draws a Leaflet map into `element`: the view's place at its zoom, or every pin in sight when
 * there are several. Without tiles the pins stand on the container's plain background. The
 * wheel scrolls the page, not the map; markers are not tab stops (the list beside the map is
 * what keyboard and screen reader users read).
 */
export function drawMap(L: typeof Leaflet, element: HTMLElement, view: MapView): Leaflet.Map {
  const map = L.map(element, {
    center: [view.latitude, view.longitude],
    zoom: view.zoom,
    scrollWheelZoom: false,
    attributionControl: Boolean(view.tiles?.attribution),
  });
  if (view.tiles) L.tileLayer(view.tiles.url, { attribution: view.tiles.attribution }).addTo(map);
  if (view.origin) {
    L.circleMarker([view.latitude, view.longitude], {
      radius: 7,
      className: "fill-accent stroke-ink",
      fillOpacity: 1,
      weight: 2,
    })
      .bindTooltip(textOf(view.origin.label), { direction: "top" })
      .addTo(map);
  }
  for (const pin of view.pins) {
    L.marker([pin.lat, pin.lng], { icon: pinIcon(L, pin), keyboard: false })
      .bindTooltip(textOf(pin.label), {
        permanent: view.pins.length === 1,
        direction: "top",
        offset: [0, -14],
      })
      .addTo(map);
  }
  if (view.pins.length > 1) {
    const bounds = L.latLngBounds(view.pins.map((pin) => [pin.lat, pin.lng]));
    if (view.origin) bounds.extend([view.latitude, view.longitude]);
    map.fitBounds(bounds, { padding: [32, 32], maxZoom: view.zoom });
  }
  return map;
}
