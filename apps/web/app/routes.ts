import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";

// Every storefront page sits inside the shop frame (header, navigation, footer).
export default [
  layout("routes/shop-frame.tsx", [
    index("routes/home.tsx"),
    route("category/:slug", "routes/category.tsx"),
    route("product/:slug", "routes/product.tsx"),
    route("search", "routes/search.tsx"),
    route("storefinder", "routes/storefinder.tsx"),
    route("storefinder/store/:slugAndId", "routes/store.tsx"),
    route("basket", "routes/basket.tsx"),
    route("clearance", "routes/clearance.tsx"),
    route("checkout", "routes/checkout.tsx"),
    route("checkout/challenge", "routes/checkout-challenge.tsx"),
    route("checkout/confirmation/:reference", "routes/checkout-confirmation.tsx"),
    route("account", "routes/account.tsx"),
    route("account/login", "routes/account-login.tsx"),
    route("account/logout", "routes/account-logout.tsx"),
    route("account/signed-out", "routes/account-signed-out.tsx"),
    route("account/register", "routes/account-register.tsx"),
    route("account/forgotten-password", "routes/account-forgotten-password.tsx"),
    route("account/reset-password", "routes/account-reset-password.tsx"),
    route("account/statement", "routes/account-statement.tsx"),
    route("account/online-invoices", "routes/account-online-invoices.tsx"),
    route("account/partnering-catalogue", "routes/account-partnering-catalogue.tsx"),
    route("account/payments", "routes/account-payments.tsx"),
    route("account/orders", "routes/account-orders.tsx"),
    route("account/orders/:reference", "routes/account-order.tsx"),
    route("account/quotes", "routes/account-quotes.tsx"),
    route("account/branch-orders", "routes/account-branch-orders.tsx"),
    route("account/branch-orders/:orderNumber", "routes/account-branch-order.tsx"),
    route("newsletter", "routes/newsletter.tsx"),
    route("branch-quotation", "routes/branch-quotation.tsx"),
    route("help/:topic", "routes/help-page.tsx"),
    route("calculators", "routes/calculators.tsx"),
    route("calculators/:calculator", "routes/calculator.tsx"),
    route("info/:slug", "routes/info-page.tsx"),
    route("partner", "routes/partner.tsx"),
    // Development and tests only: the API answers 404 in production, and so does the page.
    route("dev/mail", "routes/dev-mail.tsx"),
    route("*", "routes/not-found.tsx"),
  ]),
  // The stock-and-go van app (issue 17): one code base under both prefixes, outside the shop frame.
  ...["app", "appmears"].flatMap((prefix) => [
    route(prefix, "routes/van-app.tsx", { id: `${prefix}-home` }),
    route(`${prefix}/login`, "routes/van-app-login.tsx", { id: `${prefix}-login` }),
    route(`${prefix}/sulogin`, "routes/van-app-sulogin.tsx", { id: `${prefix}-sulogin` }),
    route(`${prefix}/sglogout`, "routes/van-app-sglogout.tsx", { id: `${prefix}-sglogout` }),
    route(`${prefix}/logout`, "routes/van-app-logout.tsx", { id: `${prefix}-logout` }),
    route(`${prefix}/forgotten-password`, "routes/van-app-forgotten-password.tsx", {
      id: `${prefix}-forgotten-password`,
    }),
  ]),
  // Preference forms posted without JavaScript: keep the choice, then back to the page.
  route("preferences/vat", "routes/preferences-vat.tsx"),
  route("preferences/cookies", "routes/preferences-cookies.tsx"),
] satisfies RouteConfig;
