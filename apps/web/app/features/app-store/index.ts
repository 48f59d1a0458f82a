// What routes use of the app-store feature: the footer's link to the shop's app.
export { AppStoreLink } from "./components/AppStoreLink.tsx";
