import { data } from "react-router";
import {
  checkNewsletterSignUp,
  NEWSLETTER_DEFAULT_FAILURE,
  NEWSLETTER_SUBSCRIBED_TEXT,
  NEWSLETTER_SUBSCRIBED_TITLE,
} from "@merchant/domain/newsletter";
import { shopTitle } from "~/features/catalog";
import { NewsletterSignUp, signUpFromPage } from "~/features/newsletter";
import { ApiError, serverApi } from "~/lib/api.ts";
import type { Route } from "./+types/newsletter";

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: shopTitle("Newsletter", matches[0]?.data?.brand.name) }];
}

/**
 * Where the sign-up forms post when the page has not woken (or has no JavaScript): the same
 * checks and words as in the browser (spec/1 §5, §8), answered on a page of their own.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const checked = checkNewsletterSignUp({
    name: String(form.get("name") ?? ""),
    email: String(form.get("email") ?? ""),
  });
  if (!checked.ok) return data({ subscribed: false, message: checked.message }, { status: 400 });
  try {
    await signUpFromPage(serverApi(context), checked.value);
    return { subscribed: true, message: NEWSLETTER_SUBSCRIBED_TEXT };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return data({ subscribed: false, message: NEWSLETTER_DEFAULT_FAILURE }, { status: error.status });
  }
}

export default function Newsletter({ actionData }: Route.ComponentProps) {
  return (
    <section className="mx-auto max-w-4xl px-4 py-12">
      <h1 className="mb-6 text-3xl font-bold text-ink">
        {actionData?.subscribed ? NEWSLETTER_SUBSCRIBED_TITLE : "Newsletter"}
      </h1>
      {actionData && (
        <p
          role={actionData.subscribed ? "status" : "alert"}
          className="mb-8 rounded-md border border-line bg-surface p-3 font-semibold"
        >
          {actionData.message}
        </p>
      )}
      {!actionData?.subscribed && (
        <NewsletterSignUp
          heading="Sign up to our newsletter"
          intro="Offers and news from your local branch."
        />
      )}
    </section>
  );
}
