/**
 * A signature_pad on a canvas (spec/3 §2 "collect with a signature panel"): the drawing as a PNG
 * data URL once a stroke ends, "" while the pad is empty; `clear` empties both. The canvas is
 * sized to the screen's pixel ratio so the lines are sharp.
 */
import { useCallback, useEffect, useRef, useState } from "react";
import SignaturePad from "signature_pad";

export function useSignaturePad() {
  const canvasRef = useRef<HTMLCanvasElement | null>(null);
  const padRef = useRef<SignaturePad | null>(null);
  const [signature, setSignature] = useState("");

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    const ratio = Math.max(window.devicePixelRatio || 1, 1);
    if (canvas.offsetWidth > 0) {
      canvas.width = canvas.offsetWidth * ratio;
      canvas.height = canvas.offsetHeight * ratio;
      canvas.getContext("2d")?.scale(ratio, ratio);
    }
    const pad = new SignaturePad(canvas, { penColor: "#111827" });
    pad.addEventListener("endStroke", () => setSignature(pad.isEmpty() ? "" : pad.toDataURL("image/png")));
    padRef.current = pad;
    return () => pad.off();
  }, []);

  const clear = useCallback(() => {
    padRef.current?.clear();
    setSignature("");
  }, []);

  return { canvasRef, signature, clear };
}
