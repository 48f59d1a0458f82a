/** Signing in and out, and who the session belongs to. */
import { answer, oncePerRender, type ApiClient } from "~/lib/api.ts";

/** The shopper's session; asked once per render however many loaders need it. */
export const currentSession = oncePerRender((api) => answer(api.GET("/api/session")));

export const logInAs = (api: ApiClient, email: string, password: string) =>
  answer(api.POST("/api/auth/login", { body: { email, password } }));

export const logOut = (api: ApiClient) => answer(api.POST("/api/auth/logout"));

export const register = (api: ApiClient, body: { name: string; email: string; password: string }) =>
  answer(api.POST("/api/auth/register", { body }));

export const askForResetLink = (api: ApiClient, email: string) =>
  answer(api.POST("/api/auth/forgotten-password", { body: { email } }));

export const resetPassword = (api: ApiClient, token: string, password: string) =>
  answer(api.POST("/api/auth/reset-password", { body: { token, password } }));

export const changePassword = (api: ApiClient, currentPassword: string, newPassword: string) =>
  answer(api.PUT("/api/account/password", { body: { currentPassword, newPassword } }));
