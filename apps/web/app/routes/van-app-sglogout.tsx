import { signOutFromLink } from "~/features/van-app/pages.server.ts";
import { serverApi } from "~/lib/api.ts";
import type { Route } from "./+types/van-app-sglogout";

/** spec/3 §2 sglogout: the native shell's signed link signs out, or the app reloads (decision 145). */
export const loader = ({ context, url }: Route.LoaderArgs) => signOutFromLink(serverApi(context), url);
