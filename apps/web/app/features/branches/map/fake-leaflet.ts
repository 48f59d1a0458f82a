/**
 * A stand-in for Leaflet in tests (jsdom has no layout for a real map): it records what was
 * drawn, so a test can read the map as a list of layers.
 */
import { vi } from "vitest";

export type DrawnLayer = {
  kind: "tiles" | "origin" | "pin";
  at?: [number, number];
  url?: string;
  label?: string;
  permanent?: boolean;
  icon?: string;
};

export function fakeLeaflet() {
  const drawn: DrawnLayer[] = [];
  const view = {
    center: [0, 0] as [number, number],
    zoom: 0,
    fittedTo: null as [number, number][] | null,
    removed: false,
    options: {} as Record<string, unknown>,
  };
  const layer = (entry: DrawnLayer) => {
    const chain = {
      bindTooltip(content: HTMLElement, options?: { permanent?: boolean }) {
        entry.label = content.textContent ?? "";
        entry.permanent = options?.permanent ?? false;
        return chain;
      },
      addTo() {
        drawn.push(entry);
        return chain;
      },
    };
    return chain;
  };
  const L = {
    map: vi.fn((_element: HTMLElement, options: { center: [number, number]; zoom: number }) => {
      view.center = options.center;
      view.zoom = options.zoom;
      view.options = options;
      return {
        fitBounds: (bounds: { points: [number, number][] }) => void (view.fittedTo = bounds.points),
        remove: () => void (view.removed = true),
      };
    }),
    tileLayer: (url: string) => layer({ kind: "tiles", url }),
    circleMarker: (at: [number, number]) => layer({ kind: "origin", at }),
    marker: (at: [number, number], options: { icon: { html: HTMLElement } }) =>
      layer({ kind: "pin", at, icon: options.icon.html.textContent ?? "" }),
    divIcon: (options: { html: HTMLElement }) => options,
    latLngBounds: (points: [number, number][]) => ({
      points,
      extend: (point: [number, number]) => void points.push(point),
    }),
  };
  return { L, drawn, view };
}
