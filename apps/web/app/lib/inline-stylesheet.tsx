import { createContext, useContext } from "react";

/**
 * The shop's whole stylesheet as text, given by the server entry only (it imports app.css
 * `?inline`): written into every page's head, so the first paint waits for no stylesheet request
 * (issue 15, decision 142). In the browser it is undefined and the bundle carries no CSS: hydration
 * keeps the server's `<style>` as it is.
 */
export const StylesheetContext = createContext<string | undefined>(undefined);

/** The page's styles, inline. Its text differs between server and browser on purpose: React leaves it. */
export function InlineStylesheet() {
  const css = useContext(StylesheetContext);
  return <style suppressHydrationWarning dangerouslySetInnerHTML={{ __html: css ?? "" }} />;
}
