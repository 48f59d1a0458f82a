import { useEffect, useState, type FormEvent } from "react";
import type { AppOrder } from "@merchant/contract";
import { checkOrderSearchTerm } from "@merchant/domain/van";
import { browserApi } from "~/lib/api.ts";
import { Button } from "~/ui/Button.tsx";
import { Field } from "~/ui/Field.tsx";
import { SelectField } from "~/ui/SelectField.tsx";
import { Spinner } from "~/ui/Spinner.tsx";
import { vanOrderHistory } from "../api.ts";
import { useAppRequest } from "../hooks/use-app-request.ts";
import { AppMessage } from "./AppMessage.tsx";
import { OrderRow } from "./OrderRow.tsx";

const TYPES = [
  { value: "all", label: "Van and void" },
  { value: "van", label: "Van" },
  { value: "void", label: "Void" },
] as const;
/** Ours (decision 161): the ages the operator filters by; "" is every order. */
const DAYS = [
  { value: "", label: "Any age" },
  ...[7, 14, 30, 90].map((days) => ({ value: String(days), label: `Up to ${days} days` })),
];

type Query = { type: "all" | "van" | "void"; days: string; q: string };

/** spec/3 §2 Order history, §5: by van or void and by age in days, and a search (a term required). */
export function OrderHistoryTab() {
  const { message, setMessage, run, closeMessage } = useAppRequest();
  const [query, setQuery] = useState<Query>({ type: "all", days: "", q: "" });
  const [term, setTerm] = useState("");
  const [orders, setOrders] = useState<AppOrder[] | null>(null);

  useEffect(() => {
    void run(() =>
      vanOrderHistory(browserApi, {
        type: query.type,
        ...(query.days ? { days: Number(query.days) } : {}),
        ...(query.q ? { q: query.q } : {}),
      }),
    ).then((answer) => setOrders(answer?.orders ?? []));
  }, [run, query]);

  function search(event: FormEvent) {
    event.preventDefault();
    const checked = checkOrderSearchTerm(term);
    if (checked.ok) setQuery({ ...query, q: checked.value });
    else setMessage({ title: "Sorry", text: checked.message });
  }

  return (
    <section aria-labelledby="history-heading" className="flex flex-col gap-3">
      <h2 id="history-heading" className="px-4 text-xl font-bold">
        Order history
      </h2>
      <div className="grid grid-cols-2 gap-3 px-4">
        <SelectField
          id="history-type"
          label="Van or void"
          value={query.type}
          options={TYPES}
          onChange={(event) => setQuery({ ...query, type: event.target.value as Query["type"] })}
        />
        <SelectField
          id="history-days"
          label="Age"
          value={query.days}
          options={DAYS}
          onChange={(event) => setQuery({ ...query, days: event.target.value })}
        />
      </div>
      <form role="search" className="flex items-end gap-2 px-4" onSubmit={search}>
        <Field
          label="Search orders"
          className="grow"
          value={term}
          placeholder="Order, registration or part number"
          onChange={(event) => setTerm(event.target.value)}
        />
        <Button type="submit">Search</Button>
      </form>
      {orders === null ? (
        <Spinner label="Loading order history" />
      ) : orders.length === 0 ? (
        <p className="px-4">There are no orders to show.</p>
      ) : (
        <ul aria-label="Order history">
          {orders.map((order) => (
            <OrderRow key={order.orderNumber} order={order} />
          ))}
        </ul>
      )}
      <AppMessage message={message} onClose={closeMessage} />
    </section>
  );
}
