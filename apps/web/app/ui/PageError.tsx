import { isRouteErrorResponse, Link, useRouteError } from "react-router";
import { buttonClass } from "./Button.tsx";

/**
 * What a page shows when its loader fails: a 404 for an unknown address, product or category,
 * and an apology for anything else, without technical detail. Route modules export it as their
 * `ErrorBoundary`, so the shop's header and navigation stay on screen around it.
 */
export function PageErrorBoundary() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const title = notFound ? "Sorry, we can't find that page" : "Sorry, something went wrong";
  return (
    <section className="mx-auto max-w-2xl px-4 py-12 text-center">
      <title>{title}</title>
      <h1 className="text-2xl font-bold sm:text-3xl">{title}</h1>
      <p className="mt-4 text-lg">
        {notFound
          ? "It may have moved, or we may no longer sell it. Try the search above or browse our categories."
          : "Please try again in a moment. If it keeps happening, our customer services team can help."}
      </p>
      <Link to="/" className={buttonClass("primary", "mt-6")}>
        Go to the homepage
      </Link>
    </section>
  );
}
