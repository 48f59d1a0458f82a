/** Baskets as the API answers them, for component tests. */
import type { AddToBasketReply, Basket, BasketLine, Essentials, Price } from "@merchant/contract";
import type { ProductToAdd } from "../add-checks.ts";

type LineFacts = {
  lineId: number;
  productId?: number;
  name: string;
  quantity: number;
  /** Unit price ex VAT in pence; VAT at 20%. */
  unitExVat: number;
  isTally?: boolean;
  sawToSizeMax?: number | null;
  partNumber?: string;
  unitOfSale?: BasketLine["product"]["unitOfSale"];
};

export function basketLine(facts: LineFacts): BasketLine {
  const { lineId, name, quantity, unitExVat } = facts;
  const productId = facts.productId ?? lineId * 10;
  const slug = name.toLowerCase().replace(/\W+/g, "-");
  const unitIncVat = Math.round(unitExVat * 1.2);
  return {
    lineId,
    product: {
      id: productId,
      slug,
      partNumber: facts.partNumber ?? `PRT/${productId}`,
      name,
      manufacturer: "Burwood",
      image: { url: `/media/products/${productId}.svg`, alt: name },
      vatRate: 20,
      isTally: facts.isTally ?? false,
      sawToSizeMax: facts.sawToSizeMax ?? null,
      unitOfSale: facts.unitOfSale ?? { unit: facts.isTally ? "m" : "each", packSize: null },
    },
    quantity,
    clearance: false,
    quoteReference: null,
    unitPrice: { exVat: unitExVat, incVat: unitIncVat },
    lineTotal: { exVat: unitExVat * quantity, incVat: unitIncVat * quantity },
    stock: { status: "in_stock", inStock: true, stockText: "In stock at Burwood Ipswich" },
  };
}

type BasketFacts = {
  fulfilment?: Basket["fulfilment"];
  /** The delivery charge; zero when collecting (the default), null while unknown. */
  delivery?: Price | null;
};

/** A basket of these lines (collected from Ipswich unless told), its totals worked out as the server would. */
export function basketOf(lines: BasketLine[], facts: BasketFacts = {}): Basket {
  const { fulfilment = "collection", delivery = { exVat: 0, incVat: 0 } } = facts;
  const products = lines.reduce((sum, line) => sum + line.lineTotal.exVat, 0);
  const productsIncVat = lines.reduce((sum, line) => sum + line.lineTotal.incVat, 0);
  const grandTotal = productsIncVat + (delivery?.incVat ?? 0);
  return {
    lines,
    itemCount: lines.reduce((sum, line) => sum + line.quantity, 0),
    fulfilment,
    branch: { id: 3, name: "Burwood Ipswich" },
    totals: {
      products: { exVat: products, incVat: productsIncVat },
      delivery,
      vat: grandTotal - products - (delivery?.exVat ?? 0),
      couponDiscount: 0,
      grandTotal,
    },
  };
}

export const emptyBasket: Basket = basketOf([]);

export const oakBeam = basketLine({ lineId: 1, name: "Oak Beam 100x100", quantity: 2, unitExVat: 2500 });
/** The oak beam as its product page's add to basket knows it. */
export const oakToAdd: ProductToAdd = {
  id: oakBeam.product.id,
  partNumber: "OAK/100",
  isTally: false,
  sawToSizeMax: null,
};
export const screws = basketLine({ lineId: 2, name: "Wood Screws 4x40 (200)", quantity: 1, unitExVat: 650 });

export function addReply(basket: Basket, added: BasketLine): AddToBasketReply {
  return {
    basket,
    added: [
      {
        productId: added.product.id,
        name: added.product.name,
        quantity: added.quantity,
        unitPrice: added.unitPrice,
      },
    ],
  };
}

/** The line at another quantity, its total following. */
export function withQuantity(line: BasketLine, quantity: number): BasketLine {
  return {
    ...line,
    quantity,
    lineTotal: { exVat: line.unitPrice.exVat * quantity, incVat: line.unitPrice.incVat * quantity },
  };
}

type Extra = Essentials["items"][number];

/** An essential extra as the upsell's call answers it: priced (VAT at 20%) and in stock unless told. */
export function essential(
  id: number,
  name: string,
  unitExVat: number,
  inStock: boolean | null = true,
): Extra {
  return {
    product: {
      id,
      slug: name.toLowerCase().replace(/\W+/g, "-"),
      partNumber: `ESS/${id}`,
      name,
      image: { url: `/media/products/${id}.svg`, alt: name },
    },
    unitPrice: { exVat: unitExVat, incVat: Math.round(unitExVat * 1.2) },
    inStock,
    length: null,
  };
}

export const essentialsReply = (productId: number, items: Extra[]): Essentials => ({ productId, items });
