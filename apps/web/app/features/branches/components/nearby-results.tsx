import { NO_STORES_FOR_SEARCH_MESSAGE } from "@merchant/domain/branches";
import { MapPinOff } from "lucide-react";
import { useEffect, useId, useMemo } from "react";
import type { NearbyBranches } from "@merchant/contract";
import { BranchMap } from "../map/branch-map.tsx";
import type { PreviousPage } from "../use-previous-page.ts";
import { useRecentPostcodes } from "~/lib/use-recent-postcodes.ts";
import { useSaveBranch, type SaveBranch } from "../use-save-branch.ts";
import { BranchSetDialog } from "./branch-set-dialog.tsx";
import { NearbyBranchCard } from "./nearby-branch-card.tsx";
import { SearchMessage } from "./search-message.tsx";

type Props = {
  /** What was searched, as typed (a postcode is remembered for the dropdown). */
  searched: string;
  result: NearbyBranches;
  homeBranchId: number | null;
  saveBranch: SaveBranch;
  /** The page the store finder was reached from, offered once a branch is saved. */
  previousPage: PreviousPage;
};

const countLine = (count: number, place: string) =>
  `${count} ${count === 1 ? "branch" : "branches"} nearest ${place}, closest first`;

/** The store finder's answer: the branches nearest the place, closest first, beside a map of them. */
export function NearbyResults({ searched, result, homeBranchId, saveBranch, previousPage }: Props) {
  const listId = useId();
  const { remember } = useRecentPostcodes();
  const saving = useSaveBranch(saveBranch, "storefinder", previousPage);
  const home = saving.savedId ?? homeBranchId;
  const { origin, branches } = result;
  const pins = useMemo(
    () =>
      branches.map((branch, index) => ({
        lat: branch.lat,
        lng: branch.lng,
        label: branch.fullName,
        number: index + 1,
      })),
    [branches],
  );

  // spec/2 §5: only a postcode that found its place is worth offering again.
  useEffect(() => remember(searched), [remember, searched]);

  if (branches.length === 0) return <SearchMessage icon={MapPinOff} message={NO_STORES_FOR_SEARCH_MESSAGE} />;
  return (
    <section aria-labelledby={`${listId}-count`} className="flex flex-col gap-3">
      <p id={`${listId}-count`} role="status" className="text-sm text-muted">
        {countLine(branches.length, origin.label)}
      </p>
      <div className="grid gap-4 lg:grid-cols-2 lg:items-start">
        <BranchMap
          latitude={origin.lat}
          longitude={origin.lng}
          label={`Map of the branches nearest ${origin.label}`}
          pins={pins}
          origin={origin}
          skipTo={listId}
          className="h-64 sm:h-80 lg:sticky lg:top-4 lg:order-last lg:h-[min(40rem,calc(100vh-2rem))]"
        />
        <ol id={listId} tabIndex={-1} aria-label="Branches, closest first" className="flex flex-col gap-4">
          {branches.map((branch, index) => (
            <li key={branch.id}>
              <NearbyBranchCard
                branch={branch}
                position={index + 1}
                homeBranchId={home}
                saving={saving.savingId === branch.id}
                failure={saving.failure?.branchId === branch.id ? saving.failure.message : undefined}
                onSave={() => void saving.saveBranch(branch)}
              />
            </li>
          ))}
        </ol>
      </div>
      <BranchSetDialog notice={saving.notice} onClose={saving.closeNotice} onGoBack={saving.goBack} />
    </section>
  );
}
