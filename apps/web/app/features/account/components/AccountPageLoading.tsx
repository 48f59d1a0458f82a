import { useLocation, useNavigation } from "react-router";
import { LoadingOverlay } from "~/ui/LoadingOverlay.tsx";

/** spec/1 §9: 10000 ms on account pages (3000 elsewhere). */
export const ACCOUNT_LOADING_OVERLAY_MS = 10_000;

/**
 * spec/1 §2, §9: on account pages a link to another page shows the loading overlay while that
 * page loads, for 10 seconds at most. Hash links (the dashboard's own sections) stay on the page
 * and show none; logging out reloads the document, which React Router does not navigate.
 */
export function AccountPageLoading() {
  const navigation = useNavigation();
  const { pathname } = useLocation();
  const leaving = navigation.state === "loading" && navigation.location.pathname !== pathname;
  return <LoadingOverlay active={leaving} maxMs={ACCOUNT_LOADING_OVERLAY_MS} />;
}
