/** The demo catalogue, department by department, in the order the top navigation shows them. */
import { building } from "./building.ts";
import { doors } from "./doors.ts";
import { landscaping } from "./landscaping.ts";
import { plumbing } from "./plumbing.ts";
import { stoves } from "./stoves.ts";
import { timber } from "./timber.ts";
import { tools } from "./tools.ts";
import type { Department } from "./types.ts";

export const DEPARTMENTS: readonly Department[] = [
  stoves,
  building,
  timber,
  plumbing,
  landscaping,
  tools,
  doors,
];
export type { Axis, Department, Family, Group, Tally } from "./types.ts";
