import { Link } from "react-router";
import type { Order } from "@merchant/contract";
import { deliveryConfirmation, isPlaceholderEmail } from "@merchant/domain/checkout";
import { formatPounds } from "@merchant/domain/money";
import { telHref } from "~/lib/tel-href.ts";
import { buttonClass } from "~/ui/Button.tsx";
import { Panel } from "~/ui/Panel.tsx";
import { Price } from "~/ui/Price.tsx";
import { ACCOUNT_ORDERS_PATH } from "../paths.ts";
import { placedOn } from "../order-words.ts";

type Props = {
  order: Order;
  /** The confirmation straight after checkout, or the order as the account's history shows it. */
  variant: "confirmation" | "account";
  /** Only a signed-in user has an order history to go back to. */
  signedIn: boolean;
};

type Address = Order["invoiceAddress"];

function AddressLines({ address }: { address: Address }) {
  const lines = [address.line1, address.line2, address.city, address.county].filter(
    (line) => line.trim() !== "",
  );
  return (
    <address className="not-italic leading-snug">
      {lines.map((line, i) => (
        <span key={`${i}-${line}`} className="block">
          {line}
        </span>
      ))}
      <span className="block font-semibold">{address.postcode}</span>
    </address>
  );
}

/** How the order was paid: the card's brand and last four digits, or the trade account (nothing more is kept). */
export function paymentWords(payment: Order["payment"]): string {
  if (payment.method === "account") return `Charged to account ${payment.accountNumber ?? ""}`.trim();
  return payment.card ? `Paid by ${payment.card.brand} card ending ${payment.card.last4}` : "Paid by card";
}

/**
 * A placed order (issue 12 'Confirmation page … order history in the account'): its reference,
 * lines and totals, the branch to collect from with its phone, or the delivery address and day
 * ('Your order will be delivered on {date}', spec/1 §9), and how it was paid.
 */
export function OrderView({ order, variant, signedIn }: Props) {
  const delivered = order.fulfilment === "delivery" && order.deliveryAddress;
  const deliveryWords = order.deliveryDate ? deliveryConfirmation(order.deliveryDate) : null;
  const emailed = !isPlaceholderEmail(order.email);
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6 px-4 py-8">
      {variant === "confirmation" ? (
        <div className="flex flex-col gap-2">
          <h1 className="text-3xl font-bold text-ink">Thank you for your order</h1>
          <p className="text-lg">
            Your order reference is <strong className="tabular-nums">{order.reference}</strong>.
          </p>
          {emailed && <p>We have sent a confirmation to {order.email}.</p>}
        </div>
      ) : (
        <div className="flex flex-col gap-2">
          <h1 className="text-3xl font-bold text-ink">Order {order.reference}</h1>
          <p>Placed on {placedOn(order.placedAt)}</p>
          {order.status === "cancelled" && <p className="font-semibold">This order was cancelled.</p>}
        </div>
      )}

      <div className="grid gap-4 md:grid-cols-3">
        {delivered ? (
          <Panel title="Delivery">
            <AddressLines address={order.deliveryAddress!} />
            {deliveryWords && <p className="font-semibold">{deliveryWords}</p>}
            <p className="text-sm text-muted">From {order.branch.name}</p>
          </Panel>
        ) : (
          <Panel title="Collection">
            <p>
              Collect from <strong>{order.branch.name}</strong>
            </p>
            {order.branch.phone && (
              <a href={telHref(order.branch.phone)} className="text-ink underline underline-offset-2">
                <span className="sr-only">Phone </span>
                {order.branch.phone}
              </a>
            )}
          </Panel>
        )}
        <Panel title="Invoice address">
          <p>{order.name}</p>
          <AddressLines address={order.invoiceAddress} />
        </Panel>
        <Panel title="Payment">
          <p>{paymentWords(order.payment)}</p>
        </Panel>
      </div>

      <section aria-labelledby="order-lines-heading" className="rounded-lg border border-line bg-white p-4">
        <h2 id="order-lines-heading" className="mb-3 text-lg font-bold">
          Your items
        </h2>
        <ul aria-label="Items in this order" className="divide-y divide-line border-y border-line">
          {order.lines.map((line, i) => (
            <li key={i} className="flex flex-wrap justify-between gap-3 py-3">
              <span className="min-w-0">
                <span className="block font-semibold">{line.name}</span>
                <span className="text-sm text-muted">
                  Part no. {line.partNumber} · Qty {line.quantity}
                </span>
              </span>
              <Price price={line.lineTotal} />
            </li>
          ))}
        </ul>
        <dl className="mt-3 ml-auto grid max-w-sm grid-cols-[1fr_auto] gap-y-2 tabular-nums [&>dd]:pl-4">
          <dt>Products (ex VAT)</dt>
          <dd className="text-right">{formatPounds(order.totals.products.exVat)}</dd>
          <dt>{order.fulfilment === "delivery" ? "Delivery (ex VAT)" : "Collection"}</dt>
          <dd className="text-right">
            {order.fulfilment === "delivery" ? formatPounds(order.totals.delivery.exVat) : "Free"}
          </dd>
          <dt>VAT</dt>
          <dd className="text-right">{formatPounds(order.totals.vat)}</dd>
          <dt className="border-t border-line pt-2 text-lg font-bold">Total</dt>
          <dd className="border-t border-line pt-2 text-right text-lg font-bold">
            {formatPounds(order.totals.grandTotal)}
          </dd>
        </dl>
      </section>

      <div className="flex flex-wrap gap-3">
        <Link to="/" className={buttonClass("primary")}>
          Continue shopping
        </Link>
        {signedIn && (
          <Link to={ACCOUNT_ORDERS_PATH} className={buttonClass("secondary")}>
            Your orders
          </Link>
        )}
      </div>
    </div>
  );
}
