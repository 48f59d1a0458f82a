import { useId } from "react";
import type { FulfilmentState, NearbyBranches } from "@merchant/contract";
import { OpeningTimes } from "~/ui/OpeningTimes.tsx";
import { useFulfilment } from "../fulfilment-context.tsx";
import { BranchContact } from "~/ui/BranchContact.tsx";
import { StaticMap } from "./StaticMap.tsx";
import { ViewMoreLink } from "./ViewMoreLink.tsx";

type Props = {
  layout: "card" | "map";
  /** The last search's branches, which the map shows around the searched place. */
  nearby: NearbyBranches | null;
};

/** The branch the shopper's fulfilment uses now: the delivering branch when delivering. */
export function currentBranchOf(state: FulfilmentState) {
  return state.fulfilment === "delivery"
    ? state.deliveryBranch
    : (state.collectionBranch ?? state.deliveryBranch);
}

/**
 * Beside the selector's results (spec/2 §2): the current branch's card (opening times, phone,
 * email, address and View More), or a static map on the older layout.
 */
export function CurrentBranch({ layout, nearby }: Props) {
  const { state, wording } = useFulfilment();
  const headingId = useId();
  const branch = currentBranchOf(state);
  if (!branch && (layout === "card" || !nearby)) return null;
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-2 rounded-lg border border-line p-4 md:self-start"
    >
      <h3 id={headingId} className="text-sm font-semibold text-muted">
        Your {wording.place}
      </h3>
      {branch && <p className="font-bold">{branch.fullName}</p>}
      {layout === "map" ? (
        <StaticMap current={branch} nearby={nearby} place={wording.place} />
      ) : (
        branch && (
          <>
            <BranchContact branch={branch} />
            <OpeningTimes days={branch.openingTimes} size="compact" />
          </>
        )
      )}
      {branch && <ViewMoreLink branch={branch} />}
    </section>
  );
}
