// What routes use of the delivery calendar: the checkout page's calendar and its loader's call.
export { DeliveryCalendar, NO_DELIVERY_DATES } from "./components/DeliveryCalendar.tsx";
export { deliveryDatesOf, type DeliveryCalendarData } from "./api.ts";
