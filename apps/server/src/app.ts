/**
 * buildApp(config) wires the whole server: database, plugins, the API modules under /api and,
 * when the web app has been built, the storefront pages. It answers requests once returned
 * (through `inject`, or after `listen` in main.ts).
 */
import { existsSync } from "node:fs";
import { join } from "node:path";
import { MAX_SLUG_LENGTH } from "@merchant/contract";
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from "fastify";
import type { DestinationStream } from "pino";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import type { Config } from "./config.ts";
import { openDatabase, type Database } from "./db/client.ts";
import { clientErrorHandler } from "./connection-errors.ts";
import { httpTimeouts } from "./http-timeouts.ts";
import { seedIfEmpty } from "./modules/demo/index.ts";
import { authRoutes } from "./modules/auth/routes.ts";
import { accountRoutesPlugin } from "./modules/accounts/routes.ts";
import { checkoutRoutesPlugin } from "./modules/checkout/routes.ts";
import { accountDetailsRoutes } from "./modules/account-details/routes.ts";
import { formRoutes } from "./modules/forms/routes.ts";
import { accountDocumentRoutesPlugin } from "./modules/account-documents/routes.ts";
import { branchOrderRoutes } from "./modules/branch-orders/routes.ts";
import { vanAppRoutes } from "./modules/van/routes.ts";
import { vanOrderRoutes } from "./modules/van-orders/routes.ts";
import { surveyRoutes } from "./modules/surveys/routes.ts";
import { vanDeliveryRoutes } from "./modules/van-deliveries/routes.ts";
import { privateStoreRoutes } from "./modules/private-store/routes.ts";
import { accountToolsRoutes } from "./modules/account-tools/routes.ts";
import { reportingRoutesPlugin } from "./modules/reporting/routes.ts";
import { branchRoutes } from "./modules/branches/routes.ts";
import { calculatorRoutes } from "./modules/calculators/routes.ts";
import { catalogRoutes } from "./modules/catalog/routes.ts";
import { infoPageRoutes } from "./modules/info-pages/routes.ts";
import { homeRoutes } from "./modules/home/routes.ts";
import { fulfilmentRoutes } from "./modules/fulfilment/routes.ts";
import { basketRoutes } from "./modules/basket/routes.ts";
import { clearanceRoutes } from "./modules/clearance/routes.ts";
import { deliveryDateRoutes } from "./modules/delivery-dates/routes.ts";
import { healthRoutes } from "./modules/health/routes.ts";
import { homeBranchRoutes } from "./modules/home-branch/routes.ts";
import { outboxWorkerPlugin } from "./modules/mail/index.ts";
import { mailRoutes } from "./modules/mail/routes.ts";
import { mediaRoutes } from "./modules/media/routes.ts";
import { partnerDemoRoutes } from "./modules/partner/routes.ts";
import { liveChatDemoRoutes } from "./modules/live-chat/routes.ts";
import { newsletterRoutes } from "./modules/newsletter/routes.ts";
import { partneringRoutes } from "./modules/partnering/routes.ts";
import { accountPaymentRoutesPlugin } from "./modules/account-payments/routes.ts";
import { paymentRoutesPlugin } from "./modules/payments/routes.ts";
import { placeRoutes } from "./modules/places/routes.ts";
import { quoteRoutes } from "./modules/quotes/routes.ts";
import { productIndexPlugin } from "./modules/product-index/index.ts";
import { stockMirrorPlugin } from "./modules/fulfilment/index.ts";
import { addressLookupRoutes } from "./modules/address-lookup/routes.ts";
import { searchRoutes } from "./modules/search/routes.ts";
import { sessionRoutes } from "./modules/session/routes.ts";
import { siteRoutes } from "./modules/site/routes.ts";
import { appContextPlugin } from "./plugins/app-context.ts";
import { csrfPlugin } from "./plugins/csrf.ts";
import { errorsPlugin, frameworkErrors } from "./plugins/errors.ts";
import { loggingOptions, loggingPlugin } from "./plugins/logging.ts";
import { openapiPlugin } from "./plugins/openapi.ts";
import { originCheckPlugin } from "./plugins/origin-check.ts";
import { rateLimitPlugin } from "./plugins/rate-limit.ts";
import { securityPlugin } from "./plugins/security.ts";
import { sessionsPlugin } from "./plugins/sessions.ts";
import { builtPages } from "./web-host/built-pages.ts";
import { registerWebHost } from "./web-host/register.ts";
import { vitePages } from "./web-host/vite-pages.ts";

/** The router's limit on one path parameter: past it, a path is not a route. */
const MAX_PATH_PARAMETER_LENGTH = 4 * MAX_SLUG_LENGTH;

export type AppDeps = {
  /** An open, migrated database; by default one is opened from the configuration. The app closes it. */
  database?: Database;
  /** Where log lines go instead of stdout (tests read them). */
  logDestination?: DestinationStream;
};

/** Everything under /api: the JSON API, CSRF-protected. */
async function api(app: FastifyInstance) {
  await app.register(csrfPlugin);
  await app.register(healthRoutes);
  await app.register(sessionRoutes);
  await app.register(authRoutes);
  await app.register(homeBranchRoutes);
  await app.register(accountRoutesPlugin);
  await app.register(accountDetailsRoutes);
  await app.register(formRoutes);
  await app.register(accountDocumentRoutesPlugin);
  await app.register(siteRoutes);
  await app.register(catalogRoutes);
  await app.register(branchRoutes);
  await app.register(placeRoutes);
  await app.register(addressLookupRoutes);
  await app.register(fulfilmentRoutes);
  await app.register(basketRoutes);
  await app.register(clearanceRoutes);
  await app.register(checkoutRoutesPlugin);
  await app.register(deliveryDateRoutes);
  await app.register(newsletterRoutes);
  await app.register(calculatorRoutes);
  await app.register(infoPageRoutes);
  await app.register(homeRoutes);
  await app.register(quoteRoutes);
  await app.register(branchOrderRoutes);
  await app.register(vanAppRoutes);
  await app.register(vanOrderRoutes);
  await app.register(surveyRoutes);
  await app.register(vanDeliveryRoutes);
  await app.register(privateStoreRoutes);
  await app.register(accountToolsRoutes);
  await app.register(reportingRoutesPlugin);
  await app.register(partneringRoutes);
  await app.register(accountPaymentRoutesPlugin);
  await app.register(paymentRoutesPlugin);
  await app.register(searchRoutes);
  await app.register(mailRoutes);
}

type StartLog = Pick<FastifyBaseLogger, "info" | "warn">;

/** First start: an empty database gets the demo shop, unless SEED_PRODUCTS=0 wants none. */
function demoShopFill(config: Config, log: StartLog): ((database: Database) => Promise<void>) | undefined {
  if (config.seed.products === 0) return undefined;
  return async (database) => {
    if ((await seedIfEmpty(database, config.seed)).seeded)
      log.info({ products: config.seed.products, branches: config.seed.branches }, "demo data made");
  };
}

/** The shop's database from its configuration: opened, migrated, and filled with the demo shop at a first start. */
export function openShopDatabase(config: Config, log: StartLog): Promise<Database> {
  return openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    pgliteWorker: config.pgliteWorker,
    fill: demoShopFill(config, log),
    log: (line) => log.warn(line),
  });
}

export async function buildApp(config: Config, deps: AppDeps = {}): Promise<FastifyInstance> {
  const app = Fastify({
    ...loggingOptions(config, deps.logDestination),
    ...httpTimeouts(config),
    trustProxy: config.trustProxy,
    // find-my-way answers 404 for a path parameter past its default 100 characters, before the route's
    // schema runs: a product named at length (a 101-character slug) had no page. Longer than any the
    // contract takes (a slug's MAX_SLUG_LENGTH), so the contract answers an over-long one, naming it.
    routerOptions: { maxParamLength: MAX_PATH_PARAMETER_LENGTH },
    frameworkErrors,
    clientErrorHandler,
    // The product index is built before the first request (an onReady hook): 100,000 products take
    // 7–13 s on a busy two-core machine, past Fastify's 10 s default for a start step.
    pluginTimeout: 120_000,
  });
  const fillIfEmpty = demoShopFill(config, app.log);
  const database = deps.database ?? (await openShopDatabase(config, app.log));
  try {
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);

    await app.register(appContextPlugin, { config, database });
    if (deps.database) await fillIfEmpty?.(database);
    await app.register(errorsPlugin);
    await app.register(loggingPlugin);
    await app.register(securityPlugin, { config });
    // Before sessions and CSRF: a request from another site is refused before anything is read for it.
    await app.register(originCheckPlugin);
    await app.register(rateLimitPlugin);
    await app.register(sessionsPlugin);
    await app.register(openapiPlugin);
    await app.register(productIndexPlugin);
    await app.register(stockMirrorPlugin);
    await app.register(api, { prefix: "/api" });
    // Product pictures sit beside the API, not in it: images need no CSRF and cache for a year.
    // Each page shows dozens: they are logged only when something goes wrong.
    await app.register(mediaRoutes, { logLevel: "warn" });
    // The demo partner page /partner frames outside production (decision 148).
    await app.register(partnerDemoRoutes);
    // The demo live chat 'Chat with us' loads outside production (decision 147).
    await app.register(liveChatDemoRoutes);
    // The storefront pages: from Vite under `npm run dev`, otherwise once `npm run build -w @merchant/web` has run.
    if (config.webDevRoot) {
      await registerWebHost(app, await vitePages(app, config.webDevRoot));
    } else if (existsSync(join(config.webBuildDir, "server", "index.js"))) {
      await registerWebHost(app, await builtPages(config.webBuildDir));
    }

    // Last, so a start that fails sooner has no worker to stop; its onClose runs before the database closes.
    await app.register(outboxWorkerPlugin);

    await app.ready();
    return app;
  } catch (error) {
    await app.close();
    throw error;
  }
}
