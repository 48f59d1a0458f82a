import { useState } from "react";
import { Form } from "react-router";
import { Button } from "~/ui/Button.tsx";
import { Dialog } from "~/ui/Dialog.tsx";
import { QUOTE_INTENTS, type QuotePageState } from "../quote-page.ts";

/** A request's answer on the page: read out politely when it went, at once when it did not. */
export function SentNotice({ answer }: { answer: { sent: boolean; message: string } }) {
  return (
    <p
      role={answer.sent ? "status" : "alert"}
      className="rounded-md border border-line bg-surface p-3 font-semibold"
    >
      {answer.message}
    </p>
  );
}

/** The quote's identity and an intent, for the page's action. */
export function QuoteFields({
  email,
  reference,
  intent,
}: {
  email: string;
  reference: string;
  intent: string;
}) {
  return (
    <>
      <input type="hidden" name="email" value={email} />
      <input type="hidden" name="reference" value={reference} />
      <input type="hidden" name="intent" value={intent} />
    </>
  );
}

/**
 * spec/2 §4 quote to basket: Add to basket; when the quote delivers elsewhere, the confirmation
 * ('Change Delivery Address and add products' or 'Close'); what could not be added, on the page.
 * Beside it, the quote emailed with its link to the address it was made for.
 */
export function QuoteToBasket({ state }: { state: QuotePageState }) {
  const { email, reference, confirmation, basketMessages, emailed } = state;
  // The confirmation the customer closed: a new answer asking again opens the dialog again.
  const [closed, setClosed] = useState<QuotePageState["confirmation"]>();
  const confirming = confirmation !== undefined && confirmation !== closed;
  const close = () => setClosed(confirmation);
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap gap-3">
        <Form method="post">
          <QuoteFields email={email} reference={reference} intent={QUOTE_INTENTS.basket} />
          <Button type="submit">Add to basket</Button>
        </Form>
        <Form method="post">
          <QuoteFields email={email} reference={reference} intent={QUOTE_INTENTS.email} />
          <Button type="submit" variant="secondary">
            Email me this quote
          </Button>
        </Form>
      </div>
      {emailed && <SentNotice answer={emailed} />}
      {basketMessages && (
        <div
          role="alert"
          className="flex flex-col gap-2 rounded-md border border-line bg-surface p-3 font-semibold"
        >
          {basketMessages.map((message) => (
            <p key={message}>{message}</p>
          ))}
        </div>
      )}
      {confirmation && (
        <Dialog
          open={confirming}
          onOpenChange={(open) => !open && close()}
          title="Change your delivery address?"
          description={confirmation.message}
        >
          <Form method="post" className="flex flex-wrap gap-3">
            <QuoteFields email={email} reference={reference} intent={QUOTE_INTENTS.changePostcodeAndAdd} />
            <Button type="submit">{confirmation.confirmLabel}</Button>
            <Button type="button" variant="secondary" onClick={close}>
              {confirmation.closeLabel}
            </Button>
          </Form>
        </Dialog>
      )}
    </div>
  );
}
