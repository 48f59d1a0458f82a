/** Fulfilment answers as the API gives them, for component tests. */
import type {
  BasketDifferences,
  BranchCompatibility,
  FulfilmentState,
  LocalStore,
  NearbyBranch,
  NearbyBranches,
  OpeningDay,
  SetBranchReply,
  TradeAccount,
} from "@merchant/contract";
import { BRANCH_DOES_NOT_SUPPORT_ACCOUNT_MESSAGE } from "@merchant/domain/accounts";

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

/** Delivering to IP4 2BX from Ipswich. */
export const deliveringToIp4: FulfilmentState = {
  ...noFulfilment,
  fulfilment: "delivery",
  deliveryPostcode: "IP4 2BX",
  deliveryBranch: ipswich,
  deliverable: true,
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

type DiffItem = BasketDifferences["items"][number];

/** A basket line the new place keeps as it is. */
export const unchangedLine = (lineId: number, description: string): DiffItem => ({
  lineId,
  description,
  quantity: 1,
  diff: true,
});

/** A basket line the new place cannot supply at all. */
export const unavailableLine = (lineId: number, description: string, quantity = 2): DiffItem => ({
  lineId,
  description,
  quantity,
  diff: null,
});

/** A basket line whose price (pence ex VAT) changes at the new place. */
export function repricedLine(
  lineId: number,
  description: string,
  fromPence: number,
  toPence: number,
): DiffItem {
  const quantity = 3;
  return {
    lineId,
    description,
    quantity,
    diff: [
      {
        ID: lineId * 10,
        newID: lineId * 10,
        newDescription: description,
        oldPriceSaleExclusive: fromPence,
        newPriceSaleExclusive: toPence,
        oldQuantity: quantity,
        newQuantity: quantity,
        instockQuantity: 50,
        canCollect: true,
        newPriceSale: Math.round(toPence * 1.2),
      },
    ],
  };
}

/** What collecting from `branch` would change in a basket of these lines. */
export const differencesAt = (branch: LocalStore, items: DiffItem[]): BasketDifferences => ({
  fine: items.every((item) => item.diff === true),
  target: { fulfilment: "collection", branch: { id: branch.id, name: branch.fullName }, postcode: null },
  items,
});

/** What delivering to `postcode` would change in a basket of these lines. */
export const differencesFor = (postcode: string, items: DiffItem[]): BasketDifferences => ({
  fine: items.every((item) => item.diff === true),
  target: { fulfilment: "delivery", branch: { id: ipswich.id, name: ipswich.fullName }, postcode },
  items,
});

/** One of the trade demo user's accounts (spec/2 §3 account fields). */
export function tradeAccount(
  id: number,
  accNumber: string,
  name: string,
  more: Partial<TradeAccount> = {},
): TradeAccount {
  return {
    id,
    accNumber,
    name,
    erp: "bistrack",
    erpFriendly: "BisTrack",
    brand: "BU",
    creditLimit: 500_000,
    balance: 120_000,
    creditRemaining: 380_000,
    isNative: true,
    active: false,
    ...more,
  };
}

export const smithBuilders = tradeAccount(21, "SMI001", "Smith Builders Ltd", { active: true });
export const smithJoinery = tradeAccount(22, "SMJ002", "Smith Joinery", {
  erp: "ax",
  erpFriendly: "Dynamics AX",
  isNative: false,
});

/** spec/2 §4: the branch or postcode about to be chosen, for the trade user's accounts. */
export const accountsFine: BranchCompatibility = { step: "fine" };
export const activatesJoinery: BranchCompatibility = { step: "activate", account: smithJoinery };
export const choosesBetweenSmiths: BranchCompatibility = {
  step: "choose",
  accounts: [smithBuilders, smithJoinery],
};
export const colchesterSupportsNone: BranchCompatibility = {
  step: "unsupported",
  message: BRANCH_DOES_NOT_SUPPORT_ACCOUNT_MESSAGE,
  branch: {
    id: colchester.id,
    brand: "Burwood Building Supplies",
    name: "Colchester",
    phone: "01206 555 123",
    email: "colchester@burwood.example",
  },
};
