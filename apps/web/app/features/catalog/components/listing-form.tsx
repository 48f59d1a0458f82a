import { useNavigate } from "react-router";
import { listingSearch, parseListingQuery } from "../listing-query.ts";

/**
 * The listing's one GET form. The sort select and the filter panel both belong to it (the sort
 * select through its `form` attribute), so a change to either keeps the other, and without
 * JavaScript the browser submits it as an ordinary GET. Paging is left out on purpose: a new
 * sort or filter starts at page 1.
 */
export const LISTING_FORM_ID = "listing";

type Props = {
  /** Parameters that are not listing state and must survive a submit (the search page's `q`). */
  kept?: URLSearchParams | undefined;
  children?: React.ReactNode;
  className?: string;
};

export function ListingForm({ kept, children, className }: Props) {
  const navigate = useNavigate();
  return (
    <form
      method="get"
      id={LISTING_FORM_ID}
      className={className}
      onSubmit={(event) => {
        // With JavaScript, go to the same URL the pager's links use (no empty prices, no default
        // sort), so one listing has one shareable address.
        event.preventDefault();
        const fields = new FormData(event.currentTarget);
        const typed = new URLSearchParams([...fields].map(([name, value]) => [name, String(value)]));
        navigate({ search: listingSearch(parseListingQuery(typed), {}, kept) }, { preventScrollReset: true });
      }}
    >
      {[...(kept ?? [])].map(([name, value]) => (
        <input key={`${name}=${value}`} type="hidden" name={name} value={value} />
      ))}
      {children}
    </form>
  );
}
