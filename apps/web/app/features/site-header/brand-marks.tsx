import type { BrandCode } from "@merchant/contract";

/**
 * Each brand's mark, drawn for this shop (no real company's logo): simple shapes in the
 * brand's highlight (its accent, or the bar's text colour where the accent is lost on the bar)
 * that read at 32 px. BU stacked bricks, HB a roofline over a hearth,
 * TG the end grain of a log, SG a stove flame.
 */
export const BRAND_MARKS: Record<BrandCode, React.ReactNode> = {
  BU: (
    <>
      <rect x="2" y="22" width="16" height="8" rx="1" />
      <rect x="20" y="22" width="16" height="8" rx="1" />
      <rect x="11" y="12" width="16" height="8" rx="1" />
      <rect x="2" y="2" width="16" height="8" rx="1" opacity="0.6" />
      <rect x="20" y="2" width="16" height="8" rx="1" opacity="0.6" />
    </>
  ),
  HB: (
    <>
      <path d="M19 2 2 16h5v20h24V16h5z" />
      <path d="M14 36V24h10v12z" fill="var(--brand-primary)" />
    </>
  ),
  TG: (
    <>
      <circle cx="19" cy="19" r="17" />
      <circle cx="19" cy="19" r="11.5" fill="none" stroke="var(--brand-primary)" strokeWidth="2.5" />
      <circle cx="19" cy="19" r="5.5" fill="none" stroke="var(--brand-primary)" strokeWidth="2.5" />
    </>
  ),
  SG: <path d="M19 2c2 7 10 11 10 21a10 10 0 0 1-20 0c0-5 3-8 5-10 0 4 2 6 4 7-1-6 0-12 1-18z" />,
};
