// What routes use of the partner frame: the partner's page, obeying its three messages.
export { PartnerFrame } from "./components/PartnerFrame.tsx";
