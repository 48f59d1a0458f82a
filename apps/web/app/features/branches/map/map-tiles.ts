/**
 * Where map pictures come from, fixed when the web app is built (docs/decisions/108): with
 * `VITE_MAP_TILE_URL` unset the maps draw their markers on a plain background and no request
 * leaves the shop. The server, started with the same variable, admits the tile host to the CSP's img-src.
 */
declare global {
  interface ImportMetaEnv {
    /** A Leaflet tile address, e.g. https://tiles.example/{z}/{x}/{y}.png */
    readonly VITE_MAP_TILE_URL?: string;
    /** The credit the tile provider asks for, e.g. "© OpenStreetMap contributors". */
    readonly VITE_MAP_TILE_ATTRIBUTION?: string;
  }
}

export type MapTiles = { url: string; attribution: string };

export function configuredMapTiles(env: Partial<ImportMetaEnv> = import.meta.env): MapTiles | null {
  const url = env.VITE_MAP_TILE_URL?.trim();
  return url ? { url, attribution: env.VITE_MAP_TILE_ATTRIBUTION?.trim() ?? "" } : null;
}
