/**
 * The API contract: every route's method, path and schemas, the shapes they name, and shared
 * constants. The server registers its routes from it; the web app's clients are typed by it.
 */
export * from "./basket.ts";
export * from "./calculators.ts";
export * from "./info-pages.ts";
export * from "./home.ts";
export * from "./branches.ts";
export * from "./catalog.ts";
export * from "./clearance.ts";
export * from "./delivery-dates.ts";
export * from "./constants.ts";
export * from "./dev.ts";
export * from "./errors.ts";
export * from "./fulfilment.ts";
export * from "./health.ts";
export * from "./input.ts";
export * from "./media.ts";
export * from "./money.ts";
export * from "./newsletter.ts";
export * from "./quotes.ts";
export * from "./branch-orders.ts";
export * from "./account-tools.ts";
export * from "./reporting.ts";
export * from "./van-app.ts";
export * from "./van-basket.ts";
export * from "./van-orders.ts";
export * from "./van-surveys.ts";
export * from "./van-deliveries.ts";
export * from "./private-store.ts";
export * from "./checkout.ts";
export * from "./partnering.ts";
export * from "./places.ts";
export * from "./address-lookup.ts";
export * from "./route.ts";
export * from "./routes.ts";
export * from "./search.ts";
export * from "./session.ts";
export * from "./identity.ts";
export * from "./accounts.ts";
export * from "./account-details.ts";
export * from "./forms.ts";
export * from "./account-documents.ts";
export * from "./account-payments.ts";
export * from "./payments.ts";
export * from "./site.ts";
export * from "./check-replies.ts";
