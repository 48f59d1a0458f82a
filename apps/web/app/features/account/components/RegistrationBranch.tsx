/**
 * The registration form's optional 'Your nearest branch' step (spec/2 §7 /delivery/getcollectionstores
 * and /ajax/misc Type Multi with registration-form; decision 121): a postcode, 'Find branches', and
 * the nearest branches that take orders online to pick one from. The chosen branch's id posts with
 * the form as `branchId`; the server checks it and makes it the new user's home branch and the
 * session's branch. It needs JavaScript to search, so a page without it shows no step, and the form
 * still opens the account.
 */
import type { NearbyBranch } from "@merchant/contract";
import type { BrandCode } from "@merchant/contract/constants";
import { REGISTRATION_BRANCH_LEGEND } from "@merchant/domain/accounts";
import {
  checkPostcode,
  NO_STORES_FOR_SEARCH_MESSAGE,
  POSTCODE_CALL_FAILED_MESSAGE,
  STORE_LOOKUP_FAILED_MESSAGE,
} from "@merchant/domain/branches";
import { useId, useState, type KeyboardEvent } from "react";
import { ApiError } from "~/lib/api.ts";
import { useHydrated } from "~/lib/use-hydrated.ts";
import { Button } from "~/ui/Button.tsx";
import { Field } from "~/ui/Field.tsx";
import { Spinner } from "~/ui/Spinner.tsx";
import { nearestBranches } from "../api.ts";
import { useFieldError } from "./field-errors.ts";

/** How many branches the step offers: the nearest few are the ones a shopper collects from. */
const BRANCHES_OFFERED = 5;

type Search =
  | { status: "idle" }
  | { status: "searching" }
  | { status: "refused"; message: string }
  | { status: "found"; branches: NearbyBranch[] };

const failureOf = (error: unknown) =>
  error instanceof ApiError && error.status === 404
    ? STORE_LOOKUP_FAILED_MESSAGE
    : POSTCODE_CALL_FAILED_MESSAGE;

export function RegistrationBranch({ brandCode }: { brandCode?: BrandCode | undefined }) {
  // The search needs the page awake.
  const hydrated = useHydrated();
  const [postcode, setPostcode] = useState("");
  const [search, setSearch] = useState<Search>({ status: "idle" });
  const refused = useFieldError("branchId");
  const errorId = useId();
  if (!hydrated) return null;

  async function find() {
    const checked = checkPostcode(postcode);
    if (!checked.ok) return setSearch({ status: "refused", message: checked.message });
    setSearch({ status: "searching" });
    try {
      const found = await nearestBranches(checked.value, brandCode);
      // Only a branch that takes orders online can be collected from.
      const selling = found.branches
        .filter((branch) => branch.basketEcommerceActive)
        .slice(0, BRANCHES_OFFERED);
      setSearch(
        selling.length
          ? { status: "found", branches: selling }
          : { status: "refused", message: NO_STORES_FOR_SEARCH_MESSAGE },
      );
    } catch (error) {
      setSearch({ status: "refused", message: failureOf(error) });
    }
  }

  // Enter in the postcode box finds branches; it must not send the whole form.
  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== "Enter") return;
    event.preventDefault();
    void find();
  }

  return (
    <fieldset className="flex flex-col gap-3 rounded-md border border-line p-4">
      <legend className="px-1 font-semibold">{REGISTRATION_BRANCH_LEGEND} (optional)</legend>
      <p className="text-sm text-muted">
        The branch you collect from: we use it each time you log in. You can change it at any time.
      </p>
      <div className="flex flex-wrap items-end gap-2">
        <Field
          label="Your postcode"
          value={postcode}
          onChange={(event) => setPostcode(event.target.value)}
          onKeyDown={onKeyDown}
          autoComplete="postal-code"
          className="min-w-0 flex-1"
          error={search.status === "refused" ? search.message : undefined}
        />
        <Button variant="secondary" onClick={() => void find()} disabled={search.status === "searching"}>
          Find branches
        </Button>
      </div>
      {search.status === "searching" && <Spinner label="Finding branches" />}
      {search.status === "found" && (
        <fieldset aria-describedby={refused ? errorId : undefined}>
          <legend className="mb-2 text-sm font-semibold">Choose your branch</legend>
          <ul className="flex flex-col gap-1">
            {search.branches.map((branch) => (
              <li key={branch.id}>
                <label className="flex min-h-11 cursor-pointer items-center gap-3 rounded-md px-2 hover:bg-surface">
                  <input
                    type="radio"
                    name="branchId"
                    value={branch.id}
                    className="size-5 shrink-0 accent-brand-ink"
                  />
                  <span className="min-w-0 font-semibold">{branch.fullName}</span>
                  <span className="ml-auto shrink-0 text-sm whitespace-nowrap text-muted">
                    {branch.distanceMiles.toFixed(1)} miles
                  </span>
                </label>
              </li>
            ))}
            <li>
              <label className="flex min-h-11 cursor-pointer items-center gap-3 rounded-md px-2 hover:bg-surface">
                <input
                  type="radio"
                  name="branchId"
                  value=""
                  defaultChecked
                  className="size-5 shrink-0 accent-brand-ink"
                />
                <span>No branch for now</span>
              </label>
            </li>
          </ul>
        </fieldset>
      )}
      {refused && (
        <p id={errorId} className="text-sm font-semibold text-red-700">
          {refused}
        </p>
      )}
    </fieldset>
  );
}
