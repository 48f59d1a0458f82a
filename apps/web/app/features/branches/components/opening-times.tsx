import type { OpeningDay } from "@merchant/contract";

/** A branch's week, Monday to Sunday, as the API gives it; a day without hours reads 'Closed'. */
export function OpeningTimes({ days }: { days: OpeningDay[] }) {
  return (
    <table className="w-full text-left">
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
            <th scope="row" className="py-2 pr-4 font-semibold">
              {day}
            </th>
            <td className="py-2 tabular-nums">
              {opens && closes ? (
                <>
                  {opens} – {closes}
                </>
              ) : (
                "Closed"
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
