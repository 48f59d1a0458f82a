// @vitest-environment happy-dom
import { renderHook } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { useReturnFocus } from "./return-focus.ts";

function button(label: string): HTMLButtonElement {
  const element = document.createElement("button");
  element.textContent = label;
  document.body.append(element);
  return element;
}

/** What Radix does as a dialog closes: a cancellable event, then body focus unless prevented. */
function closeEvent(): Event {
  return new Event("focusScope.autoFocusOnUnmount", { cancelable: true });
}

afterEach(() => {
  document.body.innerHTML = "";
});

describe("useReturnFocus (WAI-ARIA dialog pattern)", () => {
  it("gives focus back to the control that opened the dialog when focus was left on the page body", () => {
    const opener = button("Add to basket");
    opener.focus();
    const { result } = renderHook(() => useReturnFocus());
    result.current.onOpenAutoFocus();
    (document.activeElement as HTMLElement | null)?.blur();
    expect(document.activeElement).toBe(document.body);

    const event = closeEvent();
    result.current.onCloseAutoFocus(event);
    expect(document.activeElement).toBe(opener);
    expect(event.defaultPrevented).toBe(true);
  });

  it("leaves focus where the shopper moved it after a dialog that closed by itself", () => {
    const opener = button("Add to basket");
    opener.focus();
    const { result } = renderHook(() => useReturnFocus());
    result.current.onOpenAutoFocus();
    const movedOn = button("Reject non-essential");
    movedOn.focus();

    const event = closeEvent();
    result.current.onCloseAutoFocus(event);
    expect(document.activeElement).toBe(movedOn);
    expect(event.defaultPrevented, "Radix must not move focus to the body either").toBe(true);
  });
});
