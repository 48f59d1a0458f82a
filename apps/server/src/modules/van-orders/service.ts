/**
 * The van app's orders, order history and delivery calendar (issue 18; spec/3 §4, §5, §7, §8).
 * Who the user is and which van they drive come from the van app's service; every order and
 * booking is reached through the user's trade accounts or their van, any other is "not found".
 */
import type { AppOrder, DeliveryDay } from "@merchant/contract";
import {
  checkExistingSlotChoice,
  CHOOSE_A_VAN_FIRST,
  existingSlotChosenText,
  deliveryTimeSlot,
  DELIVERY_TIME_SLOTS,
  EXISTING_SLOT_MAX_DAYS,
  EXISTING_SLOT_MIN_DAYS,
  goodsCollected,
  londonCalendarDay,
  orderStatusSetMessage,
  SLOT_BOOKED,
  slotReservedText,
  slotStartMs,
  slotWarning,
  type DeliveryPriority,
  type DeliveryType,
  type RegistrationChoice,
} from "@merchant/domain/van";
import { londonDay } from "@merchant/domain/account-documents";
import type { Database } from "../../db/client.ts";
import { conflict, forbidden, invalid, notFound } from "../../lib/domain-errors.ts";
import { inTransaction } from "../../lib/in-transaction.ts";
import { queueEmail } from "../mail/index.ts";
import type { ChosenSlot, VanAppService } from "../van/index.ts";
import { branchCollectionEmail } from "./branch-email.ts";
import type { OrderFilter, OrderRow, VanOrderStore } from "./store.ts";

export const VAN_OPERATORS_ONLY = "Orders and deliveries are kept by van operators.";
export const ORDER_NOT_FOUND = "No order of your vans has this number.";
export const CHOOSE_THE_VEHICLE = "Choose which vehicle receives the items: the order's or yours.";
export const BOOKING_NOT_FOUND = "No booking of your van has this id.";
export const SLOT_NOT_OFFERED = "There is no such delivery slot on this day.";
export const SLOT_STARTED = "This slot has already started, please choose a later one.";
export const SLOT_FULL = "Sorry this slot has just been booked, please choose another.";
export const SLOT_HELD_ALREADY = "Your van has this slot booked already.";
/** The ERP's name for status 60 (spec/3 §4, §9). */
export const GOODS_COLLECTED_NAME = "Goods collected";

type Deps = { database: Database; store: VanOrderStore; vanApp: VanAppService; now?: () => number };

const orderOf = ({ id: _id, accountId: _account, ...order }: OrderRow): AppOrder => order;

export function createVanOrderService({ database, store, vanApp, now = Date.now }: Deps) {
  async function operator(userId: number) {
    const appUser = await vanApp.appUser(userId);
    if (appUser.role !== "van_operator") throw forbidden(VAN_OPERATORS_ONLY);
    return appUser;
  }

  async function operatorsVan(userId: number) {
    const { van } = await operator(userId);
    if (!van) throw conflict(CHOOSE_A_VAN_FIRST);
    return van;
  }

  /** spec/3 §4 existing slots: the van's bookings 1 to 7 London days ahead. */
  function existingSlotsOf(vanId: number) {
    const today = londonCalendarDay(now());
    const plusDays = (n: number) => londonCalendarDay(Date.parse(`${today}T12:00:00Z`) + n * 86_400_000);
    return store.vanBookingsBetween(
      vanId,
      plusDays(EXISTING_SLOT_MIN_DAYS),
      plusDays(EXISTING_SLOT_MAX_DAYS),
    );
  }

  /** spec/3 §7 sgselectdeliverydate: a day's slots as this van sees them. */
  async function dayFor(
    vanId: number,
    date: string,
    priority: DeliveryPriority,
    type: DeliveryType,
  ): Promise<DeliveryDay> {
    const [{ accNumber }, bookings] = await Promise.all([store.vanAccount(vanId), store.bookingsOn(date)]);
    const existing = await existingSlotsOf(vanId);
    return {
      date,
      priority,
      type,
      existingSlots: existing.filter((slot) => slot.date !== date),
      slots: DELIVERY_TIME_SLOTS.map((slot) => {
        const taken = bookings.filter((booking) => booking.timeSlot === slot.time);
        return {
          time: slot.time,
          places: slot.places,
          free: Math.max(0, slot.places - taken.length),
          warning: slotWarning(slotStartMs(date, slot), now()),
          yourBookingId: taken.find((booking) => booking.vanId === vanId)?.id ?? null,
          reservations: taken.map((booking) =>
            slotReservedText({
              reservedByAccount: booking.accNumber,
              viewerAccount: accNumber,
              bookedOn: londonDay(Date.parse(booking.bookedAt)),
            }),
          ),
        };
      }),
    };
  }

  return {
    /** spec/3 §2 Orders tab: the open orders of the operator's vans, with the filters' choices. */
    async openOrders(userId: number, filter: Pick<OrderFilter, "registration" | "employee">) {
      await operator(userId);
      const [orders, facets] = await Promise.all([
        store.orders(userId, { ...filter, open: true }),
        store.openOrderFacets(userId),
      ]);
      return { orders: orders.map(orderOf), ...facets };
    },

    /** spec/3 §2 Order history, §5: by type, age in days and search term. */
    async history(userId: number, filter: Pick<OrderFilter, "type" | "days" | "term">) {
      await operator(userId);
      return { orders: (await store.orders(userId, filter)).map(orderOf) };
    },

    /**
     * spec/3 §4 Order status: status 60 with a van registration; the operator's choice decides
     * which vehicle receives the items when the order names another. A void order's collection
     * is emailed to the home branch afterwards: the status stands whether or not it can be queued.
     */
    async collect(userId: number, orderNumber: string, choice: RegistrationChoice | undefined) {
      const van = await operatorsVan(userId);
      const order = await store.openOrder(userId, orderNumber);
      if (!order) throw notFound(ORDER_NOT_FOUND);
      const decision = goodsCollected({
        orderNo: order.orderNumber,
        orderRegistration: order.registration,
        currentRegistration: van.registration,
        ...(choice ? { choice } : {}),
      });
      if (decision.kind === "choose") throw invalid(CHOOSE_THE_VEHICLE, { choice: CHOOSE_THE_VEHICLE });
      // The van's registration as written ("VN24 BLD"), not the request's matching form.
      const { changeRegOnOrder } = decision.request;
      const registration = changeRegOnOrder ? van.registration : order.registration;
      const set = await inTransaction(database, (tx) =>
        store.setCollected(tx, {
          orderId: order.id,
          status: GOODS_COLLECTED_NAME,
          registration,
          vanId: changeRegOnOrder ? van.id : null,
        }),
      );
      if (!set) throw notFound(ORDER_NOT_FOUND);
      return {
        orderNumber: order.orderNumber,
        status: GOODS_COLLECTED_NAME,
        registration,
        message: orderStatusSetMessage(order.orderNumber, GOODS_COLLECTED_NAME),
        branchEmail: order.type === "void" ? await emailHomeBranch(order, registration) : null,
      };
    },

    /** The day, with the existing slot the session keeps when it is still this van's booking. */
    async day(
      userId: number,
      date: string,
      priority: DeliveryPriority,
      type: DeliveryType,
      kept: ChosenSlot | null = null,
    ): Promise<DeliveryDay> {
      const van = await operatorsVan(userId);
      const day = await dayFor(van.id, date, priority, type);
      const stillOffered =
        kept?.vanId === van.id && checkExistingSlotChoice(kept, await existingSlotsOf(van.id)).ok;
      return { ...day, chosenSlot: stillOffered ? { date: kept.date, time: kept.time } : null };
    },

    /**
     * spec/3 §4, §7 sgsetdeliveryslotsession: the slot must be one of the van's existing bookings
     * 1 to 7 days ahead, the van one of the operator's accounts' (another's is a 404). The caller
     * keeps the answer's slot in the app's session (decision 170).
     */
    async chooseExistingSlot(userId: number, wanted: ChosenSlot) {
      await operator(userId);
      const van = await vanApp.operatorsVan(userId, wanted.vanId);
      const checked = checkExistingSlotChoice(wanted, await existingSlotsOf(van.id));
      if (!checked.ok) throw invalid(checked.message, { date: checked.message });
      return {
        success: true as const,
        message: existingSlotChosenText(checked.value),
        slot: { ...checked.value, vanId: van.id },
      };
    },

    /** spec/3 §4 Delivery slot: books a place; the store's one insert decides between two at once. */
    async book(
      userId: number,
      wanted: { date: string; time: string; priority: DeliveryPriority; type: DeliveryType },
    ) {
      const van = await operatorsVan(userId);
      const slot = deliveryTimeSlot(wanted.time);
      if (!slot) throw invalid(SLOT_NOT_OFFERED, { time: SLOT_NOT_OFFERED });
      if (slotStartMs(wanted.date, slot) <= now()) throw invalid(SLOT_STARTED, { date: SLOT_STARTED });
      const { accountId } = await store.vanAccount(van.id);
      const booked = await store.book({
        day: wanted.date,
        time: slot.time,
        places: slot.places,
        priority: wanted.priority,
        type: wanted.type,
        vanId: van.id,
        accountId,
        userId,
      });
      if (booked === undefined) {
        const message = (await store.vanHolds(van.id, wanted.date, slot.time))
          ? SLOT_HELD_ALREADY
          : SLOT_FULL;
        throw conflict(message, { time: message });
      }
      return {
        message: SLOT_BOOKED,
        warning: slotWarning(slotStartMs(wanted.date, slot), now()),
        day: await dayFor(van.id, wanted.date, wanted.priority, wanted.type),
      };
    },

    /** spec/3 §4: cancelling releases the slot. */
    async cancel(userId: number, bookingId: number) {
      const van = await operatorsVan(userId);
      const released = await store.cancel(van.id, bookingId);
      if (!released) throw notFound(BOOKING_NOT_FOUND);
      return { day: await dayFor(van.id, released.day, released.priority, released.type) };
    },
  };

  /** spec/3 §4, §7 sendorderreceivedemailtobranch; "failed" when the branch has no address to send to. */
  async function emailHomeBranch(order: OrderRow, registration: string): Promise<"queued" | "failed"> {
    const to = await store.homeBranchEmail(order.accountId);
    if (!to) return "failed";
    try {
      await inTransaction(database, (tx) =>
        queueEmail(tx, branchCollectionEmail({ to, order, registration })),
      );
      return "queued";
    } catch {
      return "failed";
    }
  }
}

export type VanOrderService = ReturnType<typeof createVanOrderService>;
