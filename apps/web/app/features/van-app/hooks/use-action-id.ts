/**
 * The id a collection or delivery is sent under (decision 163): made when the action is first sent
 * and kept while its answer is unknown (no connection, a 5xx), so sending it again after a failed connection is the same
 * action, which the server applies once. An answer, either way, ends it.
 */
import { useCallback, useRef } from "react";
import { ApiError } from "~/lib/api.ts";

export function useActionId() {
  const current = useRef<string | null>(null);
  return useCallback(async <T>(send: (clientId: string) => Promise<T>): Promise<T> => {
    current.current ??= crypto.randomUUID();
    try {
      const answer = await send(current.current);
      current.current = null;
      return answer;
    } catch (error) {
      if (error instanceof ApiError && error.status < 500) current.current = null;
      throw error;
    }
  }, []);
}
