/** Branch orders as the API answers them, for the feature's component tests. */
import type { BranchOrder, BranchOrderLine } from "@merchant/contract";

const line = (overrides: Partial<BranchOrderLine> = {}): BranchOrderLine => ({
  partNumber: "CEM-25",
  description: "Portland Cement 25kg",
  quantity: 4,
  quantityDelivered: 0,
  unitPrice: { exVat: 650, incVat: 780 },
  lineTotal: { exVat: 2600, incVat: 3120 },
  axVariantCode: null,
  axUnitCode: null,
  ...overrides,
});

export function branchOrder(overrides: Partial<BranchOrder> = {}): BranchOrder {
  return {
    orderNumber: "BT-SO200001",
    erp: "bistrack",
    status: "Awaiting picking",
    fulfilment: "delivery",
    orderedAt: "2026-11-24T09:30:00.000Z",
    requiredOn: "2026-11-27",
    customerReference: "PO-4471",
    deliveryPostcode: "IP4 2BX",
    staffName: "Dan Morris",
    branch: {
      id: 3,
      code: "BU003",
      name: "Burwood Ipswich",
      phone: "01473 555010",
      email: "ipswich@example.co.uk",
    },
    lines: [
      line(),
      line({
        partNumber: "SVC-CUT",
        description: "Cutting service",
        quantity: 1,
        unitPrice: { exVat: 750, incVat: 900 },
        lineTotal: { exVat: 750, incVat: 900 },
      }),
    ],
    totals: { exVat: 3350, vat: 670, incVat: 4020 },
    ax: null,
    ...overrides,
  };
}

/** An AX order: AX's references, and each line's variant and unit. */
export function axBranchOrder(): BranchOrder {
  const order = branchOrder();
  return branchOrder({
    orderNumber: "SO-0020001",
    erp: "ax",
    fulfilment: "collection",
    deliveryPostcode: null,
    requiredOn: null,
    customerReference: null,
    branch: { ...order.branch!, code: "TG001", name: "Timbergate Norwich" },
    lines: order.lines.map((each, i) => ({
      ...each,
      axVariantCode: i === 0 ? "V-0070" : null,
      axUnitCode: "EA",
    })),
    ax: { branchCode: "TG001", orderNumber: "SO-0020001", customerAccount: "CAR3001" },
  });
}
