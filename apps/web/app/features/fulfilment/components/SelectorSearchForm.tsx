import { LocateFixed } from "lucide-react";
import { useEffect, useId, useState, type FormEvent } from "react";
import type { Fulfilment } from "@merchant/contract";
import { isStoreSearchEnabled } from "@merchant/domain/branches";
import { useMyLocation } from "~/lib/use-my-location.ts";
import { Button } from "~/ui/Button.tsx";
import { cx } from "~/ui/cx.ts";
import { Field } from "~/ui/Field.tsx";
import { useFulfilment } from "../fulfilment-context.tsx";
import { CLICK_AND_COLLECT_LABEL, DELIVERY_LABEL, SEARCH_LABEL } from "../labels.ts";
import { messageNotice } from "../notices.ts";
import { RecentPostcodes } from "./RecentPostcodes.tsx";

type Props = {
  /** Opened for one type: a single Search button. */
  fulfilment: Fulfilment | null;
  /** The brand's word for a branch. */
  place: string;
  error: string | null;
  busy: boolean;
  recentPostcodes: readonly string[];
  onSearch: (text: string, fulfilment: Fulfilment) => void;
};

type Action = { fulfilment: Fulfilment; label: string };

/**
 * The selector's box (spec/2 §2, §5): the buttons wake up above 2 non-space characters (typing or
 * pasting alike, as both change the value); Enter presses the first. A blank box still answers a
 * press with the brand's empty-search message, so the buttons are marked disabled rather than
 * made unpressable.
 */
export function SelectorSearchForm({ fulfilment, place, error, busy, recentPostcodes, onSearch }: Props) {
  const { showNotice } = useFulfilment();
  const [text, setText] = useState("");
  const errorId = useId();
  const location = useMyLocation();
  const enabled = isStoreSearchEnabled(text);
  const actions: Action[] = fulfilment
    ? [{ fulfilment, label: SEARCH_LABEL }]
    : [
        { fulfilment: "collection", label: CLICK_AND_COLLECT_LABEL },
        { fulfilment: "delivery", label: DELIVERY_LABEL },
      ];

  const press = (type: Fulfilment) => {
    if (busy || (!enabled && text.trim() !== "")) return;
    onSearch(text, type);
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    press((submitter?.value as Fulfilment | undefined) ?? actions[0]!.fulfilment);
  };
  const locateMe = async () => {
    const place = await location.locate();
    if (place) {
      setText(place.postcode ?? place.label);
      onSearch(place.postcode ?? place.label, fulfilment ?? "collection");
    }
  };
  const { failure, dismissFailure } = location;
  useEffect(() => {
    if (!failure) return;
    showNotice({ ...messageNotice(failure.title, failure.message), href: failure.httpsAddress });
    dismissFailure();
  }, [failure, dismissFailure, showNotice]);

  const label = fulfilment === "delivery" ? "Delivery postcode" : `Postcode or town of your ${place}`;
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3">
      <Field
        label={label}
        value={text}
        onChange={(event) => setText(event.target.value)}
        autoComplete="postal-code"
        enterKeyHint="search"
        // The dialog opens to be typed in: the box, not the close button, takes focus.
        data-autofocus
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      />
      <p id={errorId} role="alert" className={cx("text-sm font-semibold text-red-700", !error && "sr-only")}>
        {error}
      </p>
      <RecentPostcodes shown={recentPostcodes} onChoose={setText} />
      <div className="flex flex-wrap gap-2">
        {actions.map((action) => (
          <Button
            key={action.fulfilment}
            type="submit"
            value={action.fulfilment}
            aria-disabled={!enabled || busy}
            className="flex-1 whitespace-nowrap aria-disabled:cursor-not-allowed aria-disabled:opacity-60 sm:flex-none"
          >
            {action.label}
          </Button>
        ))}
        <Button variant="secondary" onClick={() => void locateMe()} aria-disabled={location.locating}>
          <LocateFixed aria-hidden="true" className="size-4" />
          Use my location
        </Button>
      </div>
    </form>
  );
}
