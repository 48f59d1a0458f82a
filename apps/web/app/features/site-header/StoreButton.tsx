import { MapPin, Truck } from "lucide-react";
import type { MouseEvent } from "react";
import type { FulfilmentState } from "@merchant/contract";
import { STORE_FINDER_PATH } from "~/lib/paths.ts";
import { cx } from "~/ui/cx.ts";
import { todaysHours } from "./todays-hours.ts";

type Props = {
  fulfilment: FulfilmentState;
  /** What the button says before a branch is chosen, in the brand's words ("Choose a branch"). */
  chooseLabel: string;
  /** spec/2 §9: the button draws the eye every 5 s, except on brand SG. */
  animate: boolean;
  /** Opens the store selector. */
  onOpen: () => void;
};

/** The three lines the button shows: what kind of choice, the place, and a detail. */
function lines(fulfilment: FulfilmentState, chooseLabel: string, now: Date): [string, string, string | null] {
  const { collectionBranch, deliveryBranch, deliveryPostcode } = fulfilment;
  if (fulfilment.fulfilment === "delivery" && deliveryPostcode) {
    if (fulfilment.deliverable === false)
      return ["Delivering to", deliveryPostcode, "Outside our delivery area"];
    return ["Delivering to", deliveryPostcode, deliveryBranch ? `from ${deliveryBranch.name}` : null];
  }
  if (collectionBranch)
    return ["Your branch", collectionBranch.name, todaysHours(collectionBranch.openingTimes, now)];
  return ["", chooseLabel, null];
}

/**
 * The header's store button (spec/2 §2): the chosen branch with today's opening hours, or the
 * delivery postcode, or an invitation to choose; it opens the store selector. Before the page
 * wakes up (or without JavaScript) it is a link to the store finder.
 */
export function StoreButton({ fulfilment, chooseLabel, animate, onOpen }: Props) {
  const [kind, place, detail] = lines(fulfilment, chooseLabel, new Date());
  const Icon = fulfilment.fulfilment === "delivery" && fulfilment.deliveryPostcode ? Truck : MapPin;
  const open = (event: MouseEvent) => {
    event.preventDefault();
    onOpen();
  };
  return (
    <a
      href={STORE_FINDER_PATH}
      onClick={open}
      aria-haspopup="dialog"
      className="flex min-h-11 min-w-11 flex-col items-center justify-center rounded-md px-1 text-left text-sm hover:bg-black/10 md:flex-row md:gap-2 md:px-2"
    >
      <Icon
        aria-hidden="true"
        className={cx("size-5 shrink-0", animate && "animate-store-nudge motion-reduce:animate-none")}
      />
      {/* On a phone only the place's name fits, under the pin; the full words are read out below. */}
      {kind && (
        <span
          aria-hidden="true"
          className="max-w-20 truncate text-[11px] leading-tight font-semibold md:hidden"
        >
          {place}
        </span>
      )}
      <span className="sr-only flex-col leading-tight md:not-sr-only md:flex md:max-w-44">
        {kind && <span className="text-xs">{kind}</span>}{" "}
        <span className="truncate font-semibold">{place}</span>{" "}
        {/* Today is the server's day when rendered there, the shopper's once awake: they may differ at midnight. */}
        {detail && (
          <span className="truncate text-xs" suppressHydrationWarning>
            {detail}
          </span>
        )}
      </span>
    </a>
  );
}
