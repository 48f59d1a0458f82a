// What routes use of the van app (issue 17): its pages, their server-side work and the variants.
export { AppForgottenPassword } from "./components/AppForgottenPassword.tsx";
export { AppHome } from "./components/AppHome.tsx";
export { AppSignIn } from "./components/AppSignIn.tsx";
export { APP_VARIANTS, variantOf } from "./variants.ts";
