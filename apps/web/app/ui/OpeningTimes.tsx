import type { OpeningDay } from "@merchant/contract";
import { cx } from "./cx.ts";

type Props = {
  days: OpeningDay[];
  /** "compact" in a card or a dialog: smaller type and tighter rows. */
  size?: "normal" | "compact";
};

/** A branch's week, Monday to Sunday, as the API gives it; a day without hours reads 'Closed'. */
export function OpeningTimes({ days, size = "normal" }: Props) {
  const cell = size === "compact" ? "py-0.5" : "py-2";
  return (
    <table className={cx("w-full text-left", size === "compact" && "text-sm")}>
      <caption className="sr-only">Opening times</caption>
      <thead className="sr-only">
        <tr>
          <th scope="col">Day</th>
          <th scope="col">Hours</th>
        </tr>
      </thead>
      <tbody>
        {days.map(({ day, opens, closes }) => (
          <tr key={day} className="border-b border-line last:border-b-0">
            <th scope="row" className={cx(cell, "pr-4 font-semibold")}>
              {day}
            </th>
            <td className={cx(cell, "tabular-nums")}>
              {opens && closes ? `${opens} – ${closes}` : "Closed"}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
