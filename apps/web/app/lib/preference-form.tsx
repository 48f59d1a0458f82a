/**
 * The shape of a shopper's preference control (the VAT switch, the cookie banner): a form post of
 * one of its buttons, so without JavaScript (or before the page wakes) the choice is posted to its
 * action (lib/preference-post.ts) and the shopper comes back to the same page; with JavaScript a
 * button's click is taken on the page instead.
 */
import type { ComponentProps, ReactNode } from "react";
import { ReturnHereField } from "./return-here.tsx";

type FormProps = Omit<ComponentProps<"form">, "method"> & { action: string; children: ReactNode };

export function PreferenceForm({ action, children, ...form }: FormProps) {
  return (
    <form method="post" action={action} {...form}>
      <ReturnHereField />
      {children}
    </form>
  );
}

type ButtonProps<T extends string> = Omit<ComponentProps<"button">, "type" | "name" | "value" | "onClick"> & {
  name: string;
  value: T;
  /** With JavaScript: the choice, taken on the page; the form is not posted. */
  onChoose: (value: T) => void;
};

export function PreferenceButton<T extends string>({ name, value, onChoose, ...button }: ButtonProps<T>) {
  return (
    <button
      type="submit"
      name={name}
      value={value}
      onClick={(event) => {
        event.preventDefault();
        onChoose(value);
      }}
      {...button}
    />
  );
}
