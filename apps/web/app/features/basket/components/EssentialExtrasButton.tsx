import { PackagePlus } from "lucide-react";
import { useState } from "react";
import { ADD_TO_BASKET_REQUEST_FAILED_MESSAGE } from "@merchant/domain/basket";
import { Button } from "~/ui/Button.tsx";
import { Spinner } from "~/ui/Spinner.tsx";
import { useAddToBasket, type ExtrasFor, type ExtrasFound } from "../use-add-to-basket.ts";
import { AddOutcomeDialogs } from "./AddToBasket.tsx";
import { ESSENTIAL_EXTRAS_TITLE } from "./EssentialExtrasDialog.tsx";

const NO_EXTRAS_MESSAGE = "This product has no essential extras.";

/**
 * A basket line's 'Essential extras' (spec/1 §2): the product's extras are asked for when pressed,
 * and open the upsell dialog; a product without any says so beside the button.
 */
export function EssentialExtrasButton({ product }: { product: ExtrasFor }) {
  const adding = useAddToBasket();
  const [found, setFound] = useState<ExtrasFound | "asking" | null>(null);

  const ask = async () => {
    if (found === "asking") return;
    setFound("asking");
    setFound(await adding.offerExtras(product, false));
  };

  return (
    <div className="flex flex-col items-start gap-1">
      <Button
        variant="ghost"
        onClick={() => void ask()}
        aria-label={`${ESSENTIAL_EXTRAS_TITLE} for ${product.name}`}
      >
        {found === "asking" ? (
          <Spinner label="Finding essential extras" className="size-5" />
        ) : (
          <PackagePlus aria-hidden="true" className="size-4" />
        )}
        {ESSENTIAL_EXTRAS_TITLE}
      </Button>
      <p role="status" className="text-sm text-muted empty:hidden">
        {found === "none"
          ? NO_EXTRAS_MESSAGE
          : found === "failed"
            ? ADD_TO_BASKET_REQUEST_FAILED_MESSAGE
            : ""}
      </p>
      <AddOutcomeDialogs adding={adding} />
    </div>
  );
}
