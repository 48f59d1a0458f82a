import { Link } from "react-router";
import type { Brand } from "@merchant/contract";
import { BRAND_MARKS } from "./brand-marks.tsx";

/** The brand's mark and name as a wordmark, linking home; smaller on phones under 480 px (spec/1 §9). */
export function BrandLogo({ brand }: { brand: Pick<Brand, "code" | "name"> }) {
  return (
    <Link to="/" aria-label={`${brand.name} home`} className="flex min-h-11 shrink-0 items-center gap-2">
      <svg viewBox="0 0 38 38" className="size-8 shrink-0 fill-highlight" aria-hidden="true">
        {BRAND_MARKS[brand.code]}
      </svg>
      <span className="text-sm leading-tight font-extrabold tracking-tight uppercase min-[480px]:text-base sm:text-xl">
        {brand.name}
      </span>
    </Link>
  );
}
