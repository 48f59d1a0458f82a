/** Health's public surface: whether the database answers. */
export { checkHealth } from "./service.ts";
