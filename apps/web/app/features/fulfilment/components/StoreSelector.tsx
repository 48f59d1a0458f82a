import { useRef } from "react";
import type { Fulfilment } from "@merchant/contract";
import { HOME_BRANCH_QUESTION_TITLE } from "@merchant/domain/accounts";
import { FORCED_STORE_POPUP_TITLE } from "@merchant/domain/branches";
import { Link } from "react-router";
import { STORE_FINDER_PATH } from "~/lib/paths.ts";
import { Dialog } from "~/ui/Dialog.tsx";
import { useFulfilment } from "../fulfilment-context.tsx";
import { useSelectorSearch } from "../use-selector-search.ts";
import { CurrentBranch } from "./CurrentBranch.tsx";
import { NearbyResults } from "./NearbyResults.tsx";
import { SelectorSearchForm } from "./SelectorSearchForm.tsx";

/**
 * Opened for one fulfilment type (a single Search button) or for either; `forced` is the timed
 * popup; `homeBranch` asks a just-logged-in user for a home branch (spec/2 §6 loginNoBranch).
 */
export type SelectorRequest = { fulfilment: Fulfilment | null; forced: boolean; homeBranch?: boolean };

function titleOf(request: SelectorRequest | null, wording: string) {
  if (request?.forced) return FORCED_STORE_POPUP_TITLE;
  return request?.homeBranch ? HOME_BRANCH_QUESTION_TITLE : wording;
}

type Props = {
  request: SelectorRequest | null;
  /** `searched`: the shopper looked for branches before closing it. */
  onClose: (searched: boolean) => void;
};

/**
 * The store selector (spec/2 §2): a postcode or place box with Click & Collect and Delivery (or
 * one Search button), the branches found with their distance (and stock of the page's product)
 * to Select, and the current branch: its card, or a static map on the older layout.
 */
export function StoreSelector({ request, onClose }: Props) {
  const { wording } = useFulfilment();
  const searched = useRef(false);
  const close = () => {
    onClose(searched.current);
    searched.current = false;
  };
  return (
    <Dialog
      open={request !== null}
      onOpenChange={(open) => !open && close()}
      title={titleOf(request, wording.title)}
      size="wide"
    >
      {request && (
        <SelectorBody request={request} onSearched={() => (searched.current = true)} onSettled={close} />
      )}
    </Dialog>
  );
}

type BodyProps = { request: SelectorRequest; onSearched: () => void; onSettled: () => void };

function SelectorBody({ request, onSearched, onSettled }: BodyProps) {
  const { wording } = useFulfilment();
  const selector = useSelectorSearch(onSettled);
  const found = selector.nearby.status === "found" ? selector.nearby.found : null;
  return (
    <div className="grid gap-6 md:grid-cols-[minmax(0,1fr)_17rem]">
      <div className="flex min-w-0 flex-col gap-4">
        {request.homeBranch && (
          <p>Your home {wording.place} is where you collect from. We will use it each time you log in.</p>
        )}
        <SelectorSearchForm
          fulfilment={request.fulfilment}
          place={wording.place}
          error={selector.error}
          busy={selector.busy || selector.nearby.status === "searching"}
          recentPostcodes={selector.recentPostcodes}
          onSearch={(text, type) => {
            onSearched();
            void selector.search(text, type);
          }}
        />
        <NearbyResults
          search={selector.nearby}
          selectedId={selector.selectedId}
          busy={selector.busy}
          onSelect={(id) => void selector.select(id)}
        />
        <Link
          to={STORE_FINDER_PATH}
          onClick={onSettled}
          className="text-sm font-semibold text-ink underline underline-offset-2 hover:decoration-2"
        >
          Find any {wording.place} on the store finder
        </Link>
      </div>
      <CurrentBranch layout={wording.currentBranch} nearby={found} />
    </div>
  );
}
