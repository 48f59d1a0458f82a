import { useId, type FormEvent } from "react";
import { NEWSLETTER_NAME_MAX_LENGTH } from "@merchant/contract/constants";
import { NEWSLETTER_SUBSCRIBED_TEXT, NEWSLETTER_SUBSCRIBED_TITLE } from "@merchant/domain/newsletter";
import { Button } from "~/ui/Button.tsx";
import { Dialog } from "~/ui/Dialog.tsx";
import { Field } from "~/ui/Field.tsx";
import { Spinner } from "~/ui/Spinner.tsx";
import { useNewsletterSignUp } from "../use-newsletter-sign-up.ts";

/** Where the form posts before the page wakes, or without JavaScript (routes/newsletter.tsx). */
const NEWSLETTER_PATH = "/newsletter";

type Props = {
  /** Names the section: two sign-ups on one page (homepage and footer) need two names. */
  heading: string;
  intro: string;
  /** "dark": on the footer's dark band, where a light button stands out. */
  tone?: "light" | "dark";
  /** An anchor to link to (`/#newsletter`). */
  id?: string;
  className?: string;
};

/**
 * The newsletter sign-up (spec/1 §2 homepage widget and footer form, §5, §8): name and email,
 * the spec's message under the form when either is missing or the shop refuses, and the
 * 'Newsletter Subscribed' dialog once the address is on the list. Posted, not sent in the
 * address, so an email never lands in a URL; before the page has woken it posts to /newsletter.
 */
export function NewsletterSignUp({ heading, intro, tone = "light", id, className }: Props) {
  const headingId = useId();
  const messageId = useId();
  const { signUp, sending, message, subscribed, dismiss } = useNewsletterSignUp();
  const describedBy = message ? messageId : undefined;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const typed = { name: String(data.get("name") ?? ""), email: String(data.get("email") ?? "") };
    if (await signUp(typed)) form.reset();
  };

  return (
    <section id={id} aria-labelledby={headingId} className={className}>
      <h2 id={headingId} className="text-xl font-semibold">
        {heading}
      </h2>
      <p className="mt-1">{intro}</p>
      <form
        method="post"
        action={NEWSLETTER_PATH}
        noValidate
        onSubmit={(event) => void submit(event)}
        className="mt-4 grid max-w-4xl gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end"
      >
        <Field
          label="Name"
          name="name"
          autoComplete="name"
          maxLength={NEWSLETTER_NAME_MAX_LENGTH}
          aria-describedby={describedBy}
        />
        <Field label="Email" name="email" type="email" autoComplete="email" aria-describedby={describedBy} />
        <Button type="submit" variant={tone === "dark" ? "secondary" : "primary"} aria-disabled={sending}>
          {sending && <Spinner label="Signing you up" className="size-5" />}
          Sign up
        </Button>
        {/* Always in the page, so a screen reader hears each new message as it appears. */}
        <p
          id={messageId}
          role="alert"
          className={
            message
              ? "rounded-md border border-red-700 bg-red-50 p-3 font-semibold text-red-800 sm:col-span-3"
              : "sr-only"
          }
        >
          {message}
        </p>
      </form>
      <Dialog
        open={subscribed}
        onOpenChange={(open) => !open && dismiss()}
        title={NEWSLETTER_SUBSCRIBED_TITLE}
        description={NEWSLETTER_SUBSCRIBED_TEXT}
      />
    </section>
  );
}
