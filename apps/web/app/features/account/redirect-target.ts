/**
 * Where the login page sends the user afterwards (`?redirectTo=`, spec/1 §2). Only a path on this
 * shop is honoured: anything that could leave the site (`//evil.example`, `/\evil.example`,
 * `https://…`, `javascript:`) falls back to the account page, so the login link cannot be
 * used to bounce a freshly signed-in user to another site.
 */
import { localPathOr } from "~/lib/local-path.ts";

export const ACCOUNT_HOME = "/account";

export function redirectTarget(requested: string | null | undefined): string {
  return localPathOr(requested, ACCOUNT_HOME);
}

/** The login page's address for a page that needs a signed-in user. */
export function loginPathFor(redirectTo: string): string {
  return `/account/login?${new URLSearchParams({ redirectTo })}`;
}
