import { RotateCcw, RotateCw } from "lucide-react";
import { useRef, useState, type PointerEvent } from "react";

/** Pixels of drag that turn the product one frame. */
const DRAG_PX_PER_FRAME = 12;

/**
 * The product's 360° view (spec/1 §1) as an image sequence, not the old site's Flash (decision
 * 158): drag across the picture, or press the buttons, to turn it a frame at a time, round and round.
 * Only the frame shown is fetched, so the page pays for none until the shopper turns it.
 */
export function SpinViewer({ frames, productName }: { frames: string[]; productName: string }) {
  const [frame, setFrame] = useState(0);
  const drag = useRef<{ x: number; frame: number } | null>(null);
  if (frames.length === 0) return null;
  const turn = (by: number) =>
    setFrame((shown) => (((shown + by) % frames.length) + frames.length) % frames.length);
  const degrees = Math.round((360 * frame) / frames.length);

  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (!drag.current) return;
    const steps = Math.trunc((event.clientX - drag.current.x) / DRAG_PX_PER_FRAME);
    setFrame((((drag.current.frame - steps) % frames.length) + frames.length) % frames.length);
  };

  return (
    // Closed until asked for, so on a phone it does not push the price and basket further down.
    <details className="mt-4 rounded-lg border border-line">
      <summary className="cursor-pointer p-3 font-semibold">360° view</summary>
      <section aria-label="360° view" className="px-3 pb-3">
        <div
          className="mx-auto mt-2 w-full max-w-xs cursor-grab touch-pan-y select-none active:cursor-grabbing"
          onPointerDown={(event) => {
            drag.current = { x: event.clientX, frame };
            event.currentTarget.setPointerCapture?.(event.pointerId);
          }}
          onPointerMove={onPointerMove}
          onPointerUp={() => (drag.current = null)}
          onPointerCancel={() => (drag.current = null)}
          data-spin-frame={frame + 1}
        >
          <img
            src={frames[frame]}
            alt={`${productName}, turned ${degrees}°`}
            width={320}
            height={320}
            loading="lazy"
            draggable={false}
            className="aspect-square w-full object-contain"
          />
        </div>
        <div className="mt-2 flex items-center justify-center gap-3">
          <button
            type="button"
            onClick={() => turn(-1)}
            aria-label="Turn left"
            className="grid size-11 place-items-center rounded-full border border-line bg-white hover:bg-surface"
          >
            <RotateCcw aria-hidden="true" className="size-5" />
          </button>
          <span className="w-12 text-center text-sm tabular-nums" aria-hidden="true">
            {degrees}°
          </span>
          <button
            type="button"
            onClick={() => turn(1)}
            aria-label="Turn right"
            className="grid size-11 place-items-center rounded-full border border-line bg-white hover:bg-surface"
          >
            <RotateCw aria-hidden="true" className="size-5" />
          </button>
        </div>
      </section>
    </details>
  );
}
