import type { ReportWidget, ReportWidgetName } from "@merchant/contract";
import { formatPounds } from "@merchant/domain/money";
import { DEFAULT_REPORT_PAGE, REPORTING_ERROR } from "@merchant/domain/van";
import { useEffect, useState } from "react";
import { Bar, BarChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { cx } from "~/ui/cx.ts";
import { Spinner } from "~/ui/Spinner.tsx";
import { widgetPage } from "../api.ts";

type Cell = ReportWidget["rows"][number][string];
type Column = ReportWidget["columns"][number];

function shown(value: Cell | undefined, kind: Column["kind"]): string {
  if (value === null || value === undefined) return "None";
  if (kind === "money" && typeof value === "number") return formatPounds(value);
  if (kind === "date" && typeof value === "string") return value.split("-").reverse().join("/");
  return String(value);
}

/**
 * spec/3 §2, §7 a reporting dashboard widget, loaded on its own (databasegetwidgetcontent) from
 * page 1 (spec/3 §9), with numbered pages. A chart (Recharts) draws it where it has one, and its
 * numbers are always there as a table. A failure says 'Sorry there has been an error, please try
 * again.'; an expired session goes to the signed-out page (the API client's 401 watch: fireLogout).
 */
export function ReportWidgetView({ widget }: { widget: ReportWidgetName }) {
  const [page, setPage] = useState(DEFAULT_REPORT_PAGE);
  const [content, setContent] = useState<ReportWidget | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let current = true;
    widgetPage(widget, page).then(
      (answer) => {
        if (!current) return;
        setFailed(false);
        setContent(answer);
      },
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, [widget, page]);

  const headingId = `widget-${widget}`;
  return (
    <section
      aria-labelledby={headingId}
      data-testid={`widget-${widget}`}
      className="flex flex-col gap-3 rounded-lg border border-line p-4"
    >
      <h3 id={headingId} className="text-lg font-bold">
        {content?.title ?? "Loading…"}
      </h3>
      {failed ? (
        <p role="alert" className="font-semibold text-red-700">
          {REPORTING_ERROR}
        </p>
      ) : content === null ? (
        <Spinner />
      ) : (
        <WidgetContent content={content} onPage={setPage} />
      )}
    </section>
  );
}

function WidgetContent({ content, onPage }: { content: ReportWidget; onPage: (page: number) => void }) {
  const { chart, columns, rows, title } = content;
  if (content.total === 0) return <p>Nothing to show yet.</p>;
  return (
    <>
      {chart && (
        <figure aria-label={`${title}, chart of the table below`} className="h-56 w-full">
          <ResponsiveContainer width="100%" height="100%">
            <BarChart data={rows} layout="vertical" margin={{ left: 8, right: 16 }}>
              <XAxis
                type="number"
                tickFormatter={(pence: number) => formatPounds(pence)}
                tick={{ fontSize: 12 }}
              />
              <YAxis
                type="category"
                dataKey={chart.label}
                width={130}
                tick={{ fontSize: 12 }}
                tickFormatter={(label: string) => (label.length > 18 ? `${label.slice(0, 17)}…` : label)}
              />
              <Tooltip formatter={(pence) => formatPounds(Number(pence))} />
              <Bar dataKey={chart.value} fill="var(--color-brand-ink)" isAnimationActive={false} />
            </BarChart>
          </ResponsiveContainer>
        </figure>
      )}
      <div className="overflow-x-auto">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">
            {title}, page {content.page} of {content.pages}
          </caption>
          <thead>
            <tr>
              {columns.map((column) => (
                <th
                  key={column.key}
                  scope="col"
                  className={cx("border-b border-line p-2", column.kind !== "text" && "text-right")}
                >
                  {column.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row, index) => (
              <tr key={index}>
                {columns.map((column) => (
                  <td
                    key={column.key}
                    className={cx("border-b border-line p-2", column.kind !== "text" && "text-right")}
                  >
                    {shown(row[column.key], column.kind)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {content.pages > 1 && (
        <nav aria-label={`${title} pages`}>
          <ul className="flex flex-wrap gap-2">
            {Array.from({ length: content.pages }, (_, i) => i + 1).map((page) => (
              <li key={page}>
                <button
                  type="button"
                  aria-current={page === content.page ? "page" : undefined}
                  aria-label={`Page ${page}`}
                  onClick={() => onPage(page)}
                  className={cx(
                    "min-h-11 min-w-11 rounded-md border px-3 font-semibold",
                    page === content.page
                      ? "border-brand-ink bg-brand-ink text-white"
                      : "border-line bg-white text-ink",
                  )}
                >
                  {page}
                </button>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </>
  );
}
