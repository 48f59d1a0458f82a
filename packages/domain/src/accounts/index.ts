export * from "./messages.ts";
export * from "./erp.ts";
export * from "./account-switch.ts";
export * from "./branch-compatibility.ts";
export * from "./credit.ts";
export * from "./passwords.ts";
export * from "./home-branch.ts";
export * from "./signed-out.ts";
