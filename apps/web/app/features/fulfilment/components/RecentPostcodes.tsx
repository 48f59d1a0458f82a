import { useId } from "react";

type Props = { shown: readonly string[]; onChoose: (postcode: string) => void };

/** spec/2 §2, §9: the 5 most recently searched postcodes, newest first, under the location box. */
export function RecentPostcodes({ shown, onChoose }: Props) {
  const labelId = useId();
  if (shown.length === 0) return null;
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm">
      <span id={labelId} className="text-muted">
        Recent searches
      </span>
      <ul aria-labelledby={labelId} className="flex flex-wrap gap-1">
        {shown.map((postcode) => (
          <li key={postcode}>
            <button
              type="button"
              onClick={() => onChoose(postcode)}
              className="min-h-11 rounded-full border border-line px-3 font-semibold hover:bg-surface md:min-h-8"
            >
              {postcode}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
