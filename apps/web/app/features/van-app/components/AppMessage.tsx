// The app's message dialog is shared with the private store (decision 167): it lives in the design system.
export { AppMessage, type Message } from "~/ui/AppMessage.tsx";
