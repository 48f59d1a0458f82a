/**
 * spec/3 §4 Other, §8: while a request is in flight its buttons are disabled and an overlay shows;
 * a refusal shows the server's words, any other failure the generic message, and either way the
 * buttons come back and the overlay goes.
 */
import { useCallback, useState } from "react";
import { GENERIC_FAILURE } from "@merchant/domain/van";
import { ApiError } from "~/lib/api.ts";
import type { Message } from "~/ui/AppMessage.tsx";

/** A refusal the server worded for the user (a rule, not a fault): shown as given (spec/3 §8). */
const isWordedRefusal = (error: unknown): error is ApiError =>
  error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 401;

export function useAppRequest() {
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<Message | null>(null);

  const run = useCallback(async <T>(request: () => Promise<T>): Promise<T | undefined> => {
    setBusy(true);
    try {
      return await request();
    } catch (error) {
      setMessage({ title: "Sorry", text: isWordedRefusal(error) ? error.message : GENERIC_FAILURE });
      return undefined;
    } finally {
      setBusy(false);
    }
  }, []);

  return { busy, message, setMessage, run, closeMessage: useCallback(() => setMessage(null), []) };
}
