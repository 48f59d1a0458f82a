import type { NearbyBranches } from "@merchant/contract";
import { mapReachMiles, offsetMiles, scaleBarMiles, type MapPlace } from "../static-map.ts";

type Props = {
  /** The shopper's branch, marked with a pin. */
  current: (MapPlace & { id: number; name: string }) | null;
  nearby: NearbyBranches | null;
  place: string;
};

const SIZE = 240;
/** The nearest few: far ones would squeeze the rest into a corner. */
const MAPPED_BRANCHES = 10;
const HALF = SIZE / 2;
const INNER = HALF - 16;

/**
 * The older layout's static map of the current branch (spec/2 §2), drawn here rather than
 * fetched: the branches found around the searched place, the shopper's branch as a pin, and a
 * scale in miles. No map tiles, so nothing is loaded from another site.
 */
export function StaticMap({ current, nearby, place }: Props) {
  const centre = nearby?.origin ?? current;
  if (!centre) return null;
  const others = (nearby?.branches ?? [])
    .slice(0, MAPPED_BRANCHES)
    .filter((branch) => branch.id !== current?.id);
  const reach = mapReachMiles([...others, ...(current ? [current] : [])], centre);
  const toPoint = (where: MapPlace) => {
    const { x, y } = offsetMiles(where, centre);
    return { cx: HALF + (x / reach) * INNER, cy: HALF + (y / reach) * INNER };
  };
  const scale = scaleBarMiles(reach);
  const scaleLength = (scale / reach) * INNER;
  const pin = current ? toPoint(current) : null;
  const label = nearby
    ? `Map of the nearest branches to ${nearby.origin.label}${current ? `; your ${place}, ${current.name}, is marked with a pin` : ""}`
    : `Map showing your ${place}, ${current?.name}`;

  return (
    <svg
      viewBox={`0 0 ${SIZE} ${SIZE}`}
      role="img"
      aria-label={label}
      className="w-full rounded-md border border-line bg-surface"
    >
      {[60, 120, 180].map((line) => (
        <g key={line} stroke="currentColor" strokeOpacity="0.08">
          <line x1={line} y1="0" x2={line} y2={SIZE} />
          <line x1="0" y1={line} x2={SIZE} y2={line} />
        </g>
      ))}
      {nearby && (
        <path d={`M${HALF - 6} ${HALF}h12M${HALF} ${HALF - 6}v12`} stroke="currentColor" strokeWidth="2" />
      )}
      {others.map((branch) => (
        <circle
          key={branch.id}
          {...toPoint(branch)}
          r="4"
          className="fill-white stroke-ink"
          strokeWidth="1.5"
        />
      ))}
      {pin && current && (
        <g>
          <path
            d={`M${pin.cx} ${pin.cy}c-7 -9 -9 -12 -9 -16a9 9 0 0 1 18 0c0 4 -2 7 -9 16z`}
            className="fill-brand-ink stroke-ink"
            strokeWidth="1"
          />
          <text
            x={pin.cx}
            y={pin.cy - 30}
            textAnchor="middle"
            className="fill-ink text-[11px] font-bold"
            paintOrder="stroke"
            stroke="white"
            strokeWidth="3"
          >
            {current.name}
          </text>
        </g>
      )}
      <g className="text-[10px]" transform={`translate(12 ${SIZE - 14})`}>
        <line x1="0" y1="0" x2={scaleLength} y2="0" stroke="currentColor" strokeWidth="2" />
        <text x={scaleLength + 4} y="3" className="fill-ink">
          {scale} {scale === 1 ? "mile" : "miles"}
        </text>
      </g>
    </svg>
  );
}
