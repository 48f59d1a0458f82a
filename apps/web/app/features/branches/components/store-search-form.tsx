import { LocateFixed, Search } from "lucide-react";
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from "react";
import { Form, useNavigate } from "react-router";
import { isStoreSearchEnabled, STORE_FINDER_POSTCODE_MESSAGE } from "@merchant/domain/branches";
import { useHydrated } from "~/lib/use-hydrated.ts";
import { useMyLocation } from "~/lib/use-my-location.ts";
import { Button } from "~/ui/Button.tsx";
import { cx } from "~/ui/cx.ts";
import { STORE_FINDER_PATH } from "../branch-path.ts";
import { checkFinderSearch, finderSearchPath, type FinderQuery } from "../finder-query.ts";
import { useRecentPostcodes } from "~/lib/use-recent-postcodes.ts";
import { FeatureFilter } from "./feature-filter.tsx";
import { LocationFailureDialog } from "./location-failure-dialog.tsx";
import { moveHighlight, OptionList, optionId } from "./option-list.tsx";

type Props = {
  query: FinderQuery;
  /** Every store feature, to tick (spec/2 §2); none before a search has found branches. */
  features: string[];
  /** Why the page refused the search in its address. */
  error?: string | undefined;
};

const ticked = (form: HTMLFormElement | null): string[] =>
  form ? new FormData(form).getAll("feature").map(String) : [];

/**
 * spec/2 §2, §5 the store finder's search: a postcode or town, the recent postcodes under the box
 * (spec/2 §3, §9), 'Use my location' (spec/1 §8) and the feature tick boxes, each tick searching
 * again at once (without JavaScript, 'Apply filters' or 'Find branches' sends them). The search
 * button wakes above 2 non-space characters, as typed or pasted.
 */
export function StoreSearchForm({ query, features, error }: Props) {
  const navigate = useNavigate();
  // Before hydration the form is a plain GET form that always submits.
  const hydrated = useHydrated();
  const form = useRef<HTMLFormElement>(null);
  const listId = useId();
  const [text, setText] = useState(query.near ?? "");
  const [message, setMessage] = useState<string | undefined>(error);
  const [highlighted, setHighlighted] = useState(-1);
  const [listWanted, setListWanted] = useState(false);
  const myLocation = useMyLocation();

  const typedKey = text.replace(/\s+/g, "").toUpperCase();
  const recent = useRecentPostcodes().shown.filter((postcode) =>
    postcode.replace(" ", "").startsWith(typedKey),
  );
  const listShown = listWanted && recent.length > 0;
  const active = listShown && highlighted < recent.length ? highlighted : -1;
  const enabled = isStoreSearchEnabled(text);

  const search = (near: string) => {
    setListWanted(false);
    setText(near);
    navigate(finderSearchPath(near, ticked(form.current)));
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = checkFinderSearch(text);
    if (checked.ok) search(checked.near);
    else setMessage(checked.message);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      setListWanted(true);
      setHighlighted(moveHighlight(active, recent.length, event.key));
    } else if (event.key === "Escape" && listShown) {
      event.preventDefault();
      setListWanted(false);
    } else if (event.key === "Enter") {
      const postcode = recent[active];
      // A disabled button lets Enter do nothing at all: say what the box needs instead.
      if (postcode !== undefined || !enabled) event.preventDefault();
      if (postcode !== undefined) search(postcode);
      else if (!enabled) setMessage(STORE_FINDER_POSTCODE_MESSAGE);
    }
  };

  const searchMyPlace = async () => {
    const place = await myLocation.locate();
    if (place) search(place.postcode ?? place.label);
  };

  // A box ticked before the page woke up changed nothing (its change met no handler): search with
  // it now, once (each search mounts the form afresh).
  const filterShown = features.length > 0;
  const caughtUp = useRef(false);
  useEffect(() => {
    if (caughtUp.current || !filterShown) return;
    caughtUp.current = true;
    const now = ticked(form.current);
    const searched = query.features;
    if (now.length !== searched.length || now.some((feature) => !searched.includes(feature)))
      form.current?.requestSubmit();
  }, [filterShown, query.features]);

  const inputId = `${listId}-input`;
  const messageId = `${listId}-message`;
  return (
    <Form
      ref={form}
      method="get"
      action={STORE_FINDER_PATH}
      role="search"
      aria-label="Branches near you"
      onSubmit={onSubmit}
      className="flex flex-col gap-3"
    >
      <div className="flex flex-col gap-2 md:flex-row md:items-end">
        <div className="flex flex-col gap-1 md:w-80">
          <label htmlFor={inputId} className="text-sm font-semibold">
            Postcode or town
          </label>
          <div className="relative">
            <input
              id={inputId}
              name="near"
              type="text"
              value={text}
              onChange={(event) => {
                setText(event.target.value);
                setMessage(undefined);
                setHighlighted(-1);
                setListWanted(true);
              }}
              onKeyDown={onKeyDown}
              onFocus={() => setListWanted(true)}
              onBlur={() => setListWanted(false)}
              placeholder="e.g. IP1 1AA"
              autoComplete="off"
              maxLength={100}
              role="combobox"
              aria-autocomplete="list"
              aria-expanded={listShown}
              aria-controls={listId}
              aria-activedescendant={active >= 0 ? optionId(listId, active) : undefined}
              aria-invalid={message ? true : undefined}
              aria-describedby={message ? messageId : undefined}
              className={cx(
                "min-h-11 w-full rounded-md border bg-white px-3 text-base text-ink placeholder:text-muted",
                message ? "border-red-700" : "border-field",
              )}
            />
            {listShown && (
              <OptionList
                id={listId}
                label="Recent searches"
                groups={[
                  {
                    label: "Recent searches",
                    options: recent.map((postcode) => ({ key: postcode, text: postcode })),
                  },
                ]}
                highlighted={active}
                onPick={(index) => search(recent[index] ?? text)}
              />
            )}
          </div>
        </div>
        <div className="grid grid-cols-1 gap-2 min-[440px]:grid-cols-2 md:flex">
          <Button
            type="submit"
            variant="primary"
            disabled={hydrated && !enabled}
            className="whitespace-nowrap"
          >
            <Search aria-hidden="true" className="size-4" />
            Find branches
          </Button>
          <Button
            variant="secondary"
            onClick={searchMyPlace}
            disabled={!hydrated || myLocation.locating}
            aria-busy={myLocation.locating || undefined}
            className="whitespace-nowrap"
          >
            <LocateFixed aria-hidden="true" className="size-4" />
            Use my location
          </Button>
        </div>
      </div>
      {message && (
        <p id={messageId} role="alert" className="text-sm font-semibold text-red-700">
          {message}
        </p>
      )}
      {filterShown && (
        <FeatureFilter
          features={features}
          ticked={query.features}
          onChange={() => form.current?.requestSubmit()}
          applyButton={!hydrated}
        />
      )}
      <LocationFailureDialog failure={myLocation.failure} onClose={myLocation.dismissFailure} />
    </Form>
  );
}
