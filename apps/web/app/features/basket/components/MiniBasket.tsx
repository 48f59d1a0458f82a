import { ChevronLeft, ChevronRight, ShoppingCart, X } from "lucide-react";
import {
  useEffect,
  useId,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
} from "react";
import { Link, useNavigate } from "react-router";
import type { Basket } from "@merchant/contract";
import {
  MINI_BASKET_EMPTY_MESSAGE,
  MINI_BASKET_TIMINGS,
  miniBasketPage,
  VIEW_BASKET_LABEL,
} from "@merchant/domain/basket";
import { unitOfSalePhrase } from "@merchant/domain/catalog";
import { miniBasketFulfilmentLine } from "@merchant/domain/fulfilment";
import { formatPounds } from "@merchant/domain/money";
import { productPath } from "~/lib/paths.ts";
import { useTimers } from "~/lib/use-timers.ts";
import { buttonClass } from "~/ui/Button.tsx";
import { cx } from "~/ui/cx.ts";
import { headerControlClass } from "~/ui/header-control.ts";
import { useBasket, type MiniBasketOpening } from "../basket-context.tsx";
import { LinePicture } from "./LinePicture.tsx";

export const BASKET_PATH = "/basket";

/** "Basket, 3 items". */
function basketLabel(count: number): string {
  return `Basket, ${count === 1 ? "1 item" : `${count} items`}`;
}

/**
 * The header's basket (spec/2 §2, §4, §9): the count, and a drop-down of the items 3 at a time.
 * A mouse resting on it opens it after 500 ms and leaving closes it after 1000 ms; a click, a tap
 * or Enter opens it at once; an add opens it for 2500 ms. Its title leads to /basket, as does
 * paging past either end. Before the page wakes up (or without JavaScript) it is a link to /basket.
 */
export function MiniBasket() {
  const { basket, count, refresh, miniBasket, setMiniBasket } = useBasket();
  const timers = useTimers<"open" | "close">();
  const panelId = useId();
  const trigger = useRef<HTMLAnchorElement>(null);
  const widget = useRef<HTMLDivElement>(null);
  const open = miniBasket !== null;

  const show = (opening: MiniBasketOpening) => {
    timers.cancel("open", "close");
    if (miniBasket !== "shopper") setMiniBasket(opening);
    // The branch or its prices may have changed since the basket was read.
    if (opening === "shopper") void refresh();
  };
  const hide = () => {
    timers.cancel("open", "close");
    setMiniBasket(null);
  };

  // An add shows the basket for a moment; a shopper who reaches it keeps it open (it becomes theirs).
  useEffect(() => {
    if (miniBasket !== "added") return;
    timers.schedule("close", MINI_BASKET_TIMINGS.autoCloseAfterAddMs, () => setMiniBasket(null));
  }, [miniBasket, timers, setMiniBasket]);

  // A press anywhere else on the page closes it, as a tap elsewhere does on a phone.
  useEffect(() => {
    if (!open) return;
    const pressed = (event: globalThis.PointerEvent) => {
      if (!widget.current?.contains(event.target as Node | null)) setMiniBasket(null);
    };
    document.addEventListener("pointerdown", pressed);
    return () => document.removeEventListener("pointerdown", pressed);
  }, [open, setMiniBasket]);

  const mouseOnly = (event: PointerEvent) => event.pointerType === "mouse";
  const onPointerEnter = (event: PointerEvent) => {
    if (!mouseOnly(event)) return;
    timers.cancel("close");
    if (miniBasket === "added") setMiniBasket("shopper");
    else if (!open) timers.schedule("open", MINI_BASKET_TIMINGS.openDelayMs, () => show("shopper"));
  };
  const onPointerLeave = (event: PointerEvent) => {
    if (!mouseOnly(event)) return;
    timers.cancel("open");
    if (open) timers.schedule("close", MINI_BASKET_TIMINGS.closeDelayMs, hide);
  };
  const onTriggerClick = (event: MouseEvent) => {
    event.preventDefault();
    if (miniBasket === "shopper") hide();
    else show("shopper");
  };
  const closeAndReturn = () => {
    hide();
    trigger.current?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "Escape" && open) {
      event.stopPropagation();
      closeAndReturn();
    }
  };

  return (
    <div
      ref={widget}
      className="relative"
      onPointerEnter={onPointerEnter}
      onPointerLeave={onPointerLeave}
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        // Focus moving on past the basket and its drop-down (Tab past the end) closes it.
        const next = event.relatedTarget as Node | null;
        if (open && next && !event.currentTarget.contains(next)) hide();
      }}
    >
      <a
        ref={trigger}
        href={BASKET_PATH}
        onClick={onTriggerClick}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        aria-label={basketLabel(count)}
        className={headerControlClass}
      >
        <span className="relative mr-1.5">
          <ShoppingCart aria-hidden="true" className="size-5" />
          <span
            aria-hidden="true"
            className="absolute -top-2 -right-2.5 grid min-w-5 place-items-center rounded-full bg-highlight px-1 text-xs leading-5 font-bold text-on-highlight"
          >
            {count}
          </span>
        </span>
        <span className="hidden xl:inline">Basket</span>
      </a>
      {open && (
        <MiniBasketPanel id={panelId} basket={basket} openedBy={miniBasket} onClose={closeAndReturn} />
      )}
    </div>
  );
}

type PanelProps = { id: string; basket: Basket | null; openedBy: MiniBasketOpening; onClose: () => void };

function MiniBasketPanel({ id, basket, openedBy, onClose }: PanelProps) {
  const navigate = useNavigate();
  const lines = basket?.lines ?? [];
  // Opened by an add, it shows the last page, where a new line is.
  const [requestedPage, setRequestedPage] = useState(() =>
    openedBy === "added" ? miniBasketPage(lines, Number.MAX_SAFE_INTEGER).page : 1,
  );
  const page = miniBasketPage(lines, requestedPage);
  const titleId = `${id}-title`;

  const turn = (step: -1 | 1) => {
    const past = step === -1 ? !page.hasPrevious : !page.hasNext;
    if (past) {
      onClose();
      void navigate(BASKET_PATH);
    } else setRequestedPage(page.page + step);
  };

  return (
    <section
      id={id}
      aria-labelledby={titleId}
      className="absolute top-full right-0 z-40 mt-1 w-[min(22rem,calc(100vw-1rem))] rounded-lg border border-line bg-white text-ink shadow-xl"
    >
      <div className="flex items-center justify-between border-b border-line bg-surface pl-4">
        <h2 id={titleId} className="font-bold">
          <Link to={BASKET_PATH} onClick={onClose} className="underline-offset-2 hover:underline">
            Your Basket
          </Link>
        </h2>
        <button
          type="button"
          onClick={onClose}
          aria-label="Close basket"
          className="grid size-11 place-items-center rounded-md hover:bg-black/10"
        >
          <X aria-hidden="true" className="size-5" />
        </button>
      </div>
      {basket === null ? (
        <p className="p-4">Loading your basket…</p>
      ) : lines.length === 0 ? (
        <p className="p-4 font-semibold">{MINI_BASKET_EMPTY_MESSAGE}</p>
      ) : (
        <>
          <ul aria-label={`Items, page ${page.page} of ${page.pageCount}`} className="divide-y divide-line">
            {page.items.map((line) => (
              <MiniBasketLine key={line.lineId} line={line} onFollow={onClose} />
            ))}
          </ul>
          {page.pageCount > 1 && (
            <div className="flex items-center justify-between border-t border-line px-2">
              <button type="button" onClick={() => turn(-1)} className={pagerClass}>
                <ChevronLeft aria-hidden="true" className="size-5" />
                Previous
              </button>
              <span className="text-sm text-muted">
                Page {page.page} of {page.pageCount}
              </span>
              <button type="button" onClick={() => turn(1)} className={pagerClass}>
                Next
                <ChevronRight aria-hidden="true" className="size-5" />
              </button>
            </div>
          )}
          <MiniBasketTotals basket={basket} />
          <div className="border-t border-line p-3">
            <Link to={BASKET_PATH} onClick={onClose} className={buttonClass("primary", "w-full capitalize")}>
              {VIEW_BASKET_LABEL}
            </Link>
          </div>
        </>
      )}
    </section>
  );
}

const pagerClass = "flex min-h-11 items-center gap-1 rounded-md px-2 text-sm font-semibold hover:bg-surface";

type Line = Basket["lines"][number];

/** spec/2 §2: image, name, quantity and the price ex VAT; under the quantity, what one of it costs and buys (decision 141). */
function MiniBasketLine({ line, onFollow }: { line: Line; onFollow: () => void }) {
  return (
    <li className="flex min-h-[90px] items-center gap-3 px-4 py-2">
      <LinePicture image={line.product.image} size={64} className="size-16 shrink-0" />
      <div className="min-w-0 flex-1">
        <Link
          to={productPath(line.product)}
          onClick={onFollow}
          className="line-clamp-3 text-sm font-semibold hover:underline"
        >
          {line.product.name}
        </Link>
        <p className="text-sm">Qty: {line.quantity}</p>
        <p className="text-xs text-muted">
          {formatPounds(line.unitPrice.exVat)}{" "}
          {unitOfSalePhrase(line.unitPrice.exVat, line.product.unitOfSale)}
        </p>
      </div>
      <p className="shrink-0 text-sm font-bold tabular-nums">
        {formatPounds(line.lineTotal.exVat)} <span className="text-xs font-normal text-muted">ex VAT</span>
      </p>
    </li>
  );
}

/** The products' total ex VAT, and the delivery cost or that collection is free (spec/2 §4). */
function MiniBasketTotals({ basket }: { basket: Basket }) {
  const { fulfilment, totals } = basket;
  const delivery =
    fulfilment === "collection" || (fulfilment === "delivery" && totals.delivery !== null)
      ? miniBasketFulfilmentLine(fulfilment, totals.delivery?.exVat ?? 0)
      : null;
  return (
    <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 border-t border-line px-4 py-3 text-sm">
      {delivery && (
        <>
          <dt>Delivery</dt>
          <dd
            className={cx("text-right tabular-nums", delivery.kind === "collection-free" && "font-semibold")}
          >
            {delivery.kind === "collection-free" ? delivery.label : `${delivery.label} ex VAT`}
          </dd>
        </>
      )}
      <dt className="font-semibold">Total</dt>
      <dd className="text-right font-bold tabular-nums">{formatPounds(totals.products.exVat)} ex VAT</dd>
    </dl>
  );
}
