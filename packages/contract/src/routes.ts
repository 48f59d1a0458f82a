/** Every route of the API, by the name its callers use. */
import { accountDocumentRoutes } from "./account-documents.ts";
import { accountPaymentRoutes } from "./account-payments.ts";
import { accountDetailsRoutes } from "./account-details.ts";
import { accountRoutes } from "./accounts.ts";
import { accountToolRoutes } from "./account-tools.ts";
import { addressLookupRoutes } from "./address-lookup.ts";
import { basketRoutes } from "./basket.ts";
import { calculatorRoutes } from "./calculators.ts";
import { branchOrderRoutes } from "./branch-orders.ts";
import { branchLookupRoutes, branchRoutes } from "./branches.ts";
import { catalogRoutes } from "./catalog.ts";
import { checkoutRoutes } from "./checkout.ts";
import { clearanceRoutes } from "./clearance.ts";
import { deliveryDateRoutes } from "./delivery-dates.ts";
import { devRoutes } from "./dev.ts";
import { formRoutes } from "./forms.ts";
import { fulfilmentRoutes } from "./fulfilment.ts";
import { healthRoutes } from "./health.ts";
import { homeRoutes } from "./home.ts";
import { identityRoutes } from "./identity.ts";
import { infoPageRoutes } from "./info-pages.ts";
import { mediaRoutes } from "./media.ts";
import { newsletterRoutes } from "./newsletter.ts";
import { quoteRoutes } from "./quotes.ts";
import { reportingRoutes } from "./reporting.ts";
import { partneringRoutes } from "./partnering.ts";
import { paymentRoutes } from "./payments.ts";
import { placeRoutes } from "./places.ts";
import { searchRoutes } from "./search.ts";
import { sessionRoutes } from "./session.ts";
import { siteRoutes } from "./site.ts";
import { appRoutes } from "./van-app.ts";
import { vanBasketRoutes } from "./van-basket.ts";
import { vanOrderRoutes } from "./van-orders.ts";
import { vanSurveyRoutes } from "./van-surveys.ts";
import { vanDeliveryRoutes } from "./van-deliveries.ts";
import { privateStoreRoutes } from "./private-store.ts";

export const routes = {
  ...healthRoutes,
  ...siteRoutes,
  ...sessionRoutes,
  ...identityRoutes,
  ...accountRoutes,
  ...accountDetailsRoutes,
  ...formRoutes,
  ...accountDocumentRoutes,
  ...partneringRoutes,
  ...accountPaymentRoutes,
  ...catalogRoutes,
  ...searchRoutes,
  ...branchRoutes,
  ...branchLookupRoutes,
  ...placeRoutes,
  ...addressLookupRoutes,
  ...fulfilmentRoutes,
  ...basketRoutes,
  ...clearanceRoutes,
  ...deliveryDateRoutes,
  ...checkoutRoutes,
  ...paymentRoutes,
  ...newsletterRoutes,
  ...calculatorRoutes,
  ...infoPageRoutes,
  ...homeRoutes,
  ...quoteRoutes,
  ...branchOrderRoutes,
  ...accountToolRoutes,
  ...reportingRoutes,
  ...appRoutes,
  ...vanBasketRoutes,
  ...vanOrderRoutes,
  ...vanSurveyRoutes,
  ...vanDeliveryRoutes,
  ...privateStoreRoutes,
  ...mediaRoutes,
  ...devRoutes,
};

export type Routes = typeof routes;
export type RouteName = keyof Routes;
