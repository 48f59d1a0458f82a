// @vitest-environment happy-dom
import type * as Leaflet from "leaflet";
import { describe, expect, it } from "vitest";
import { drawMap, type MapView } from "./draw-map.ts";
import { fakeLeaflet } from "./fake-leaflet.ts";
import { configuredMapTiles } from "./map-tiles.ts";

const ipswichAlone = { lat: 52.06, lng: 1.15, label: "Builders United Ipswich" };
const ipswich = { ...ipswichAlone, number: 1 };
const colchester = { lat: 51.89, lng: 0.9, label: "Builders United <b>Colchester</b>", number: 2 };

function draw(view: Partial<MapView>) {
  const fake = fakeLeaflet();
  drawMap(fake.L as unknown as typeof Leaflet, document.createElement("div"), {
    latitude: 52.06,
    longitude: 1.15,
    zoom: 10,
    pins: [],
    tiles: null,
    ...view,
  });
  return fake;
}

describe("the branch map (spec/3 §2 map container)", () => {
  it("centres on the latitude and longitude at the zoom, one branch labelled for good", () => {
    const { view, drawn } = draw({ pins: [ipswichAlone] });
    expect(view.center).toEqual([52.06, 1.15]);
    expect(view.zoom).toBe(10);
    expect(view.fittedTo).toBeNull();
    expect(drawn).toEqual([
      { kind: "pin", at: [52.06, 1.15], icon: "", label: "Builders United Ipswich", permanent: true },
    ]);
  });

  it("numbers several branches as the list does, names them as text, and keeps all of them in sight", () => {
    const { view, drawn } = draw({ pins: [ipswich, colchester], origin: { label: "IP1 1AA" } });
    expect(drawn).toEqual([
      { kind: "origin", at: [52.06, 1.15], label: "IP1 1AA", permanent: false },
      { kind: "pin", at: [52.06, 1.15], icon: "1", label: "Builders United Ipswich", permanent: false },
      {
        kind: "pin",
        at: [51.89, 0.9],
        icon: "2",
        label: "Builders United <b>Colchester</b>",
        permanent: false,
      },
    ]);
    expect(view.fittedTo).toEqual([
      [52.06, 1.15],
      [51.89, 0.9],
      [52.06, 1.15],
    ]);
  });

  it("asks for no tiles unless the build names a tile address, and credits the provider when it does", () => {
    expect(draw({ pins: [ipswich] }).drawn.some((layer) => layer.kind === "tiles")).toBe(false);
    expect(draw({ pins: [ipswich] }).view.options).toMatchObject({
      attributionControl: false,
      scrollWheelZoom: false,
    });
    const tiles = { url: "https://tiles.example/{z}/{x}/{y}.png", attribution: "© Tiles" };
    const withTiles = draw({ pins: [ipswich], tiles });
    expect(withTiles.drawn[0]).toEqual({ kind: "tiles", url: tiles.url });
    expect(withTiles.view.options).toMatchObject({ attributionControl: true });
  });

  it("reads the tile address from the build's configuration", () => {
    expect(configuredMapTiles({})).toBeNull();
    expect(configuredMapTiles({ VITE_MAP_TILE_URL: "  " })).toBeNull();
    expect(configuredMapTiles({ VITE_MAP_TILE_URL: " /tiles/{z}/{x}/{y}.png " })).toEqual({
      url: "/tiles/{z}/{x}/{y}.png",
      attribution: "",
    });
  });
});
