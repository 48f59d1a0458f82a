// What routes use of the newsletter feature: the sign-up form of the footer and the homepage.
export { NewsletterSignUp } from "./components/NewsletterSignUp.tsx";
export { signUpFromPage } from "./api.ts";
