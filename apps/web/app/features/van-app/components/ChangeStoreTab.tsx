import { useState, type FormEvent } from "react";
import type { NearbyBranch } from "@merchant/contract";
import { APP_CHANGE_STORE_EMPTY_MESSAGE, checkLocationSearch } from "@merchant/domain/branches";
import { ApiError, browserApi } from "~/lib/api.ts";
import { Button } from "~/ui/Button.tsx";
import { Field } from "~/ui/Field.tsx";
import { LoadingOverlay } from "~/ui/LoadingOverlay.tsx";
import { chooseStore, closestStores, storeDetailOf } from "../api.ts";
import { useAppRequest } from "../hooks/use-app-request.ts";
import { AppMessage } from "./AppMessage.tsx";

type Props = {
  /** spec/3 §2: cancelling returns to the orders tab. */
  onCancel: () => void;
  /** The store was chosen: the page reads the basket (and its store) again. */
  onChosen: () => void;
};

/**
 * spec/3 §2, §5 Change store: a postcode or place gives the closest branches, each with its name,
 * distance in miles, a select action and details to open (email, phone, address, postcode and
 * the branch manager). A blank box, or a place with no branches, says there were no results.
 */
export function ChangeStoreTab({ onCancel, onChosen }: Props) {
  const { busy, message, setMessage, run, closeMessage } = useAppRequest();
  const [near, setNear] = useState("");
  const [found, setFound] = useState<NearbyBranch[] | null>(null);
  const noResults = () => setMessage({ title: "Change store", text: APP_CHANGE_STORE_EMPTY_MESSAGE });

  async function search(event: FormEvent) {
    event.preventDefault();
    if (!checkLocationSearch("app-change-store", near).ok) return noResults();
    // A place the maps service does not know is no results, not a fault.
    const answer = await run(() =>
      closestStores(browserApi, near.trim()).catch((error: unknown) => {
        if (error instanceof ApiError && error.status === 404) return { branches: [] };
        throw error;
      }),
    );
    if (!answer) return;
    setFound(answer.branches);
    if (answer.branches.length === 0) noResults();
  }

  async function select(branch: NearbyBranch) {
    const chosen = await run(() => chooseStore(browserApi, branch.id));
    if (!chosen) return;
    setMessage({ title: "Change store", text: `Your store is now ${chosen.store.name}.` });
    onChosen();
  }

  return (
    <section aria-labelledby="change-store-heading" className="flex flex-col gap-3 p-4">
      <h2 id="change-store-heading" className="text-xl font-bold">
        Change store
      </h2>
      <form className="flex flex-col gap-3" onSubmit={search} noValidate>
        <Field
          label="Postcode or location"
          autoComplete="postal-code"
          value={near}
          onChange={(event) => setNear(event.target.value)}
        />
        <Button type="submit" disabled={busy}>
          Find closest stores
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
      </form>
      {found && found.length > 0 && (
        <ul aria-label="Closest stores" className="flex flex-col gap-2">
          {found.map((branch) => (
            <StoreResult key={branch.id} branch={branch} busy={busy} onSelect={() => void select(branch)} />
          ))}
        </ul>
      )}
      <AppMessage message={message} onClose={closeMessage} />
      <LoadingOverlay active={busy} delayMs={200} />
    </section>
  );
}

function StoreResult({
  branch,
  busy,
  onSelect,
}: {
  branch: NearbyBranch;
  busy: boolean;
  onSelect: () => void;
}) {
  const [manager, setManager] = useState<string | null | undefined>(undefined);
  const readManager = () => {
    if (manager !== undefined) return;
    void storeDetailOf(browserApi, branch.id)
      .then(({ branch: detail }) => setManager(detail.managerName))
      .catch(() => setManager(null));
  };
  return (
    <li className="flex flex-col gap-2 rounded-md border border-line bg-white p-3">
      <p className="flex justify-between gap-2">
        <span className="font-bold">{branch.name}</span>
        <span className="tabular-nums">{branch.distanceMiles.toFixed(1)} miles</span>
      </p>
      <details onToggle={(event) => event.currentTarget.open && readManager()}>
        <summary className="flex min-h-11 cursor-pointer items-center font-semibold text-brand-ink underline">
          Details
        </summary>
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
          <dt className="text-muted">Email</dt>
          <dd>{branch.email}</dd>
          <dt className="text-muted">Phone</dt>
          <dd>{branch.phone}</dd>
          <dt className="text-muted">Address</dt>
          <dd>{branch.address.join(", ")}</dd>
          <dt className="text-muted">Postcode</dt>
          <dd>{branch.postcode}</dd>
          <dt className="text-muted">Branch manager</dt>
          <dd>{manager === undefined ? "…" : (manager ?? "Not known")}</dd>
        </dl>
      </details>
      <Button className="w-full" disabled={busy} onClick={onSelect} aria-label={`Select ${branch.name}`}>
        Select
      </Button>
    </li>
  );
}
