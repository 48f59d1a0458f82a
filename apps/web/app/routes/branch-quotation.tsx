import { shopTitle } from "~/features/catalog";
import { QuotePage, quotePageAction, quotePageFromLink } from "~/features/quotes";
import { serverApi } from "~/lib/api.ts";
import type { Route } from "./+types/branch-quotation";

export function meta({ matches }: Route.MetaArgs) {
  return [
    { title: shopTitle("Your branch quote", matches[0]?.data?.brand.name) },
    { name: "robots", content: "noindex" },
  ];
}

/** Opened from a quote email's link, the page checks the quote at once (spec/2 §2). */
export async function loader({ request, context }: Route.LoaderArgs) {
  return quotePageFromLink(serverApi(context), new URL(request.url));
}

export async function action({ request, context }: Route.ActionArgs) {
  return quotePageAction(serverApi(context), await request.formData());
}

export default function BranchQuotation({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <section className="mx-auto max-w-3xl px-4 py-12">
      <h1 className="mb-2 text-3xl font-bold text-ink">Your branch quote</h1>
      <p className="mb-6 text-muted">
        Enter the email address the quote was sent to and its reference, as they are on the quote.
      </p>
      <QuotePage state={actionData ?? loaderData} />
    </section>
  );
}
