import { data } from "react-router";

/** Any address no page claims: a real 404 status, shown inside the shop frame. */
export function loader() {
  throw data("Not Found", { status: 404 });
}

export { PageErrorBoundary as ErrorBoundary } from "~/ui/PageError.tsx";

export default function NotFound() {
  return null;
}
