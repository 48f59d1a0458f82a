// What routes use of the account tools: the tools page (vans, reporting keys) and the reporting dashboard.
export { ACCOUNT_TOOLS_PATH, REPORTING_DASHBOARD_PATH, reportingKeysOf } from "./api.ts";
export { ReportingDashboard } from "./components/ReportingDashboard.tsx";
export { ReportingKeys } from "./components/ReportingKeys.tsx";
export { VanPanel } from "./components/VanPanel.tsx";
