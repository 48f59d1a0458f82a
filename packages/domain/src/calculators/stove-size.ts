import { fail, fillMessage, ok, type Result } from "../shared/result.ts";
import { STOVE_NO_ROOM_SIZE_MESSAGE, STOVE_SIZE_MESSAGE } from "./messages.ts";
import { readMeasurement } from "./measurement.ts";

/** spec/1 §9: one kW of stove output heats about 14 cubic metres of room. */
export const CUBIC_METRES_PER_KW = 14;
export const MIN_STOVE_KW = 1;
export const MAX_STOVE_KW = 14;

export type RoomSize = {
  readonly width: string | number | null | undefined;
  readonly length: string | number | null | undefined;
  readonly height: string | number | null | undefined;
};

export type StoveSize = { readonly kw: number; readonly message: string };

/**
 * spec/1 §9 Room-size stove output: width × length × height ÷ 14, rounded, clamped to 1..14 kW.
 * Each size must be a positive number of metres; otherwise the room size is asked for.
 */
export function stoveSizeFor(room: RoomSize): Result<StoveSize, "no-room-size"> {
  const sizes = [room.width, room.length, room.height].map(readMeasurement);
  if (!sizes.every((size) => size > 0)) return fail("no-room-size", STOVE_NO_ROOM_SIZE_MESSAGE);
  const volume = sizes.reduce((product, size) => product * size, 1);
  const kw = Math.min(MAX_STOVE_KW, Math.max(MIN_STOVE_KW, Math.round(volume / CUBIC_METRES_PER_KW)));
  return ok({ kw, message: fillMessage(STOVE_SIZE_MESSAGE, { kw }) });
}
