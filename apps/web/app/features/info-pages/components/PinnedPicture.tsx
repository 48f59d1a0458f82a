import { Plus } from "lucide-react";
import { Link } from "react-router";
import type { InfoBlock } from "@merchant/contract";

type Props = { block: Extract<InfoBlock, { type: "pins" }> };

/**
 * spec/1 §2 "image pin overlay": a picture with pins on what it shows. Each pin is a native
 * <details>, so it opens with a tap, a click or the keyboard, and without JavaScript: its card names
 * what is there and links to the shop's page of it. The pins are also listed under the picture.
 */
export function PinnedPicture({ block }: Props) {
  return (
    <figure className="flex flex-col gap-2">
      <div className="relative">
        <img
          src={block.image.url}
          alt={block.image.alt}
          loading="lazy"
          decoding="async"
          width={960}
          height={540}
          className="h-auto w-full rounded-lg border border-line bg-surface"
        />
        {block.pins.map((pin, i) => (
          <details
            key={i}
            className="group absolute -translate-x-1/2 -translate-y-1/2 open:z-20"
            style={{ left: `${pin.x}%`, top: `${pin.y}%` }}
          >
            <summary className="flex size-11 cursor-pointer list-none items-center justify-center rounded-full border-2 border-white bg-brand-ink text-white shadow-lg">
              <Plus aria-hidden="true" className="size-5 transition-transform group-open:rotate-45" />
              <span className="sr-only">{pin.label}</span>
            </summary>
            <div className="absolute top-12 left-1/2 z-10 w-56 -translate-x-1/2 rounded-lg border border-line bg-white p-3 text-sm shadow-xl">
              <p className="font-semibold text-ink">{pin.label}</p>
              <Link to={pin.href} className="font-semibold text-brand-ink underline underline-offset-2">
                Shop {pin.label}
              </Link>
            </div>
          </details>
        ))}
      </div>
      <figcaption className="text-sm text-muted">
        In the picture:{" "}
        {block.pins.map((pin, i) => (
          <span key={i}>
            {i > 0 && ", "}
            <Link to={pin.href} className="text-brand-ink underline underline-offset-2">
              {pin.label}
            </Link>
          </span>
        ))}
      </figcaption>
    </figure>
  );
}
