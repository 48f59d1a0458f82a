export { AccountSummary } from "./components/AccountSummary.tsx";
export { LoginForm } from "./components/LoginForm.tsx";
export { logIn } from "./log-in.ts";
export { askApi, formText, refusedField, type FormResult } from "./form-result.ts";
export { ACCOUNT_HOME, loginPathFor, redirectTarget } from "./redirect-target.ts";
export { currentSession, logInAs, logOut, tradeAccountsFor } from "./api.ts";
export { AccountPageLoading } from "./components/AccountPageLoading.tsx";
export { DashboardTiles } from "./components/DashboardTiles.tsx";
export { TradeAccounts } from "./components/TradeAccounts.tsx";
export {
  changePasswordAction,
  forgottenPasswordAction,
  registerAction,
  resetPasswordAction,
} from "./identity-actions.ts";
export {
  ChangePasswordForm,
  ForgottenPasswordForm,
  RegisterForm,
  ResetPasswordForm,
} from "./components/IdentityForms.tsx";
export { signedOutOnly } from "./signed-out-only.ts";
