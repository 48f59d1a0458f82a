import { Tabs } from "~/ui/Tabs.tsx";
import { ReportWidgetView } from "./ReportWidgetView.tsx";

/** spec/3 §2 reporting dashboard: tabs of widgets, each loading its own numbers. */
export function ReportingDashboard() {
  return (
    <div className="mt-6">
      <Tabs
        label="Reports"
        tabs={[
          {
            id: "orders",
            title: "Orders",
            content: (
              <div className="grid gap-4 lg:grid-cols-2">
                <ReportWidgetView widget="order-value-by-month" />
                <ReportWidgetView widget="top-products" />
              </div>
            ),
          },
          { id: "invoices", title: "Invoices", content: <ReportWidgetView widget="open-invoices" /> },
          {
            id: "van-stock",
            title: "Van stock",
            content: <ReportWidgetView widget="van-stock-below-minimum" />,
          },
        ]}
      />
    </div>
  );
}
