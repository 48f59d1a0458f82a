import { logOut } from "~/features/van-app/pages.server.ts";
import { serverApi } from "~/lib/api.ts";
import type { Route } from "./+types/van-app-logout";

/** spec/3 §2 `/app/logout`: the idle timeout's target and Sign out (decision 144). */
export const loader = ({ context, url }: Route.LoaderArgs) => logOut(serverApi(context), url);
