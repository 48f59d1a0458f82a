/**
 * The van app's orders, order history and delivery calendar (issue 18; spec/3 §2 tabs, §3 Order
 * and Delivery slot, §4, §5, §7 Orders and Delivery calendar, §8). Orders are the branch orders
 * of the operator's trade accounts' vans; another account's order or booking answers as one that
 * does not exist.
 */
import { z } from "zod";
import {
  DELIVERY_PRIORITIES,
  DELIVERY_TYPES,
  GOODS_COLLECTED_STATUS,
  isCalendarDay,
  ORDER_SEARCH_TERM_REQUIRED,
  SLOT_BOOKED,
} from "@merchant/domain/van";
import { failures } from "./errors.ts";
import { text, wholeNumber } from "./input.ts";
import { route } from "./route.ts";
import { REGISTRATION_MAX_LENGTH } from "./van-app.ts";

/** Longer than any order number the ERPs give ("SG-0000123", "VO-100101"). */
const ORDER_NUMBER_MAX_LENGTH = 20;
/** An ERP employee id ("E1001"). */
const EMPLOYEE_ID_MAX_LENGTH = 20;
/** A year: the order history's longest look back. */
export const ORDER_HISTORY_MAX_DAYS = 365;

export const appOrderSchema = z
  .object({
    orderNumber: z.string(),
    statusId: z
      .number()
      .int()
      .nullable()
      .describe(`spec/3 §3 status id; ${GOODS_COLLECTED_STATUS} is goods collected`),
    status: z.string().describe("the status's name"),
    registration: z.string().describe("the registration on the order; empty when it names no vehicle"),
    type: z.enum(["van", "void"]),
    ageInDays: z.number().int().nonnegative(),
    employeeId: z.string().nullable(),
    orderedAt: z.string().describe("ISO 8601"),
    lines: z.array(z.object({ partNumber: z.string(), description: z.string(), quantity: z.number().int() })),
  })
  .meta({ id: "AppOrder" });
export type AppOrder = z.infer<typeof appOrderSchema>;

const dateSchema = text(10, { missing: "Is required" }).refine(isCalendarDay, {
  error: "Must be a date (YYYY-MM-DD)",
});
const prioritySchema = z.enum(DELIVERY_PRIORITIES, {
  error: `Must be one of ${DELIVERY_PRIORITIES.join(", ")}`,
});
const typeSchema = z.enum(DELIVERY_TYPES, { error: `Must be one of ${DELIVERY_TYPES.join(", ")}` });

export const deliverySlotSchema = z.object({
  time: z.string(),
  places: z.number().int().describe("spec/3 §3 slots: how many vans the time slot takes"),
  free: z.number().int().nonnegative(),
  warning: z.string().nullable().describe("spec/3 §8 the 24-hour warning, or null"),
  yourBookingId: z.number().int().nullable().describe("the operator's van's booking of this slot, to cancel"),
  reservations: z.array(z.string()).describe("spec/3 §8 'Slot reserved by … on {date}.' per place taken"),
});

export const deliveryDaySchema = z
  .object({
    date: z.string().describe("YYYY-MM-DD"),
    priority: prioritySchema,
    type: typeSchema,
    slots: z.array(deliverySlotSchema),
    existingSlots: z
      .array(z.object({ date: z.string(), time: z.string() }))
      .describe("spec/3 §4 the van's bookings 1 to 7 days ahead, offered before a new date"),
    chosenSlot: z
      .object({ date: z.string(), time: z.string() })
      .nullable()
      .optional()
      .describe(
        "the existing slot kept in the app's session by sgsetdeliveryslotsession, while still the van's booking (decision 170)",
      ),
  })
  .meta({ id: "DeliveryDay" });
export type DeliveryDay = z.infer<typeof deliveryDaySchema>;

const dayQuery = z.object({ date: dateSchema, priority: prioritySchema, type: typeSchema });

export const vanOrderRoutes = {
  vanOrders: route({
    method: "GET",
    path: "/api/app/orders",
    summary:
      "spec/3 §2 Orders tab, §7 sgrefreshorders: the branch orders for the operator's trade accounts' vans not yet collected, filtered by the registration on the order and by employee",
    tags: ["van app"],
    query: z.object({
      registration: text(REGISTRATION_MAX_LENGTH, { trim: true }).optional(),
      employee: text(EMPLOYEE_ID_MAX_LENGTH, { trim: true }).optional(),
    }),
    responses: {
      200: z.object({
        orders: z.array(appOrderSchema),
        registrations: z.array(z.string()).describe("the filter's choices"),
        employees: z.array(z.string()).describe("the filter's choices"),
      }),
      ...failures(400, 401, 403),
    },
  }),
  collectVanOrder: route({
    method: "POST",
    path: "/api/app/orders/{orderNumber}/collected",
    summary:
      "spec/3 §4, §7 sgupdatebranchorderstatus, sendorderreceivedemailtobranch: sets the order to status 60 (goods collected) with the operator's van's registration; when the order names another vehicle, choice says which receives the items (order: keep the order's; current: change the registration on the order); a void order's collection is emailed to the home branch",
    tags: ["van app"],
    params: z.object({
      orderNumber: text(ORDER_NUMBER_MAX_LENGTH, { trim: true }).min(1, { error: "Is required" }),
    }),
    body: z.strictObject({
      choice: z.enum(["order", "current"], { error: "Must be order or current" }).optional(),
    }),
    responses: {
      200: z.object({
        orderNumber: z.string(),
        status: z.string(),
        registration: z.string().describe("the registration the status was set with"),
        message: z.string().describe("spec/3 §8 'The status of order {n} has been set to {status}. …'"),
        branchEmail: z
          .enum(["queued", "failed"])
          .nullable()
          .describe("a void order's email to the home branch; null for a van order"),
      }),
      ...failures(400, 401, 403, 404, 409),
    },
  }),
  vanOrderHistory: route({
    method: "GET",
    path: "/api/app/order-history",
    summary:
      "spec/3 §2 Order history, §5, §7 sgsearchorderhistory: the operator's accounts' van and void orders, newest first, by type and age in days; a search term given must hold more than spaces ('Please enter a valid Search Term to proceed.')",
    tags: ["van app"],
    query: z.object({
      type: z.enum(["all", "van", "void"], { error: "Must be all, van or void" }).optional(),
      days: wholeNumber({ min: 1, max: ORDER_HISTORY_MAX_DAYS }).optional(),
      q: text(50, { trim: true })
        .min(1, { error: ORDER_SEARCH_TERM_REQUIRED })
        .optional()
        .describe("order number, registration or part number"),
    }),
    responses: { 200: z.object({ orders: z.array(appOrderSchema) }), ...failures(400, 401, 403) },
  }),
  deliveryDay: route({
    method: "GET",
    path: "/api/app/delivery-calendar",
    summary:
      "spec/3 §4, §7 sgselectdeliverydate: a day's delivery slots for a priority and type, each with its free places, the 24-hour warning and who reserved it and when; and the van's bookings 1 to 7 days ahead; 409 for an operator in no van",
    tags: ["van app"],
    query: dayQuery,
    responses: { 200: deliveryDaySchema, ...failures(400, 401, 403, 409) },
  }),
  bookDeliverySlot: route({
    method: "POST",
    path: "/api/app/delivery-calendar/bookings",
    summary: `spec/3 §4, §7 sgselectdeliveryslot: books a place in a time slot for the operator's van ('${SLOT_BOOKED}'); a full slot, or one the van holds already, is a 409; two bookings of the last place make one`,
    tags: ["van app"],
    body: z.strictObject({
      date: dateSchema,
      time: text(20, { missing: "Is required" }),
      priority: prioritySchema,
      type: typeSchema,
    }),
    responses: {
      200: z.object({ message: z.string(), warning: z.string().nullable(), day: deliveryDaySchema }),
      ...failures(400, 401, 403, 409),
    },
  }),
  chooseExistingSlot: route({
    method: "PUT",
    path: "/api/app/delivery-calendar/chosen-slot",
    summary:
      "spec/3 §4, §7 sgsetdeliveryslotsession (selectedday, timeslot, vehicle): keeps one of the van's existing bookings 1 to 7 days ahead in the app's session for its next delivery; any other slot is a 400 'Please select a valid date from the drop down.', another account's van a 404 (decision 170)",
    tags: ["van app"],
    body: z.strictObject({
      date: dateSchema.describe("spec/3 selectedday (YYYY-MM-DD)"),
      time: text(20, { missing: "Is required" }).describe("spec/3 timeslot"),
      vanId: wholeNumber({ min: 1 }).describe("spec/3 vehicle: one of the operator's trade accounts' vans"),
    }),
    responses: {
      200: z.object({
        success: z.literal(true),
        message: z.string(),
        slot: z.object({ date: z.string(), time: z.string(), vanId: z.number().int() }),
      }),
      ...failures(400, 401, 403, 404),
    },
  }),
  cancelDeliverySlot: route({
    method: "DELETE",
    path: "/api/app/delivery-calendar/bookings/{bookingId}",
    summary: "spec/3 §4, §7 sgcanceldeliveryslot: releases the van's booking; another van's booking is a 404",
    tags: ["van app"],
    params: z.object({ bookingId: wholeNumber({ min: 1 }) }),
    responses: { 200: z.object({ day: deliveryDaySchema }), ...failures(400, 401, 403, 404, 409) },
  }),
};
