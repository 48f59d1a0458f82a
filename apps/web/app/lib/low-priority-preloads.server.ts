import { Transform } from "node:stream";
import { StringDecoder } from "node:string_decoder";

const PRELOAD = '<link rel="modulepreload"';

/**
 * React Router writes a `<link rel="modulepreload">` into the head for every script file a page
 * will run, and browsers fetch those at high priority, beside the page itself: on a slow phone
 * connection the scripts then share the line with the page's text and pictures, which the shop
 * shows (and serves working, forms and links included) without them. React gives its own bootstrap
 * module preloads `fetchpriority="low"` for this reason; this gives React Router's the same, in the
 * page's head (decision 142). The rest of the page streams through untouched.
 */
export function lowPriorityModulePreloads(): Transform {
  const decoder = new StringDecoder("utf8");
  let head: string | null = "";
  const rewritten = (html: string) => html.replaceAll(PRELOAD, `${PRELOAD} fetchpriority="low"`);
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      if (head === null) return callback(null, chunk);
      head += decoder.write(chunk);
      const end = head.indexOf("</head>");
      if (end === -1) return callback();
      const html = rewritten(head);
      head = null;
      callback(null, html);
    },
    flush(callback) {
      callback(null, head === null ? undefined : rewritten(head + decoder.end()));
    },
  });
}
