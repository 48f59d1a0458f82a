import type { ComponentProps } from "react";
import { cx } from "./cx.ts";

export type ButtonVariant = "primary" | "secondary" | "ghost";

const VARIANTS: Record<ButtonVariant, string> = {
  // The edge: the brand colour itself, or on a light brand (SG's yellow) the dark ink that marks it on white.
  primary: "border border-brand-ink bg-brand text-on-brand hover:brightness-110",
  secondary: "border border-line bg-white text-ink hover:bg-surface",
  ghost: "text-ink hover:bg-surface",
};

/**
 * Shared look of buttons and button-like links: at least 44 px tall, so it is easy to tap. Colours
 * ease on hover; being enabled again (after a save) shows at once, never half-faded.
 */
export function buttonClass(variant: ButtonVariant = "primary", className?: string): string {
  return cx(
    "inline-flex min-h-11 items-center justify-center gap-2 rounded-md px-4 text-sm font-semibold",
    "transition-[color,background-color,border-color,filter] disabled:cursor-not-allowed disabled:opacity-60",
    VARIANTS[variant],
    className,
  );
}

type Props = ComponentProps<"button"> & { variant?: ButtonVariant };

export function Button({ variant, className, type = "button", ...props }: Props) {
  return <button type={type} className={buttonClass(variant, className)} {...props} />;
}
