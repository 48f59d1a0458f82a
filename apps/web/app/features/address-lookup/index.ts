// What the checkout page uses of the address lookup: the popup, which fills an address of the
// shape in ~/ui/address.ts.
export { AddressLookup } from "./components/AddressLookup.tsx";
