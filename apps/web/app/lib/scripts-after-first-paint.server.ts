import { Transform } from "node:stream";
import { StringDecoder } from "node:string_decoder";

const PRELOAD = /<link rel="modulepreload"[^>]*? href="([^"]+)"[^>]*>/g;
const ROUTE_IMPORT = /import \* as (route\d+) from "([^"]+)";/g;
/** React Router's bootstrap: the inline module that imports the route modules and then the entry. */
const BOOTSTRAP = "window.__reactRouterRouteModules";

/**
 * React Router asks for every script a page runs from the page's head (`<link rel="modulepreload">`)
 * and its bootstrap module imports the route modules at once, so on a phone the scripts are
 * fetched, and run, before the first paint: the page's text, which the server sends whole, waits
 * for them (decision 142). This rewrites both as the HTML streams through: the preloads leave the
 * head, and the bootstrap, once the browser has painted (a frame, then a task), first preloads
 * them a few to a task, then imports the route modules and runs as before. A page that does not hold
 * React Router's usual bootstrap is passed through unchanged.
 */
export function scriptsAfterFirstPaint(): Transform {
  const decoder = new StringDecoder("utf8");
  const preloads: string[] = [];
  let head: string | null = "";
  /** The end of the page from an unclosed `<script`, kept until its `</script>` comes. */
  let carry = "";

  const withoutPreloads = (html: string) =>
    html.replace(PRELOAD, (_link, href: string) => {
      preloads.push(href);
      return "";
    });

  /** Rewrites the bootstraps among the complete scripts of `html`; returns what can be sent and what to keep. */
  function body(html: string): [string, string] {
    const open = html.lastIndexOf("<script");
    const unclosed = open !== -1 && html.indexOf("</script>", open) === -1;
    const ready = unclosed ? html.slice(0, open) : html;
    const rewritten = ready.replace(
      /(<script[^>]*type="module"[^>]*>)([\s\S]*?)(<\/script>)/g,
      (whole, start, code, end) =>
        code.includes(BOOTSTRAP) ? start + afterFirstPaint(code, preloads) + end : whole,
    );
    return [rewritten, unclosed ? html.slice(open) : ""];
  }

  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      let text = decoder.write(chunk);
      if (head !== null) {
        head += text;
        const end = head.indexOf("</head>");
        if (end === -1) return callback();
        text = withoutPreloads(head.slice(0, end)) + head.slice(end);
        head = null;
      }
      const [ready, kept] = body(carry + text);
      carry = kept;
      callback(null, ready || undefined);
    },
    flush(callback) {
      const rest = (head === null ? carry : withoutPreloads(head)) + decoder.end();
      callback(null, head === null ? body(rest).join("") : rest);
    },
  });
}

/**
 * Preloads started in one task. Each costs a phone about 1–2 ms (the fetch is set up as the link is
 * added), so the 25–35 a page asks for took one task of 120–150 ms at Lighthouse's 4× slower CPU,
 * all of it blocking time; a few at a time, each task stays well under the 50 ms that counts.
 */
const PRELOADS_PER_TASK = 4;

/** The bootstrap's code, run after the first paint with its route modules imported then. */
function afterFirstPaint(code: string, preloads: readonly string[]): string {
  const imports = [...code.matchAll(ROUTE_IMPORT)];
  // Another static import (the dev server's refresh runtime) cannot move into a function: left as it is.
  if (imports.length === 0 || /^\s*import[\s"'{*]/m.test(code.replace(ROUTE_IMPORT, ""))) return code;
  const names = imports.map(([, name]) => name).join(",");
  const modules = imports.map(([, , url]) => `import(${JSON.stringify(url)})`).join(",");
  const links = JSON.stringify(preloads);
  return (
    `requestAnimationFrame(()=>setTimeout(()=>{const hrefs=${links};const preload=(from)=>{` +
    `for(const href of hrefs.slice(from,from+${PRELOADS_PER_TASK})){const link=document.createElement("link");link.rel="modulepreload";link.href=href;document.head.append(link)}` +
    `if(from+${PRELOADS_PER_TASK}<hrefs.length)return setTimeout(()=>preload(from+${PRELOADS_PER_TASK}));` +
    `Promise.all([${modules}]).then(([${names}])=>{${code.replace(ROUTE_IMPORT, "")}})};preload(0)}))`
  );
}
