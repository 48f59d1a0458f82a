import { ChevronDown } from "lucide-react";
import { useState, type ReactNode } from "react";
import type { InfoBlock, InfoInnerBlock } from "@merchant/contract";
import { Button } from "~/ui/Button.tsx";
import { Dialog } from "~/ui/Dialog.tsx";
import { Tabs } from "~/ui/Tabs.tsx";
import { LazyVideo } from "./LazyVideo.tsx";
import { PinnedPicture } from "./PinnedPicture.tsx";

/** How the page shows a calculator block: the route hands in the calculators feature's widgets. */
export type CalculatorSlot = (
  calculator: Extract<InfoBlock, { type: "calculator" }>["calculator"],
) => ReactNode;

function TextBlock({ block }: { block: Extract<InfoBlock, { type: "text" }> }) {
  return (
    <div className="flex flex-col gap-3">
      {block.heading && <h2 className="text-xl font-bold text-ink">{block.heading}</h2>}
      {block.paragraphs.map((paragraph, i) => (
        <p key={i} className="leading-relaxed">
          {paragraph}
        </p>
      ))}
    </div>
  );
}

function InnerBlocks({ blocks, calculator }: { blocks: InfoInnerBlock[]; calculator: CalculatorSlot }) {
  return (
    <div className="flex flex-col gap-4">
      {blocks.map((block, i) =>
        block.type === "text" ? (
          <TextBlock key={i} block={block} />
        ) : (
          <div key={i}>{calculator(block.calculator)}</div>
        ),
      )}
    </div>
  );
}

/**
 * spec/2 §2 slide-down sections: each title opens and closes its content. Native <details>, so
 * they open without JavaScript and with the keyboard; the content slides down as it opens.
 */
function SlideDownSections({
  block,
  calculator,
}: {
  block: Extract<InfoBlock, { type: "sections" }>;
  calculator: CalculatorSlot;
}) {
  return (
    <div className="flex flex-col divide-y divide-line rounded-lg border border-line">
      {block.sections.map((section, i) => (
        <details key={i} className="group">
          <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-4 px-4 py-2 font-semibold">
            {section.title}
            <ChevronDown
              aria-hidden="true"
              className="size-5 shrink-0 transition-transform group-open:rotate-180"
            />
          </summary>
          <div className="animate-slide-down px-4 pb-4">
            <InnerBlocks blocks={section.blocks} calculator={calculator} />
          </div>
        </details>
      ))}
    </div>
  );
}

/** spec/2 §2 the about-us sliding panel: a button that slides the panel in from the side. */
function SlidingPanel({ block }: { block: Extract<InfoBlock, { type: "panel" }> }) {
  const [open, setOpen] = useState(false);
  return (
    <div>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        {block.button}
      </Button>
      <Dialog open={open} onOpenChange={setOpen} title={block.heading} placement="side">
        <div className="flex flex-col gap-3">
          {block.paragraphs.map((paragraph, i) => (
            <p key={i}>{paragraph}</p>
          ))}
        </div>
      </Dialog>
    </div>
  );
}

/** An info page's blocks, in order. */
export function InfoBlocks({ blocks, calculator }: { blocks: InfoBlock[]; calculator: CalculatorSlot }) {
  return (
    <div className="flex flex-col gap-8">
      {blocks.map((block, i) => {
        switch (block.type) {
          case "text":
            return <TextBlock key={i} block={block} />;
          case "calculator":
            return <div key={i}>{calculator(block.calculator)}</div>;
          case "tabs":
            return (
              <Tabs
                key={i}
                label={block.label}
                tabs={block.tabs.map((tab, t) => ({
                  id: String(t),
                  title: tab.title,
                  content: <InnerBlocks blocks={tab.blocks} calculator={calculator} />,
                }))}
              />
            );
          case "sections":
            return <SlideDownSections key={i} block={block} calculator={calculator} />;
          case "panel":
            return <SlidingPanel key={i} block={block} />;
          case "video":
            return <LazyVideo key={i} title={block.title} youtubeId={block.youtubeId} />;
          case "pins":
            return <PinnedPicture key={i} block={block} />;
        }
      })}
    </div>
  );
}
