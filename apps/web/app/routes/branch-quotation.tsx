import { shopTitle } from "~/features/catalog";
import { QuotePage, quotePageAction, quotePageFromLink } from "~/features/quotes";
import { serverApi } from "~/lib/api.ts";
import { redirect, type ShouldRevalidateFunctionArgs } from "react-router";
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

/**
 * The page's own form posts answer with the whole page (the quote checked again): its loader
 * need not check it a second time, which would spend a second of the client's quote checks.
 */
export function shouldRevalidate({
  formAction,
  currentUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (formAction !== undefined && new URL(formAction, currentUrl).pathname === currentUrl.pathname)
    return false;
  return defaultShouldRevalidate;
}

/** The check, the Extend Quote request, or Add to basket: on to /basket when all of the quote went in (spec/2 §4). */
export async function action({ request, context }: Route.ActionArgs) {
  const state = await quotePageAction(serverApi(context), await request.formData());
  return state.goToBasket ? redirect("/basket") : state;
}

export default function BranchQuotation({ loaderData, actionData }: Route.ComponentProps) {
  return (
    // spec/2 §2 page type branch-quotation, on the page's outer element as the account pages mark theirs (decision 137).
    <section className="branch-quotation mx-auto max-w-3xl px-4 py-12">
      <h1 className="mb-2 text-3xl font-bold text-ink">Your branch quote</h1>
      <p className="mb-6 text-muted">
        Enter the email address the quote was sent to and its reference, as they are on the quote.
      </p>
      <QuotePage state={actionData ?? loaderData} />
    </section>
  );
}
