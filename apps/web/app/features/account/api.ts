/** Signing in and out, and who the session belongs to. */
import { answer, oncePerRender, type ApiClient } from "~/lib/api.ts";

/** The shopper's session; asked once per render however many loaders need it. */
export const currentSession = oncePerRender((api) => answer(api.GET("/api/session")));

export const logInAs = (api: ApiClient, email: string, password: string) =>
  answer(api.POST("/api/auth/login", { body: { email, password } }));

export const logOut = (api: ApiClient) => answer(api.POST("/api/auth/logout"));
