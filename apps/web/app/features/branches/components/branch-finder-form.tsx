import { ChevronDown, Search } from "lucide-react";
import { Form } from "react-router";
import { Button } from "~/ui/Button.tsx";
import { Field } from "~/ui/Field.tsx";
import { STORE_FINDER_PATH } from "../branch-path.ts";
import type { FinderQuery } from "../finder-query.ts";

type Props = {
  query: FinderQuery;
  /** Every store feature, offered as a tick box (spec/2 §2 "Feature filters can be ticked"). */
  features: string[];
  error?: string | undefined;
};

/**
 * The store finder's search: a plain GET form, so it works before (or without) JavaScript and
 * every search has an address that can be shared or bookmarked.
 */
export function BranchFinderForm({ query, features, error }: Props) {
  return (
    <Form
      method="get"
      action={STORE_FINDER_PATH}
      role="search"
      aria-label="Branches"
      className="flex flex-col gap-4"
    >
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start">
        <Field
          label="Town, postcode or branch code"
          name="q"
          type="search"
          defaultValue={query.q}
          maxLength={100}
          autoComplete="off"
          error={error}
          className="sm:w-96"
        />
        <Button type="submit" variant="primary" className="sm:mt-6">
          <Search aria-hidden="true" className="size-4" />
          Find branches
        </Button>
      </div>
      {features.length > 0 && (
        // Ten tick boxes would push the results below a phone's screen: they fold away until used.
        <details open={query.features.length > 0} className="group rounded-md border border-line">
          <summary className="flex min-h-11 cursor-pointer items-center gap-2 px-3 text-sm font-semibold">
            <ChevronDown aria-hidden="true" className="size-4 transition group-open:rotate-180" />
            Filter by feature
            {query.features.length > 0 && (
              <span className="text-muted">({query.features.length} ticked)</span>
            )}
          </summary>
          <fieldset className="px-3 pb-2">
            <legend className="sr-only">Only branches with</legend>
            <ul className="grid grid-cols-1 gap-x-4 min-[360px]:grid-cols-2 md:grid-cols-3 lg:grid-cols-5">
              {features.map((feature) => (
                <li key={feature}>
                  <label className="inline-flex min-h-11 cursor-pointer items-center gap-2 text-sm">
                    <input
                      type="checkbox"
                      name="feature"
                      value={feature}
                      defaultChecked={query.features.includes(feature)}
                      className="size-5 accent-brand"
                    />
                    {feature}
                  </label>
                </li>
              ))}
            </ul>
          </fieldset>
        </details>
      )}
    </Form>
  );
}
