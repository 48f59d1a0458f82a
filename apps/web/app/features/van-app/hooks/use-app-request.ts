// The app's request hook is shared with the private store (decision 167): it lives in app/lib.
export { useAppRequest } from "~/lib/use-app-request.ts";
