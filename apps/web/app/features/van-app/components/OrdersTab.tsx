import { useCallback, useEffect, useState } from "react";
import type { AppOrder } from "@merchant/contract";
import {
  CHOOSE_A_VAN_FIRST,
  goodsCollected,
  NO_ORDERS,
  ORDER_EMAIL_FAILED,
  VOID_COLLECTION_EMAIL_SENT,
  VOID_EMAIL_CONFIRM_DELAY_MS,
  type RegistrationChoice,
} from "@merchant/domain/van";
import { browserApi } from "~/lib/api.ts";
import { Button } from "~/ui/Button.tsx";
import { Dialog } from "~/ui/Dialog.tsx";
import { LoadingOverlay } from "~/ui/LoadingOverlay.tsx";
import { SelectField } from "~/ui/SelectField.tsx";
import { Spinner } from "~/ui/Spinner.tsx";
import { collectVanOrder, vanOrdersOf } from "../api.ts";
import { useAppRequest } from "../hooks/use-app-request.ts";
import { AppMessage } from "./AppMessage.tsx";
import { OrderRow } from "./OrderRow.tsx";

type Orders = { orders: AppOrder[]; registrations: string[]; employees: string[] };
type Filter = { registration: string; employee: string };

const choicesOf = (values: readonly string[], all: string) => [
  { value: "", label: all },
  ...values.map((value) => ({ value, label: value })),
];

/**
 * spec/3 §2 Orders tab, §4 Order status: the branch orders for the operator's vans by registration
 * and employee; "Goods collected" sets status 60, asking which vehicle receives the items when the
 * order names another; a void order's email to the home branch is confirmed 4 s later.
 */
export function OrdersTab({ currentRegistration }: { currentRegistration: string | null }) {
  const { busy, message, setMessage, run, closeMessage } = useAppRequest();
  const [filter, setFilter] = useState<Filter>({ registration: "", employee: "" });
  const [data, setData] = useState<Orders | null>(null);
  const [choosing, setChoosing] = useState<AppOrder | null>(null);

  const load = useCallback(
    (next: Filter) =>
      void run(() =>
        vanOrdersOf(browserApi, {
          ...(next.registration ? { registration: next.registration } : {}),
          ...(next.employee ? { employee: next.employee } : {}),
        }),
      ).then((answer) => setData(answer ?? { orders: [], registrations: [], employees: [] })),
    [run],
  );
  useEffect(() => load(filter), [load, filter]);

  async function collect(order: AppOrder, choice?: RegistrationChoice) {
    setChoosing(null);
    const answer = await run(() => collectVanOrder(browserApi, order.orderNumber, choice));
    if (!answer) return;
    setData(
      (now) => now && { ...now, orders: now.orders.filter((o) => o.orderNumber !== order.orderNumber) },
    );
    setMessage({ title: "Order collected", text: answer.message });
    if (answer.branchEmail)
      setTimeout(
        () =>
          setMessage({
            title: answer.branchEmail === "queued" ? "Email sent" : "Sorry",
            text: answer.branchEmail === "queued" ? VOID_COLLECTION_EMAIL_SENT : ORDER_EMAIL_FAILED,
          }),
        VOID_EMAIL_CONFIRM_DELAY_MS,
      );
  }

  function start(order: AppOrder) {
    const decision = goodsCollected({
      orderNo: order.orderNumber,
      orderRegistration: order.registration,
      currentRegistration: currentRegistration ?? "",
    });
    if (decision.kind === "choose") setChoosing(order);
    else void collect(order);
  }

  return (
    <section aria-labelledby="orders-heading" className="flex flex-col gap-3">
      <h2 id="orders-heading" className="px-4 text-xl font-bold">
        Orders
      </h2>
      <div className="grid grid-cols-2 gap-3 px-4">
        <SelectField
          id="orders-registration"
          label="Van registration"
          value={filter.registration}
          options={choicesOf(data?.registrations ?? [], "All vans")}
          onChange={(event) => setFilter({ ...filter, registration: event.target.value })}
        />
        <SelectField
          id="orders-employee"
          label="Employee"
          value={filter.employee}
          options={choicesOf(data?.employees ?? [], "All employees")}
          onChange={(event) => setFilter({ ...filter, employee: event.target.value })}
        />
      </div>
      {!currentRegistration && <p className="px-4">{CHOOSE_A_VAN_FIRST}</p>}
      {data === null ? (
        <Spinner label="Loading orders" />
      ) : data.orders.length === 0 ? (
        <p className="px-4">{NO_ORDERS}</p>
      ) : (
        <ul aria-label="Orders to collect">
          {data.orders.map((order) => (
            <OrderRow key={order.orderNumber} order={order}>
              <Button
                className="self-start"
                disabled={busy || !currentRegistration}
                onClick={() => start(order)}
              >
                Goods collected
              </Button>
            </OrderRow>
          ))}
        </ul>
      )}
      <Dialog
        open={choosing !== null}
        onOpenChange={(open) => !open && setChoosing(null)}
        title="Which vehicle receives the items?"
        description={`Order ${choosing?.orderNumber ?? ""} is for ${choosing?.registration ?? ""}; you are in ${currentRegistration ?? ""}.`}
      >
        {choosing && (
          <div className="flex flex-col gap-2">
            <Button onClick={() => void collect(choosing, "order")}>Keep {choosing.registration}</Button>
            <Button variant="secondary" onClick={() => void collect(choosing, "current")}>
              Change the order to {currentRegistration}
            </Button>
          </div>
        )}
      </Dialog>
      <AppMessage message={message} onClose={closeMessage} />
      <LoadingOverlay active={busy && data !== null} delayMs={200} />
    </section>
  );
}
