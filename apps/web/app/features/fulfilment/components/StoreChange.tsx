import { ChevronDown } from "lucide-react";
import { Fragment, useId, useState, type FormEvent } from "react";
import { checkLocationSearch } from "@merchant/domain/branches";
import { useRecentPostcodes } from "~/lib/use-recent-postcodes.ts";
import { Button } from "~/ui/Button.tsx";
import { cx } from "~/ui/cx.ts";
import { Field } from "~/ui/Field.tsx";
import { Spinner } from "~/ui/Spinner.tsx";
import { storeLookupFailure } from "../failure-messages.ts";
import { SELECT_LABEL, SELECTED_LABEL } from "../labels.ts";
import { useNearbyBranches } from "../use-nearby-branches.ts";
import { milesText } from "./NearbyResults.tsx";
import { RecentPostcodes } from "./RecentPostcodes.tsx";
import { StoreDetails } from "./StoreDetails.tsx";

const FIND_STORE_LABEL = "Find store";

/**
 * The store-change section (spec/2 §2) for the product page and any other: a location box
 * (Enter searches), 'Find store', an error line and the stores found, each with Select or
 * Selected and a details row that opens below it. Choosing a store opens its details and
 * closes the others.
 */
export function StoreChange() {
  const [text, setText] = useState("");
  const [openId, setOpenId] = useState<number | null>(null);
  const errorId = useId();
  const recent = useRecentPostcodes();
  const branches = useNearbyBranches({ failureMessage: storeLookupFailure, onSelected: setOpenId });
  const { nearby, selectedId, busy, error } = branches;

  const find = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkLocationSearch("find-store", text);
    if (!checked.ok) return branches.showError(checked.message);
    recent.remember(text);
    const query = checked.value;
    void branches.findNearby(query.kind === "postcode" ? query.postcode : query.text);
  };

  return (
    <div className="flex flex-col gap-3">
      <form onSubmit={find} noValidate className="flex flex-col gap-2">
        <div className="flex flex-wrap items-end gap-2">
          <Field
            label="Location, address or postcode"
            className="min-w-48 flex-1"
            value={text}
            onChange={(event) => setText(event.target.value)}
            autoComplete="postal-code"
            enterKeyHint="search"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
          />
          <Button type="submit">{FIND_STORE_LABEL}</Button>
        </div>
        <p
          id={errorId}
          role="alert"
          className={cx("text-sm font-semibold text-red-700", !error && "sr-only")}
        >
          {error}
        </p>
        <RecentPostcodes shown={recent.shown} onChoose={setText} />
      </form>
      {nearby.status === "searching" && <Spinner label="Finding stores" />}
      {nearby.status === "failed" && (
        <p role="status" className="rounded-md bg-surface p-3 font-semibold">
          {nearby.message}
        </p>
      )}
      {nearby.status === "found" && (
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Stores near {nearby.found.origin.label}</caption>
          <thead className="sr-only">
            <tr>
              <th scope="col">Store</th>
              <th scope="col">Distance</th>
              <th scope="col">Choose</th>
              <th scope="col">Details</th>
            </tr>
          </thead>
          <tbody>
            {nearby.found.branches.map((branch) => {
              const open = openId === branch.id;
              const detailsId = `store-details-${branch.id}`;
              return (
                <Fragment key={branch.id}>
                  <tr className={cx("border-t border-line", branch.id === selectedId && "bg-surface")}>
                    <th scope="row" className="py-1 pr-2 font-semibold">
                      {branch.name}
                    </th>
                    <td className="py-1 pr-2 whitespace-nowrap tabular-nums">
                      {milesText(branch.distanceMiles)}
                    </td>
                    <td className="py-1 pr-2">
                      {branch.id === selectedId ? (
                        <span className="font-semibold">{SELECTED_LABEL}</span>
                      ) : (
                        <Button
                          variant="secondary"
                          aria-disabled={busy}
                          aria-label={`${SELECT_LABEL} ${branch.fullName}`}
                          className="aria-disabled:opacity-60"
                          onClick={() => void branches.select(branch.id)}
                        >
                          {SELECT_LABEL}
                        </Button>
                      )}
                    </td>
                    <td className="py-1 text-right">
                      <Button
                        variant="ghost"
                        aria-expanded={open}
                        aria-controls={detailsId}
                        aria-label={`Details of ${branch.fullName}`}
                        onClick={() => setOpenId(open ? null : branch.id)}
                      >
                        Details
                        <ChevronDown
                          aria-hidden="true"
                          className={cx("size-4 transition", open && "rotate-180")}
                        />
                      </Button>
                    </td>
                  </tr>
                  <tr id={detailsId} hidden={!open}>
                    <td colSpan={4} className="pb-3">
                      {open && <StoreDetails branch={branch} />}
                    </td>
                  </tr>
                </Fragment>
              );
            })}
          </tbody>
        </table>
      )}
    </div>
  );
}
