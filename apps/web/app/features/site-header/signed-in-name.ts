import { useRouteLoaderData } from "react-router";
import type { loader as rootLoader } from "~/root.tsx";

/** The first word of a name, as the header greets the user: "Sam Carter" → "Sam". */
export function firstName(name: string): string {
  return name.trim().split(/\s+/)[0] ?? "";
}

/** The signed-in user's first name from the root loader's session, or null when signed out. */
export function useSignedInFirstName(): string | null {
  const user = useRouteLoaderData<typeof rootLoader>("root")?.session.user;
  return user ? firstName(user.name) || user.email : null;
}
