import type { NearbyBranch } from "@merchant/contract";
import { Button } from "~/ui/Button.tsx";
import { cx } from "~/ui/cx.ts";
import { Spinner } from "~/ui/Spinner.tsx";
import { SELECT_LABEL, SELECTED_LABEL } from "../labels.ts";
import type { NearbySearch } from "../use-nearby-branches.ts";

type Props = {
  search: NearbySearch;
  selectedId: number | null;
  busy: boolean;
  onSelect: (branchId: number) => void;
};

export const milesText = (miles: number) => `${miles.toFixed(1)} miles`;

function Availability({ branch }: { branch: NearbyBranch }) {
  if (!branch.availability) return null;
  return branch.availability.inStock ? (
    <span className="font-semibold text-green-800">In stock</span>
  ) : (
    <span className="text-muted">Not in stock</span>
  );
}

/**
 * The branches found (spec/2 §2): branch, availability (product pages only), distance in miles
 * and Select, or Selected for the chosen one. The server's words for a place it does not know,
 * and 'No stores available in your selected search.', show here too.
 */
export function NearbyResults({ search, selectedId, busy, onSelect }: Props) {
  if (search.status === "idle") return null;
  if (search.status === "searching") return <Spinner label="Finding branches" />;
  if (search.status === "failed") {
    return (
      <p role="status" className="rounded-md bg-surface p-3 font-semibold">
        {search.message}
      </p>
    );
  }
  const { origin, branches } = search.found;
  const withAvailability = branches.some((branch) => branch.availability !== null);
  return (
    <table className="w-full text-left text-sm">
      <caption className="pb-2 text-left font-semibold">Nearest to {origin.label}</caption>
      <thead className="border-b border-line text-muted">
        <tr>
          <th scope="col" className="py-2 pr-2">
            Branch
          </th>
          {withAvailability && (
            <th scope="col" className="hidden py-2 pr-2 sm:table-cell">
              Availability
            </th>
          )}
          <th scope="col" className="py-2 pr-2">
            Distance
          </th>
          <th scope="col" className="py-2">
            <span className="sr-only">Choose</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {branches.map((branch) => {
          const selected = branch.id === selectedId;
          return (
            <tr key={branch.id} className={cx("border-b border-line", selected && "bg-surface")}>
              <th scope="row" className="py-2 pr-2 font-semibold">
                {branch.name}
                {/* On a phone the stock goes under the name, so Select stays in view. */}
                {withAvailability && (
                  <span className="block text-xs font-normal sm:hidden">
                    <Availability branch={branch} />
                  </span>
                )}
              </th>
              {withAvailability && (
                <td className="hidden py-2 pr-2 sm:table-cell">
                  <Availability branch={branch} />
                </td>
              )}
              <td className="py-2 pr-2 whitespace-nowrap tabular-nums">{milesText(branch.distanceMiles)}</td>
              <td className="py-2 text-right">
                {selected ? (
                  <span className="inline-flex min-h-11 items-center px-2 font-semibold">
                    {SELECTED_LABEL}
                  </span>
                ) : (
                  <Button
                    variant="secondary"
                    aria-disabled={busy}
                    aria-label={`${SELECT_LABEL} ${branch.fullName}`}
                    onClick={() => !busy && onSelect(branch.id)}
                    className="px-3 aria-disabled:opacity-60"
                  >
                    {SELECT_LABEL}
                  </Button>
                )}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
