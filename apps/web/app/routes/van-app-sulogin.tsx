import { signInFromLink } from "~/features/van-app/pages.server.ts";
import { serverApi } from "~/lib/api.ts";
import type { Route } from "./+types/van-app-sulogin";

/** spec/3 §2 sulogin: the native shell's signed link signs in and opens the app (decision 145). */
export const loader = ({ context, url }: Route.LoaderArgs) => signInFromLink(serverApi(context), url);
