export { AccountSummary } from "./components/AccountSummary.tsx";
export { LoginForm } from "./components/LoginForm.tsx";
export { logIn } from "./log-in.ts";
export {
  askApi,
  formDone,
  formRefused,
  formText,
  refusedField,
  refusedFields,
  type FormOutcome,
  type FormResult,
} from "./form-result.ts";
export { ACCOUNT_HOME, loginPathFor, redirectTarget } from "./redirect-target.ts";
export { accountDetails, currentSession, logInAs, logOut, tradeAccountsFor } from "./api.ts";
export { DetailsForm } from "./components/DetailsForm.tsx";
export {
  accountPageAction,
  CHANGE_PASSWORD_INTENT,
  DETAILS_INTENT,
  saveDetailsAction,
  type AccountPageAnswer,
} from "./details-action.ts";
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
export { readForTradeAccount, signedInOnly, type TradeAccountRead } from "./signed-in-only.ts";
export { TradeAccountPage } from "./components/TradeAccountPage.tsx";
