import { useEffect, useState } from "react";
import {
  PASSWORD_BAR_PX_PER_POINT,
  PASSWORD_BAR_TICK_MS,
  PASSWORD_MAX_SCORE,
  passwordStrength,
  type PasswordLabel,
} from "@merchant/domain/calculators";
import { usePrefersReducedMotion } from "~/lib/use-prefers-reduced-motion.ts";
import { cx } from "~/ui/cx.ts";

/** Pixels the bar moves each 10 ms tick (decision 114): empty to full in one second. */
export const BAR_STEP_PX = 2;
const FULL_WIDTH_PX = PASSWORD_MAX_SCORE * PASSWORD_BAR_PX_PER_POINT;

const COLOUR: Record<PasswordLabel, string> = {
  Weak: "bg-red-700",
  Medium: "bg-amber-600",
  Strong: "bg-green-700",
};

/** The width shown, moved toward `target` one step per tick (spec/1 §4); at once for reduced motion. */
function useAnimatedWidth(target: number): number {
  const reduced = usePrefersReducedMotion();
  const [width, setWidth] = useState(target);
  useEffect(() => {
    if (reduced) return;
    const timer = setInterval(() => {
      setWidth((now) => {
        if (now === target) return now;
        const moved =
          now < target ? Math.min(target, now + BAR_STEP_PX) : Math.max(target, now - BAR_STEP_PX);
        return moved;
      });
    }, PASSWORD_BAR_TICK_MS);
    return () => clearInterval(timer);
  }, [target, reduced]);
  return reduced ? target : width;
}

/**
 * The password-strength bar (spec/1 §4, §9): score × 2 px wide, labelled Weak, Medium or Strong,
 * as a meter assistive technology reads. It advises; the length rule is what refuses (decision 114).
 */
export function PasswordStrengthBar({ password, id }: { password: string; id?: string }) {
  const { score, barWidthPx, label } = passwordStrength(password);
  const width = useAnimatedWidth(barWidthPx);
  return (
    <div className="flex items-center gap-3" id={id}>
      <div
        role="meter"
        aria-label="Password strength"
        aria-valuemin={0}
        aria-valuemax={PASSWORD_MAX_SCORE}
        aria-valuenow={score}
        aria-valuetext={password ? label : "No password yet"}
        className="h-2 overflow-hidden rounded-full bg-line"
        style={{ width: FULL_WIDTH_PX }}
      >
        <div className={cx("h-full rounded-full", COLOUR[label])} style={{ width }} />
      </div>
      <span className="text-sm font-semibold" aria-hidden="true">
        {password ? label : ""}
      </span>
    </div>
  );
}
