import { Form } from "react-router";

/**
 * The listing's one GET form. The sort select and the filter panel both belong to it (the sort
 * select through its `form` attribute), so a change to either keeps the other, and without
 * JavaScript the browser submits it as an ordinary GET. Paging is left out on purpose: a new
 * sort or filter starts at page 1.
 */
export const LISTING_FORM_ID = "listing";

type Props = {
  /** Parameters that are not listing state and must survive a submit (the search page's `q`). */
  kept?: URLSearchParams;
  children?: React.ReactNode;
  className?: string;
};

export function ListingForm({ kept, children, className }: Props) {
  return (
    <Form method="get" id={LISTING_FORM_ID} className={className} preventScrollReset>
      {[...(kept ?? [])].map(([name, value]) => (
        <input key={`${name}=${value}`} type="hidden" name={name} value={value} />
      ))}
      {children}
    </Form>
  );
}
