/**
 * spec/3 §3 Collection "signature output": the pad's drawing as a PNG image (decision 163). The
 * server keeps the bytes, so it takes only what really is a PNG and only of a pad's size.
 */

/** A pad of a phone's width drawn in lines compresses to a few kilobytes; 200 kB is generous. */
export const SIGNATURE_MAX_BYTES = 200_000;

/** What signature_pad's toDataURL() gives for a PNG. */
export const SIGNATURE_DATA_URL_PREFIX = "data:image/png;base64,";

/** The base64 text of the largest signature, with its prefix. */
export const SIGNATURE_MAX_LENGTH = SIGNATURE_DATA_URL_PREFIX.length + Math.ceil(SIGNATURE_MAX_BYTES / 3) * 4;

/** Every PNG file starts with these eight bytes (PNG specification §5.2). */
const PNG_FILE_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] as const;
/** The file signature, then the IHDR chunk's length and type: a PNG has at least this much. */
const PNG_MIN_BYTES = 16;
const IHDR = [0x49, 0x48, 0x44, 0x52] as const;

/** True when the bytes start as a PNG does: its file signature, then its IHDR header chunk. */
export function isPng(bytes: Uint8Array): boolean {
  if (bytes.length < PNG_MIN_BYTES) return false;
  return (
    PNG_FILE_SIGNATURE.every((byte, i) => bytes[i] === byte) &&
    IHDR.every((byte, i) => bytes[12 + i] === byte)
  );
}
