/**
 * spec/3 §1: one app, two variants. `/app` wears the shop's brand; `/appmears`, for the second
 * customer group, has its own name and colours (the app identifier selects it). Every path of
 * the app is its variant's prefix and a path of its own.
 */
import type { BrandTheme } from "@merchant/contract";

export type AppVariantId = "app" | "appmears";

export type AppVariant = {
  id: AppVariantId;
  prefix: `/${AppVariantId}`;
  name: string;
  /** null: the shop's own brand colours. */
  theme: BrandTheme | null;
};

export const APP_VARIANTS: Readonly<Record<AppVariantId, AppVariant>> = {
  app: { id: "app", prefix: "/app", name: "Stock and Go", theme: null },
  appmears: {
    id: "appmears",
    prefix: "/appmears",
    name: "Mears Stock and Go",
    theme: {
      primary: "#00395d",
      primaryContrast: "#ffffff",
      accent: "#e35205",
      surface: "#f3f6f9",
      text: "#1a1a1a",
    },
  },
};

/** The variant whose prefix the path is under: /appmears/… is Mears, anything else the app. */
export function variantOf(pathname: string): AppVariant {
  return pathname === "/appmears" || pathname.startsWith("/appmears/")
    ? APP_VARIANTS.appmears
    : APP_VARIANTS.app;
}

export const appPath = (variant: AppVariant, path = "") => `${variant.prefix}${path}`;
