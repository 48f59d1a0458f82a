/** Every route of the API, by the name its callers use. */
import { accountRoutes } from "./accounts.ts";
import { basketRoutes } from "./basket.ts";
import { branchLookupRoutes, branchRoutes } from "./branches.ts";
import { catalogRoutes } from "./catalog.ts";
import { clearanceRoutes } from "./clearance.ts";
import { devRoutes } from "./dev.ts";
import { fulfilmentRoutes } from "./fulfilment.ts";
import { healthRoutes } from "./health.ts";
import { identityRoutes } from "./identity.ts";
import { mediaRoutes } from "./media.ts";
import { newsletterRoutes } from "./newsletter.ts";
import { placeRoutes } from "./places.ts";
import { searchRoutes } from "./search.ts";
import { sessionRoutes } from "./session.ts";
import { siteRoutes } from "./site.ts";

export const routes = {
  ...healthRoutes,
  ...siteRoutes,
  ...sessionRoutes,
  ...identityRoutes,
  ...accountRoutes,
  ...catalogRoutes,
  ...searchRoutes,
  ...branchRoutes,
  ...branchLookupRoutes,
  ...placeRoutes,
  ...fulfilmentRoutes,
  ...basketRoutes,
  ...clearanceRoutes,
  ...newsletterRoutes,
  ...mediaRoutes,
  ...devRoutes,
};

export type Routes = typeof routes;
export type RouteName = keyof Routes;
