import { useEffect, useRef, useState, useSyncExternalStore } from "react";
import { Button } from "~/ui/Button.tsx";

type Detected = { rawValue: string };
type BarcodeDetectorClass = new () => { detect(source: HTMLVideoElement): Promise<Detected[]> };

/** Whether the browser has a barcode reader does not change while the page is open. */
const noChanges = () => () => {};

/** How often a frame of the camera is read for a barcode. */
const SCAN_EVERY_MS = 400;

/** The browser's own barcode reader, where it has one (Chrome on Android); no library is downloaded. */
export const barcodeDetector = (): BarcodeDetectorClass | undefined =>
  (globalThis as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector;

/**
 * spec/3 §2, §4 Delivery: invoices scanned with the phone's camera through the BarcodeDetector API.
 * Where the browser has none the button is not offered and invoices are typed. A code read again
 * while still in view is not sent twice.
 */
export function InvoiceScanner({ onScanned }: { onScanned: (raw: string) => void }) {
  // Known in the browser only: the server's page offers no scanning.
  const supported = useSyncExternalStore(
    noChanges,
    () => barcodeDetector() !== undefined,
    () => false,
  );
  const [scanning, setScanning] = useState(false);
  const [failed, setFailed] = useState(false);
  const video = useRef<HTMLVideoElement | null>(null);
  const scanned = useRef(onScanned);
  useEffect(() => {
    scanned.current = onScanned;
  });

  useEffect(() => {
    const Detector = barcodeDetector();
    if (!scanning || !Detector) return;
    let stream: MediaStream | undefined;
    let timer: ReturnType<typeof setInterval> | undefined;
    let last = "";
    const detector = new Detector();
    void navigator.mediaDevices
      .getUserMedia({ video: { facingMode: "environment" } })
      .then(async (camera) => {
        stream = camera;
        if (!video.current) return;
        video.current.srcObject = camera;
        await video.current.play();
        timer = setInterval(() => {
          if (!video.current) return;
          void detector.detect(video.current).then((codes) => {
            const value = codes[0]?.rawValue ?? "";
            if (value !== "" && value !== last) scanned.current(value);
            last = value;
          });
        }, SCAN_EVERY_MS);
      })
      .catch(() => {
        setFailed(true);
        setScanning(false);
      });
    return () => {
      clearInterval(timer);
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, [scanning]);

  if (!supported) return null;
  return (
    <div className="flex flex-col gap-2">
      <Button variant="secondary" aria-pressed={scanning} onClick={() => setScanning((on) => !on)}>
        {scanning ? "Stop scanning" : "Scan with the camera"}
      </Button>
      {failed && <p role="alert">The camera could not be opened. Please type the invoice number.</p>}
      {scanning && (
        <video
          ref={video}
          muted
          playsInline
          aria-label="Camera view for scanning"
          className="w-full rounded-md"
        />
      )}
    </div>
  );
}
