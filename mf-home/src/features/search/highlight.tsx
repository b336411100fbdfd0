import { Fragment } from 'react';

/** Splits text around every case-insensitive occurrence of the keyword. */
export function splitByKeyword(
  text: string,
  keyword: string,
): { text: string; match: boolean }[] {
  if (!keyword) return [{ text, match: false }];
  const parts: { text: string; match: boolean }[] = [];
  const lower = text.toLowerCase();
  const needle = keyword.toLowerCase();
  let from = 0;
  for (
    let at = lower.indexOf(needle);
    at !== -1;
    at = lower.indexOf(needle, from)
  ) {
    if (at > from) parts.push({ text: text.slice(from, at), match: false });
    parts.push({ text: text.slice(at, at + needle.length), match: true });
    from = at + needle.length;
  }
  if (from < text.length) parts.push({ text: text.slice(from), match: false });
  return parts;
}

/** The keyword marked in plain text; nothing is ever parsed as HTML. */
export function Highlight({
  text,
  keyword,
}: {
  text: string;
  keyword: string;
}) {
  return (
    <>
      {splitByKeyword(text, keyword).map((part, index) =>
        part.match ? (
          <mark key={index}>{part.text}</mark>
        ) : (
          <Fragment key={index}>{part.text}</Fragment>
        ),
      )}
    </>
  );
}
