import { EXTEND_QUOTE_LABEL } from "@merchant/domain/quotes";
import { Form } from "react-router";
import { Button } from "~/ui/Button.tsx";
import { Field } from "~/ui/Field.tsx";
import { QUOTE_INTENTS, type QuotePageState } from "../quote-page.ts";
import { QuoteDetails } from "./QuoteDetails.tsx";
import { QuoteFields, QuoteToBasket, SentNotice } from "./QuoteToBasket.tsx";

/** The branch quotation page's form and what its check found (spec/2 §2, §4, §5, §8). */
export function QuotePage({ state }: { state: QuotePageState }) {
  const { email, reference, fields, notice, expired, quote, extension } = state;
  return (
    <div className="flex flex-col gap-6">
      {notice && (
        <p role="alert" className="rounded-md border border-line bg-surface p-3 font-semibold">
          {notice}
        </p>
      )}
      <Form method="post" className="flex flex-col gap-4 sm:max-w-md" noValidate>
        <Field
          label="Email address"
          name="email"
          type="email"
          autoComplete="email"
          defaultValue={email}
          error={fields.email}
        />
        <Field
          label="Quote reference"
          name="reference"
          autoCapitalize="characters"
          defaultValue={reference}
          error={fields.reference}
        />
        <Button type="submit" className="self-start">
          Find my quote
        </Button>
      </Form>
      {expired && (
        <div className="flex flex-col gap-3">
          <p role="status" className="font-semibold text-ink">
            {expired.message}
          </p>
          {extension ? (
            <SentNotice answer={extension} />
          ) : (
            <Form method="post">
              <QuoteFields email={email} reference={reference} intent={QUOTE_INTENTS.extend} />
              <Button type="submit">{expired.extendLabel || EXTEND_QUOTE_LABEL}</Button>
            </Form>
          )}
          <QuoteDetails quote={expired.quote} expired />
        </div>
      )}
      {quote && (
        <div className="flex flex-col gap-3">
          <QuoteDetails quote={quote} expired={false} />
          <QuoteToBasket state={state} />
        </div>
      )}
    </div>
  );
}
