/** Branches as the API answers them, for the feature's tests. */
import type { BranchDetail, NearbyBranch, NearbyBranches, SetBranchReply } from "@merchant/contract";

const week = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"].map((day) => ({
  day,
  opens: day === "Sunday" ? null : "07:30",
  closes: day === "Sunday" ? null : "17:00",
}));

function nearbyBranch(overrides: Partial<NearbyBranch> & Pick<NearbyBranch, "id" | "name">): NearbyBranch {
  return {
    code: `BU${String(overrides.id).padStart(3, "0")}`,
    slug: `${overrides.name.toLowerCase()}-bu${overrides.id}`,
    fullName: `Builders United ${overrides.name}`,
    brand: { code: "BU", name: "Builders United" },
    erp: "bistrack",
    postcode: "IP1 1AA",
    phone: "01473 123456",
    email: `${overrides.name.toLowerCase()}@bu.example`,
    address: ["1 Yard Lane", overrides.name],
    features: ["Timber yard"],
    basketEcommerceActive: true,
    distanceMiles: 1.2,
    maxDeliveryMiles: 30,
    delivers: true,
    nearest: false,
    lat: 52.06,
    lng: 1.15,
    openingTimes: week,
    availability: null,
    ...overrides,
  };
}

export const ipswich = nearbyBranch({
  id: 14,
  name: "Ipswich",
  nearest: true,
  features: ["Showroom", "Timber yard"],
});
export const colchester = nearbyBranch({
  id: 21,
  name: "Colchester",
  postcode: "CO1 1AA",
  phone: "01206 555 000",
  distanceMiles: 16.4,
  lat: 51.89,
  lng: 0.9,
});
export const stowmarket = nearbyBranch({
  id: 30,
  name: "Stowmarket",
  postcode: "IP14 1AA",
  distanceMiles: 11.9,
  basketEcommerceActive: false,
});

export const nearIpswich: NearbyBranches = {
  origin: { label: "IP1 1AA", postcode: "IP1 1AA", lat: 52.06, lng: 1.15 },
  branches: [ipswich, stowmarket, colchester],
  features: ["Showroom", "Timber yard", "Tool hire"],
};

export const ipswichDetail: BranchDetail = {
  ...ipswich,
  managerName: "Sam Jones",
};

/** The API's answer to saving `branch` as the collection branch. */
export function branchSaved(branch: NearbyBranch): SetBranchReply {
  return {
    state: {
      fulfilment: "collection",
      collectionBranch: {
        id: branch.id,
        code: branch.code,
        name: branch.name,
        fullName: branch.fullName,
        slug: branch.slug,
        brand: branch.brand,
        erp: branch.erp,
        phone: branch.phone,
        email: branch.email,
        address: branch.address,
        postcode: branch.postcode,
        managerName: null,
        openingTimes: branch.openingTimes,
        lat: branch.lat,
        lng: branch.lng,
        basketEcommerceActive: branch.basketEcommerceActive,
      },
      deliveryPostcode: null,
      deliveryBranch: null,
      deliverable: null,
    },
    reload: true,
    redirectTo: null,
  };
}
