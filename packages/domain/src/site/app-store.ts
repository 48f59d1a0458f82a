import { fail, ok, type Result } from "../shared/result.ts";
import { APP_STORE_ERROR_TEXT } from "./messages.ts";

export type AppStore = "ios" | "android";

/** spec/1 §7, §8: the app-store link only makes sense on an iOS or Android device. */
export function appStoreFor(userAgent: string): Result<AppStore, "not_mobile"> {
  if (/iPhone|iPad|iPod/i.test(userAgent)) return ok("ios");
  if (/Android/i.test(userAgent)) return ok("android");
  return fail("not_mobile", APP_STORE_ERROR_TEXT);
}
