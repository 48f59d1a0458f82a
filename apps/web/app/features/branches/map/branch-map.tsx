import leafletStylesheet from "leaflet/dist/leaflet.css?url";
import { useEffect, useRef } from "react";
import { cx } from "~/ui/cx.ts";
import { drawMap, type MapPin } from "./draw-map.ts";
import { configuredMapTiles } from "./map-tiles.ts";

/** spec/3 §2: the map container's zoom when none is given. */
const DEFAULT_MAP_ZOOM = 10;

/** Leaflet's own styles, for the `links` of a page that shows a map. */
export const mapStylesheet = { rel: "stylesheet", href: leafletStylesheet } as const;

type Props = {
  latitude: number;
  longitude: number;
  zoom?: number;
  /** What the map shows, read out for the map's region. */
  label: string;
  pins: MapPin[];
  /** The searched place, marked apart from the branches. */
  origin?: { label: string };
  /** The id of what follows the map, for a link that skips it. */
  skipTo?: string;
  className?: string;
};

/**
 * spec/3 §2 map container (latitude, longitude, zoom, label) with the branches on it. Leaflet
 * needs `window`, so it is loaded in the browser only, after the page has rendered; the server
 * sends the empty, labelled frame.
 */
export function BranchMap({
  latitude,
  longitude,
  zoom = DEFAULT_MAP_ZOOM,
  label,
  pins,
  origin,
  skipTo,
  className,
}: Props) {
  const element = useRef<HTMLDivElement>(null);
  const originLabel = origin?.label;

  useEffect(() => {
    let cancelled = false;
    let remove = () => {};
    import("leaflet").then((L) => {
      if (cancelled || !element.current) return;
      const map = drawMap(L, element.current, {
        latitude,
        longitude,
        zoom,
        pins,
        origin: originLabel === undefined ? undefined : { label: originLabel },
        tiles: configuredMapTiles(),
      });
      remove = () => map.remove();
    });
    return () => {
      cancelled = true;
      remove();
    };
  }, [latitude, longitude, zoom, pins, originLabel]);

  return (
    <section aria-label={label} className={cx("flex flex-col", className)}>
      {skipTo && (
        <a
          href={`#${skipTo}`}
          className="sr-only self-start rounded-md bg-white px-3 py-2 font-semibold text-ink focus:not-sr-only"
        >
          Skip the map
        </a>
      )}
      <div
        ref={element}
        className="isolate h-full min-h-64 w-full flex-1 overflow-hidden rounded-lg border border-line bg-surface!"
      />
    </section>
  );
}
