import { PerUnit } from "~/ui/PerUnit.tsx";
import { Price } from "~/ui/Price.tsx";
import { cx } from "~/ui/cx.ts";
import type { SuggestionOption } from "./suggestion-options.ts";

type Props = {
  id: string;
  options: SuggestionOption[];
  highlighted: number;
  onPick: (option: SuggestionOption) => void;
};

export const optionId = (listId: string, index: number) => `${listId}-option-${index}`;

/** The autocomplete listbox: product rows with picture and price, then category rows with their path. */
export function SuggestionList({ id, options, highlighted, onPick }: Props) {
  const products = options.filter((option) => option.kind === "product");
  const groups = [
    { label: "Products", options: products, offset: 0 },
    {
      label: "Categories",
      options: options.filter((option) => option.kind === "category"),
      offset: products.length,
    },
  ].filter((group) => group.options.length > 0);

  return (
    <div
      id={id}
      role="listbox"
      aria-label="Search suggestions"
      className="absolute top-full right-0 left-0 z-40 mt-1 max-h-[70vh] overflow-auto rounded-md border border-line bg-white text-ink shadow-xl"
    >
      {groups.map((group) => (
        <div key={group.label} role="group" aria-labelledby={`${id}-${group.label}`}>
          <div
            id={`${id}-${group.label}`}
            className="bg-surface px-3 py-1 text-xs font-bold tracking-wide uppercase"
          >
            {group.label}
          </div>
          {group.options.map((option, position) => {
            const index = group.offset + position;
            return (
              <div
                key={option.key}
                id={optionId(id, index)}
                role="option"
                aria-selected={index === highlighted}
                // Keeps focus in the text box, so the list stays open until the row is picked.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => onPick(option)}
                className={cx(
                  "flex min-h-11 cursor-pointer items-center gap-3 px-3 py-2",
                  index === highlighted ? "bg-brand text-on-brand" : "hover:bg-surface",
                )}
              >
                {option.kind === "product" ? (
                  <>
                    <img
                      src={option.product.image.url}
                      alt=""
                      width={40}
                      height={40}
                      className="size-10 rounded bg-white object-contain"
                    />
                    <span className="min-w-0 flex-1">
                      <span className="line-clamp-3 font-semibold">{option.product.name}</span>
                      <span className="block text-xs opacity-80">{option.product.partNumber}</span>
                    </span>
                    <span
                      className={cx(
                        "flex shrink-0 flex-col items-end",
                        index === highlighted && "[&_*]:text-on-brand",
                      )}
                    >
                      <Price price={option.product.price} />
                      <PerUnit
                        unitOfSale={option.product.unitOfSale}
                        price={option.product.price}
                        className="text-xs"
                      />
                    </span>
                  </>
                ) : (
                  <span className="min-w-0 flex-1">
                    <span className="block font-semibold">{option.name}</span>
                    <span className="block truncate text-xs opacity-80">{option.path}</span>
                  </span>
                )}
              </div>
            );
          })}
        </div>
      ))}
    </div>
  );
}
