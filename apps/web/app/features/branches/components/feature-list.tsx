/** A branch's features (spec/2 §3 StoreFeatures) as small labels. */
export function FeatureList({ features, label }: { features: string[]; label: string }) {
  if (features.length === 0) return null;
  return (
    <ul aria-label={label} className="flex flex-wrap gap-1.5">
      {features.map((feature) => (
        <li
          key={feature}
          className="rounded-full border border-line bg-surface px-2.5 py-1 text-xs font-semibold text-ink"
        >
          {feature}
        </li>
      ))}
    </ul>
  );
}
