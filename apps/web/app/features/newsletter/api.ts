/** The newsletter's one API call, made from the browser with the CSRF token. */
import type { NewsletterSignUp } from "@merchant/domain/newsletter";
import { answer, browserApi, timeout, type ApiClient } from "~/lib/api.ts";

export const signUpToNewsletter = (body: NewsletterSignUp) =>
  answer(browserApi.POST("/api/newsletter", { body, ...timeout() }));

/** For the sign-up page's action: a form posted before the page woke, or without JavaScript. */
export const signUpFromPage = (api: ApiClient, body: NewsletterSignUp) =>
  answer(api.POST("/api/newsletter", { body }));
