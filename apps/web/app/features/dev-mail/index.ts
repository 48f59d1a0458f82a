// What routes use of the developer mail page (development and tests only).
export { OutboxList } from "./components/outbox-list.tsx";
export { devOutbox } from "./api.ts";
export { londonTime, statusText } from "./status.ts";
