// What the shop frame uses of the live chat: the footer's trigger that loads the provider's snippet.
export { LiveChatButton } from "./components/LiveChatButton.tsx";
