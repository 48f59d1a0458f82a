/**
 * The van app's calls to the API: the app user and their van's stock for the page's loader, the
 * sign-in and sign-out links and the login form for the server's, and the van and stock changes
 * from the browser (spec/3 §9: an adjustment that takes over 20 s has failed).
 */
import type { DeliveryPriority, DeliveryType, StockTransactionType } from "@merchant/domain/van";
import { REQUEST_TIMEOUT_MS } from "@merchant/domain/van";
import { answer, type ApiClient } from "~/lib/api.ts";

export const appUserOf = (api: ApiClient) => answer(api.GET("/api/app/me"));

export const vanStockOf = (api: ApiClient, vanId: number) =>
  answer(api.GET("/api/app/vans/{vanId}/stock", { params: { path: { vanId } } }));

export const appLogIn = (api: ApiClient, email: string, password: string) =>
  answer(api.POST("/api/app/login", { body: { email, password } }));

export type SignInLink = { hash: string; email: string; branchcode: string; networktype?: string };

export const signInByLink = (api: ApiClient, link: SignInLink) =>
  answer(api.POST("/api/app/sulogin", { body: link }));

export const signOutByLink = (api: ApiClient, link: { uid: string; hash: string; appVersion?: string }) =>
  answer(api.POST("/api/app/sglogout", { body: link }));

export const appLogOut = (api: ApiClient) => answer(api.POST("/api/auth/logout"));

/** spec/3 §7 sgloadbasket: the van's basket and the store it is ordered from. */
export const vanBasketOf = (api: ApiClient, vanId: number) =>
  answer(api.GET("/api/app/vans/{vanId}/basket", { params: { path: { vanId } } }));

/** spec/3 §4 start over, and the idle logout's emptying of the basket (/ajax/emptybasket). */
export const startOver = (api: ApiClient, vanId: number) =>
  answer(api.DELETE("/api/app/vans/{vanId}/basket", { params: { path: { vanId } } }));

/** The idle logout's emptying of a private-store customer's basket (spec/3 §4 Session; decision 167). */
export const emptyPrivateStoreBasket = (api: ApiClient) =>
  answer(api.DELETE("/api/app/private-store/basket"));

export type BasketAdd = { type: "van" | "void"; productId: number; quantity: number };

/** spec/3 §3, §7 sgstoreadd (30 s, spec/3 §9): AX's codes go with the line when the app has them. */
export const addToVanBasket = (
  api: ApiClient,
  vanId: number,
  body: BasketAdd & { axVariantCode?: string | null; axUnitCode?: string | null },
) =>
  answer(
    api.POST("/api/app/vans/{vanId}/basket/lines", {
      params: { path: { vanId } },
      body,
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS.basketAdd),
    }),
  );

export const checkOutVanBasket = (api: ApiClient, vanId: number) =>
  answer(
    api.POST("/api/app/vans/{vanId}/basket/checkout", {
      params: { path: { vanId } },
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS.basketAdd),
    }),
  );

/** spec/3 §7 sgfindcloseststores: the branches closest to a postcode or place (20 s, as a search). */
export const closestStores = (api: ApiClient, near: string) =>
  answer(
    api.GET("/api/branches/nearby", {
      params: { query: { near, limit: 10 } },
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS.search),
    }),
  );

/** A branch's manager, for a result's expandable details (the nearby list does not carry them). */
export const storeDetailOf = (api: ApiClient, id: number) =>
  answer(api.GET("/api/branches/{id}", { params: { path: { id } } }));

export const chooseStore = (api: ApiClient, branchId: number) =>
  answer(api.PUT("/api/app/store", { body: { branchId } }));

/** spec/3 §7 sgforgottenpw (20 s): the shop's emailed link to set a new password. */
export const forgottenPassword = (api: ApiClient, email: string) =>
  answer(
    api.POST("/api/auth/forgotten-password", {
      body: { email },
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS.forgottenPassword),
    }),
  );

export const chooseVan = (api: ApiClient, registration: string) =>
  answer(
    api.PUT("/api/app/van", {
      body: { registration },
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS.adjustStock),
    }),
  );

export const adjustVanStock = (
  api: ApiClient,
  vanId: number,
  body: { clientId?: string; productId: number; transactionType: StockTransactionType; quantity: number },
) =>
  answer(
    api.POST("/api/app/vans/{vanId}/adjustments", {
      params: { path: { vanId } },
      body,
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS.adjustStock),
    }),
  );

/** spec/3 §2 Void tab: the void list types to choose from. */
export const voidListsOf = (api: ApiClient) =>
  answer(api.GET("/api/app/void-lists", { signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS.search) }));

/** spec/3 §7, §9 sgvoidlistselect: a void list's products, given 60 s. */
export const voidListOf = (api: ApiClient, listId: number) =>
  answer(
    api.GET("/api/app/void-lists/{listId}", {
      params: { path: { listId } },
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS.voidList),
    }),
  );

/** spec/3 §2, §5 stock-and-go search in the van or the void lists (spec/3 §9: 20 s). */
export const searchStock = (api: ApiClient, type: "van" | "void", q: string) =>
  answer(
    api.GET("/api/app/search", {
      params: { query: { type, q } },
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS.search),
    }),
  );

/** spec/3 §2 Orders tab, §7 sgrefreshorders: the open orders of the operator's vans. */
export const vanOrdersOf = (api: ApiClient, filter: { registration?: string; employee?: string }) =>
  answer(
    api.GET("/api/app/orders", {
      params: { query: filter },
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS.search),
    }),
  );

/** spec/3 §4, §7 sgupdatebranchorderstatus: status 60, with the vehicle chosen when asked. */
export const collectVanOrder = (api: ApiClient, orderNumber: string, choice?: "order" | "current") =>
  answer(
    api.POST("/api/app/orders/{orderNumber}/collected", {
      params: { path: { orderNumber } },
      body: choice ? { choice } : {},
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS.search),
    }),
  );

/** spec/3 §2 Order history, §7 sgsearchorderhistory. */
export const vanOrderHistory = (
  api: ApiClient,
  query: { type?: "all" | "van" | "void"; days?: number; q?: string },
) =>
  answer(
    api.GET("/api/app/order-history", {
      params: { query },
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS.search),
    }),
  );

export type DayChoice = { date: string; priority: DeliveryPriority; type: DeliveryType };

/** spec/3 §7 sgselectdeliverydate (30 s, spec/3 §9). */
export const deliveryDayOf = (api: ApiClient, query: DayChoice) =>
  answer(
    api.GET("/api/app/delivery-calendar", {
      params: { query },
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS.deliverySlots),
    }),
  );

/** spec/3 §7 sgselectdeliveryslot. */
export const bookDeliverySlot = (api: ApiClient, body: DayChoice & { time: string }) =>
  answer(
    api.POST("/api/app/delivery-calendar/bookings", {
      body,
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS.deliverySlots),
    }),
  );

/** spec/3 §7 sgsetdeliveryslotsession: the van's existing slot kept in the app's session (decision 170). */
export const chooseExistingSlot = (api: ApiClient, body: { date: string; time: string; vanId: number }) =>
  answer(
    api.PUT("/api/app/delivery-calendar/chosen-slot", {
      body,
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS.deliverySlots),
    }),
  );

/** spec/3 §7 sgcanceldeliveryslot. */
export const cancelDeliverySlot = (api: ApiClient, bookingId: number) =>
  answer(
    api.DELETE("/api/app/delivery-calendar/bookings/{bookingId}", {
      params: { path: { bookingId } },
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS.deliverySlots),
    }),
  );

/** spec/3 §2, §4 the surveys list: each survey's sections (30 s, spec/3 §9). */
export const surveysOf = (api: ApiClient) =>
  answer(api.GET("/api/app/surveys", { signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS.surveyAnswer) }));

/** spec/3 §7 sgsurveystart (20 s): a section's questions. */
export const startSurveySection = (api: ApiClient, sectionId: number) =>
  answer(
    api.POST("/api/app/surveys/{sectionId}/start", {
      params: { path: { sectionId } },
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS.surveyStartEnd),
    }),
  );

/** spec/3 §7 sgsurveyquestioncomplete (30 s): one answer, or -1 for a skip. */
export const answerSurveyQuestion = (
  api: ApiClient,
  sectionId: number,
  questionId: number,
  body: { answerValue: string; freeTextAnswer: string },
) =>
  answer(
    api.PUT("/api/app/surveys/{sectionId}/questions/{questionId}/answer", {
      params: { path: { sectionId, questionId } },
      body,
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS.surveyAnswer),
    }),
  );

/** spec/3 §7 sgsurveyskipall (30 s): skips what is left of the section. */
export const skipAllOfSurvey = (api: ApiClient, sectionId: number) =>
  answer(
    api.POST("/api/app/surveys/{sectionId}/skip-all", {
      params: { path: { sectionId } },
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS.surveyAnswer),
    }),
  );

/** spec/3 §7 psgetdeliveries (20 s): the app's store and its collections. */
export const storeCollectionsOf = (api: ApiClient) =>
  answer(api.GET("/api/app/collections", { signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS.deliveries) }));

/** spec/3 §7 pscollectdelivery (20 s): the collection signed for, under the action's client id. */
export const collectCollection = (
  api: ApiClient,
  collectionId: number,
  body: { clientId: string; signature: string; signerName: string },
) =>
  answer(
    api.POST("/api/app/collections/{collectionId}/collect", {
      params: { path: { collectionId } },
      body,
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS.deliveries),
    }),
  );

/** spec/3 §7 psdeliveritems (20 s): the invoices delivered, under the action's client id. */
export const deliverInvoices = (api: ApiClient, body: { clientId: string; invoiceNumbers: string[] }) =>
  answer(
    api.POST("/api/app/deliveries", { body, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS.deliveries) }),
  );
