/** The app-store link's one API call: the store of this device, or none. */
import { answer, browserApi, timeout } from "~/lib/api.ts";

export const appStoreLink = () => answer(browserApi.GET("/api/app-store-link", timeout()));
