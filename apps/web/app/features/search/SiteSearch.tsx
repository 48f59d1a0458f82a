import { EMPTY_SEARCH_DIALOG_MS, EMPTY_SEARCH_MESSAGE, isSubmittableSearch } from "@merchant/domain/search";
import { Search } from "lucide-react";
import { useId, useState, type FormEvent, type KeyboardEvent } from "react";
import { Form, useLocation, useNavigate, useSearchParams } from "react-router";
import { Dialog } from "~/ui/Dialog.tsx";
import { SuggestionList, optionId } from "./SuggestionList.tsx";
import { searchResultsPath } from "./search-rules.ts";
import { moveHighlight, suggestionOptions, type SuggestionOption } from "./suggestion-options.ts";
import { useAutocomplete, type FetchSuggestions } from "./use-autocomplete.ts";

type Props = { fetchSuggestions: FetchSuggestions };

/**
 * The header's site search (spec/1 §5): suggestions of products and categories once the text
 * is longer than 2 characters, walked with the arrow keys and picked with Enter or a click;
 * submitting goes to the results page, and an empty search shows a dialog for 2 seconds instead.
 * Without JavaScript it is a plain GET form to /search.
 */
export function SiteSearch({ fetchSuggestions }: Props) {
  const navigate = useNavigate();
  const listId = useId();
  const currentQuery = useCurrentQuery();
  const [text, setText] = useState(currentQuery);
  // A new search on screen (a link, the back button) shows in the box.
  const [shownQuery, setShownQuery] = useState(currentQuery);
  if (shownQuery !== currentQuery) {
    setShownQuery(currentQuery);
    setText(currentQuery);
  }
  const [highlighted, setHighlighted] = useState(-1);
  const [listWanted, setListWanted] = useState(false);
  const [emptySearchShown, setEmptySearchShown] = useState(false);

  const options = suggestionOptions(useAutocomplete(text, fetchSuggestions));
  const listShown = listWanted && options.length > 0;
  const active = listShown && highlighted >= 0 ? highlighted : -1;

  const type = (value: string) => {
    setText(value);
    setHighlighted(-1);
    setListWanted(true);
  };

  const pick = (option: SuggestionOption) => {
    setListWanted(false);
    navigate(option.href);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      setListWanted(true);
      setHighlighted(moveHighlight(active, options.length, event.key));
    } else if (event.key === "Enter" && active >= 0) {
      event.preventDefault();
      const option = options[active];
      if (option) pick(option);
    } else if (event.key === "Escape" && listShown) {
      event.preventDefault();
      setListWanted(false);
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setListWanted(false);
    if (!isSubmittableSearch(text)) {
      setEmptySearchShown(true);
      return;
    }
    navigate(searchResultsPath(text));
  };

  return (
    <>
      <Form role="search" action="/search" method="get" onSubmit={onSubmit} className="relative w-full">
        <label htmlFor={`${listId}-input`} className="sr-only">
          Search products
        </label>
        <input
          id={`${listId}-input`}
          name="q"
          type="search"
          value={text}
          onChange={(event) => type(event.target.value)}
          onKeyDown={onKeyDown}
          onBlur={() => setListWanted(false)}
          onFocus={() => setListWanted(true)}
          placeholder="Search products, brands or part numbers"
          autoComplete="off"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={listShown}
          aria-controls={listId}
          aria-activedescendant={active >= 0 ? optionId(listId, active) : undefined}
          className="min-h-11 w-full rounded-md border border-on-brand bg-white py-2 pr-12 pl-3 text-base text-ink placeholder:text-muted"
        />
        <button
          type="submit"
          aria-label="Search"
          className="absolute top-0 right-0 grid size-11 place-items-center rounded-r-md text-ink hover:bg-surface"
        >
          <Search aria-hidden="true" className="size-5" />
        </button>
        {listShown && <SuggestionList id={listId} options={options} highlighted={active} onPick={pick} />}
        <p aria-live="polite" className="sr-only">
          {listShown ? `${options.length} suggestions, use the up and down arrows to choose` : ""}
        </p>
      </Form>
      <Dialog
        open={emptySearchShown}
        onOpenChange={setEmptySearchShown}
        title="Search"
        description={EMPTY_SEARCH_MESSAGE}
        autoCloseMs={EMPTY_SEARCH_DIALOG_MS}
      />
    </>
  );
}

/** On the results page the box shows the search that is on screen. */
function useCurrentQuery(): string {
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  return pathname === "/search" ? (params.get("q") ?? "") : "";
}
