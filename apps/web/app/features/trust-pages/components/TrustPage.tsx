import type { ReactNode } from "react";
import { FactList } from "~/ui/FactList.tsx";
import type { TrustBlock, TrustPageContent } from "../content/index.ts";
import { RichText } from "./RichText.tsx";

type Slots = Partial<Record<Extract<TrustBlock, { slot: string }>["slot"], ReactNode>>;

function Block({ block, slots }: { block: TrustBlock; slots: Slots }) {
  if (typeof block === "string") {
    return (
      <p>
        <RichText text={block} />
      </p>
    );
  }
  if ("list" in block) {
    return (
      <ul className="list-disc space-y-2 pl-5">
        {block.list.map((item) => (
          <li key={item}>
            <RichText text={item} />
          </li>
        ))}
      </ul>
    );
  }
  if ("facts" in block) {
    return (
      <FactList facts={block.facts.map(([term, detail]) => [term, <RichText key={term} text={detail} />])} />
    );
  }
  if ("table" in block) {
    const { caption, head, rows } = block.table;
    return (
      <div className="overflow-x-auto">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{caption}</caption>
          <thead className="border-b border-line text-muted">
            <tr>
              {head.map((heading) => (
                <th key={heading} scope="col" className="py-2 pr-4 font-semibold">
                  {heading}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map(([first, ...rest]) => (
              <tr key={first} className="border-b border-line align-top">
                <th scope="row" className="py-2 pr-4 font-semibold">
                  {first}
                </th>
                {rest.map((cell, i) => (
                  <td key={i} className="py-2 pr-4">
                    {cell}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    );
  }
  return <>{slots[block.slot]}</>;
}

/**
 * A trust page from its content: the title as the page's one h1, each section an h2 with its
 * paragraphs, lists, facts and tables. Rendered on the server: it needs no JavaScript.
 */
export function TrustPage({ content, slots = {} }: { content: TrustPageContent; slots?: Slots }) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-8 text-base leading-relaxed">
      <h1 className="text-3xl font-bold text-ink">{content.title}</h1>
      <div className="mt-4 space-y-3 text-lg">
        {content.intro.map((block, i) => (
          <Block key={i} block={block} slots={slots} />
        ))}
      </div>
      {content.sections.map((section) => (
        <section
          key={section.heading}
          aria-labelledby={sectionId(section.heading)}
          className="mt-8 space-y-3"
        >
          <h2 id={sectionId(section.heading)} className="text-xl font-bold text-ink">
            {section.heading}
          </h2>
          {section.blocks.map((block, i) => (
            <Block key={i} block={block} slots={slots} />
          ))}
        </section>
      ))}
    </article>
  );
}

/** "Delivery charges" → "delivery-charges": a section's address on its page. */
const sectionId = (heading: string) =>
  heading
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
