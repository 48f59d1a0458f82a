import { useCallback, useRef, useState } from "react";

/**
 * A question put to the shopper in a dialog ('Branch differences', the trade account's), and the
 * change waiting on its answer: `ask` opens the dialog and resolves with the answer, `answer`
 * closes it. One question at a time: an older one still open is a change the shopper moved on
 * from, answered with `declined`.
 */
export function useQuestion<Question, Answer>(declined: Answer) {
  const [question, setQuestion] = useState<Question | null>(null);
  const waiting = useRef<((answer: Answer) => void) | null>(null);
  const answer = useCallback((reply: Answer) => {
    const resolve = waiting.current;
    waiting.current = null;
    setQuestion(null);
    resolve?.(reply);
  }, []);
  const ask = useCallback(
    (next: Question) =>
      new Promise<Answer>((resolve) => {
        waiting.current?.(declined);
        waiting.current = resolve;
        setQuestion(next);
      }),
    [declined],
  );
  return { question, ask, answer };
}
