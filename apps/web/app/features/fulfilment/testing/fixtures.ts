/** Fulfilment answers as the API gives them, for component tests. */
import type {
  FulfilmentState,
  LocalStore,
  NearbyBranch,
  NearbyBranches,
  OpeningDay,
  SetBranchReply,
} from "@merchant/contract";

export const week: OpeningDay[] = [
  ...["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"].map((day) => ({
    day,
    opens: "07:00",
    closes: "17:00",
  })),
  { day: "Saturday", opens: "07:30", closes: "12:00" },
  { day: "Sunday", opens: null, closes: null },
];

export function localStore(id: number, name: string, more: Partial<LocalStore> = {}): LocalStore {
  return {
    id,
    code: `BU0${id}`,
    name,
    fullName: `Burwood ${name}`,
    slug: `burwood-${name.toLowerCase()}`,
    brand: { code: "BU", name: "Burwood Building Supplies" },
    erp: "bistrack",
    phone: "01473 000111",
    email: `${name.toLowerCase()}@burwood.example`,
    address: ["1 Quay Street", name],
    postcode: "IP1 1AA",
    managerName: null,
    openingTimes: week,
    lat: 52.05,
    lng: 1.15,
    basketEcommerceActive: true,
    ...more,
  };
}

export const ipswich = localStore(3, "Ipswich");
export const colchester = localStore(4, "Colchester", { lat: 51.89, lng: 0.9, postcode: "CO1 1AA" });

export const noFulfilment: FulfilmentState = {
  fulfilment: null,
  collectionBranch: null,
  deliveryPostcode: null,
  deliveryBranch: null,
  deliverable: null,
};

export const collectingFromIpswich: FulfilmentState = {
  ...noFulfilment,
  fulfilment: "collection",
  collectionBranch: ipswich,
};

/** Delivering to a postcode no branch's radius reaches: the nearest branch is kept for the details form. */
export const outsideEveryRadius: FulfilmentState = {
  ...noFulfilment,
  fulfilment: "delivery",
  deliveryPostcode: "KW1 4YT",
  deliveryBranch: ipswich,
  deliverable: false,
};

function nearbyBranch(
  store: LocalStore,
  distanceMiles: number,
  availability: NearbyBranch["availability"],
): NearbyBranch {
  return {
    id: store.id,
    code: store.code,
    slug: store.slug,
    name: store.name,
    fullName: store.fullName,
    brand: { code: "BU", name: store.brand.name },
    erp: "bistrack",
    postcode: store.postcode,
    phone: store.phone,
    email: store.email,
    address: store.address,
    features: [],
    basketEcommerceActive: true,
    distanceMiles,
    maxDeliveryMiles: 30,
    delivers: true,
    nearest: distanceMiles < 30,
    lat: store.lat,
    lng: store.lng,
    openingTimes: week,
    availability,
  };
}

export const nearIpswich: NearbyBranches = {
  origin: { label: "IP4 2BX", postcode: "IP4 2BX", lat: 52.06, lng: 1.17 },
  branches: [
    nearbyBranch(ipswich, 1.2, { inStock: true, quantity: 12 }),
    nearbyBranch(colchester, 16.4, { inStock: false, quantity: 0 }),
  ],
  features: [],
};

export const setReply = (state: FulfilmentState, more: Partial<SetBranchReply> = {}): SetBranchReply => ({
  state,
  reload: true,
  redirectTo: null,
  ...more,
});
