/**
 * The group's four trading brands. Names are invented (no real merchant's name); each brand
 * runs on its own ERP, and every colour its pages paint from its theme passes WCAG AA contrast
 * (the domain's brandPalette and contrastPairs), which brands.test.ts checks.
 */
import type { BrandCode, BrandTheme, ErpCode } from "../../../db/schema.ts";

export type SeedBrand = {
  code: BrandCode;
  name: string;
  tagline: string;
  erp: ErpCode;
  theme: BrandTheme;
  /** Mail domain for branch addresses; `.example` is reserved, so no real mailbox is named. */
  mailDomain: string;
};

export const SEED_BRANDS: readonly SeedBrand[] = [
  {
    code: "BU",
    name: "Burwood Building Supplies",
    tagline: "Everything for the build, from footings to finish",
    erp: "bistrack",
    theme: {
      primary: "#1f4e79",
      primaryContrast: "#ffffff",
      accent: "#f2a900",
      surface: "#ffffff",
      text: "#1a1a1a",
    },
    mailDomain: "burwood.example",
  },
  {
    code: "HB",
    name: "Hartley & Bourne",
    tagline: "Timber and building merchants since 1898",
    erp: "counteract",
    theme: {
      primary: "#2e5e2b",
      primaryContrast: "#ffffff",
      accent: "#c8a165",
      surface: "#fbfaf6",
      text: "#222222",
    },
    mailDomain: "hartleybourne.example",
  },
  {
    code: "TG",
    name: "Thornegate Trade Centre",
    tagline: "Trade counters, local branches, delivery to site",
    erp: "ax",
    theme: {
      primary: "#a4261d",
      primaryContrast: "#ffffff",
      accent: "#1d3557",
      surface: "#ffffff",
      text: "#1b1b1b",
    },
    mailDomain: "thornegate.example",
  },
  {
    code: "SG",
    name: "Saltgrove Merchants",
    tagline: "Stoves, bathrooms and building materials under one roof",
    erp: "opal",
    theme: {
      primary: "#ffd100",
      primaryContrast: "#111111",
      accent: "#0a3d62",
      surface: "#f7f7f7",
      text: "#111111",
    },
    mailDomain: "saltgrove.example",
  },
];
