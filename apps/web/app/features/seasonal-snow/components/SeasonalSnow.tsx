import { useEffect, useRef } from "react";
import { fallFlakes, makeFlakes, type Flake } from "@merchant/domain/site";
import { usePrefersReducedMotion } from "~/lib/use-prefers-reduced-motion.ts";

/**
 * spec/1 §4, §9 seasonal snow: 400 flakes drifting down over the page, drawn on one canvas that
 * takes no clicks and says nothing to screen readers. It starts once the page is awake, so it
 * never delays the first paint, and a shopper who asks for less motion gets none.
 */
export function SeasonalSnow() {
  const canvas = useRef<HTMLCanvasElement>(null);
  const reducedMotion = usePrefersReducedMotion();

  useEffect(() => {
    const element = canvas.current;
    const context = element?.getContext("2d");
    if (!element || !context || reducedMotion) return;
    let width = 0;
    let height = 0;
    let flakes: Flake[] = [];
    const fit = () => {
      width = element.width = window.innerWidth;
      height = element.height = window.innerHeight;
      flakes = makeFlakes(width, height, Math.random);
    };
    fit();
    window.addEventListener("resize", fit);
    let last = performance.now();
    let frame = requestAnimationFrame(function draw(now) {
      // A tab in the background resumes where it was, not with a jump.
      flakes = fallFlakes(flakes, Math.min((now - last) / 1000, 0.1), width, height);
      last = now;
      context.clearRect(0, 0, width, height);
      context.fillStyle = "rgba(255, 255, 255, 0.9)";
      context.beginPath();
      for (const flake of flakes) {
        context.moveTo(flake.x + flake.radius, flake.y);
        context.arc(flake.x, flake.y, flake.radius, 0, Math.PI * 2);
      }
      context.fill();
      frame = requestAnimationFrame(draw);
    });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener("resize", fit);
    };
  }, [reducedMotion]);

  if (reducedMotion) return null;
  return (
    <canvas
      ref={canvas}
      aria-hidden="true"
      data-testid="seasonal-snow"
      className="pointer-events-none fixed inset-0 z-40 size-full"
    />
  );
}
