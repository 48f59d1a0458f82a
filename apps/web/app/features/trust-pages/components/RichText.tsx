import { Fragment } from "react";
import { Link } from "react-router";

/** `[words](address)`: the only markup a trust page's text has. */
const LINK = /\[([^\]]+)\]\(([^)\s]+)\)/g;

const linkClass = "font-semibold text-brand-ink underline underline-offset-2";

/** A line of a trust page: its text, with its links as links (a shop path through the router). */
export function RichText({ text }: { text: string }) {
  const parts: React.ReactNode[] = [];
  let from = 0;
  for (const match of text.matchAll(LINK)) {
    const [whole, words, address] = match as unknown as [string, string, string];
    parts.push(text.slice(from, match.index));
    parts.push(
      address.startsWith("/") ? (
        <Link key={match.index} to={address} className={linkClass}>
          {words}
        </Link>
      ) : (
        <a key={match.index} href={address} className={linkClass}>
          {words}
        </a>
      ),
    );
    from = match.index + whole.length;
  }
  parts.push(text.slice(from));
  return (
    <>
      {parts.map((part, i) => (
        <Fragment key={i}>{part}</Fragment>
      ))}
    </>
  );
}
