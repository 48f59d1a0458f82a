import { useId, useState, type FormEvent, type KeyboardEvent } from "react";
import {
  BRANCH_SEARCH_SLIDE_MS,
  BRANCH_SEARCH_SUGGESTION_LABEL,
  joinBranchChoice,
} from "@merchant/domain/branches";
import type { BranchNameSearch } from "@merchant/contract";
import { Spinner } from "~/ui/Spinner.tsx";
import { STORE_FINDER_PATH } from "../branch-path.ts";
import { useBranchNameSearch, type SearchBranchNames } from "../use-branch-name-search.ts";
import { allOptions, moveHighlight, OptionList, optionId, type OptionGroup } from "./option-list.tsx";

type NamedBranch = BranchNameSearch["results"][number];

type Props = {
  searchBranchNames: SearchBranchNames;
  /** What picking a branch does on this page (the store finder opens its page). */
  onChoose: (branch: NamedBranch) => void;
};

function optionGroups(answer: BranchNameSearch | null): OptionGroup[] {
  if (!answer) return [];
  return [
    {
      label: "Branches",
      options: answer.results.map((branch) => ({
        key: `branch-${branch.id}`,
        text: branch.fullName,
        detail: branch.postcode,
      })),
    },
    {
      label: BRANCH_SEARCH_SUGGESTION_LABEL,
      options: answer.suggestions.map((name) => ({ key: `suggestion-${name}`, text: name })),
    },
  ];
}

/**
 * spec/1 §4 branch-name search: an accessible combobox. Results (and 'did you mean' names when
 * nothing matched) slide down under the box; the arrow keys walk them and Enter picks. Picking a
 * branch fills its name and the hidden `code|id` field; picking a suggestion searches again with
 * it. Without JavaScript the box is a plain search of the finder by that place.
 */
export function BranchNameSearch({ searchBranchNames, onChoose }: Props) {
  const listId = useId();
  const messageId = `${listId}-message`;
  const [text, setText] = useState("");
  const [choice, setChoice] = useState("");
  const [highlighted, setHighlighted] = useState(-1);
  const [listWanted, setListWanted] = useState(false);
  const { outcome, typed, searchNow, settle } = useBranchNameSearch(searchBranchNames);

  const answer = outcome.status === "found" ? outcome.answer : null;
  const groups = optionGroups(answer);
  const count = allOptions(groups).length;
  const listShown = listWanted && count > 0;
  const active = listShown && highlighted < count ? highlighted : -1;

  const type = (value: string) => {
    setText(value);
    setChoice("");
    setHighlighted(-1);
    setListWanted(true);
    typed(value);
  };

  const pick = (index: number) => {
    if (!answer) return;
    const branch = answer.results[index];
    setHighlighted(-1);
    if (branch) {
      setText(branch.fullName);
      setChoice(joinBranchChoice({ branchCode: branch.code, id: branch.id }));
      setListWanted(false);
      settle();
      onChoose(branch);
      return;
    }
    const suggestion = answer.suggestions[index - answer.results.length];
    if (suggestion === undefined) return;
    setText(suggestion);
    searchNow(suggestion);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      setListWanted(true);
      setHighlighted(moveHighlight(active, count, event.key));
    } else if (event.key === "Enter" && active >= 0) {
      event.preventDefault();
      pick(active);
    } else if (event.key === "Escape" && listShown) {
      event.preventDefault();
      setListWanted(false);
    }
  };

  // Enter with no row highlighted: search now rather than after the pause.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setListWanted(true);
    searchNow(text);
  };

  return (
    <form
      role="search"
      aria-label="Branch name"
      action={STORE_FINDER_PATH}
      method="get"
      onSubmit={onSubmit}
      className="flex flex-col gap-1"
    >
      <label htmlFor={`${listId}-input`} className="text-sm font-semibold">
        Find a branch by name
      </label>
      <div className="relative">
        <input
          id={`${listId}-input`}
          name="near"
          type="text"
          value={text}
          onChange={(event) => type(event.target.value)}
          onKeyDown={onKeyDown}
          onBlur={() => setListWanted(false)}
          onFocus={() => setListWanted(true)}
          placeholder="Branch name, town or postcode"
          autoComplete="off"
          maxLength={100}
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={listShown}
          aria-controls={listId}
          aria-activedescendant={active >= 0 ? optionId(listId, active) : undefined}
          aria-describedby={outcome.status === "message" ? messageId : undefined}
          className="min-h-11 w-full rounded-md border border-field bg-white py-2 pr-11 pl-3 text-base text-ink placeholder:text-muted"
        />
        {outcome.status === "searching" && (
          <Spinner label="Searching branches" className="absolute top-2.5 right-3 text-muted" />
        )}
        {listShown && (
          <OptionList
            id={listId}
            label="Branches by name"
            groups={groups}
            highlighted={active}
            onPick={pick}
            slideMs={BRANCH_SEARCH_SLIDE_MS}
          />
        )}
      </div>
      <input type="hidden" name="branch" value={choice} />
      <p id={messageId} role="status" className="min-h-5 text-sm font-semibold text-red-700">
        {outcome.status === "message" ? outcome.message : ""}
      </p>
      <p aria-live="polite" className="sr-only">
        {listShown ? `${count} results, use the up and down arrows to choose` : ""}
      </p>
    </form>
  );
}
