export { AccountSummary } from "./components/AccountSummary.tsx";
export { LoginForm } from "./components/LoginForm.tsx";
export { logIn, type LoginResult } from "./log-in.ts";
export { ACCOUNT_HOME, loginPathFor, redirectTarget } from "./redirect-target.ts";
export { currentSession, logInAs, logOut } from "./api.ts";
