/** spec/3 §3 Vehicle replenishment type, as the panel's selects offer it. */
export const REPLENISHMENT_OPTIONS = [
  { value: "automatic", label: "Automatic" },
  { value: "manual", label: "Manual" },
] as const;
