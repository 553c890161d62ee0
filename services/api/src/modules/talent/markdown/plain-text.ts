/** Plain-text views of the markdown texts (link previews, excerpts). */

/** Collapses whitespace and cuts to `max` characters on a word boundary with an ellipsis. */
export function shorten(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s.,;:!?-]+$/, '')}…`;
}

/** The readable text of a markdown description: links keep their text, markup and HTML go. */
export function markdownToPlainText(source: string | null | undefined): string {
  if (!source) return '';
  return source
    .replace(/!\[[^\]]*\]\([^)]*\)/g, ' ')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]*>/g, ' ')
    .replace(/^\s{0,3}(#{1,6}|>|[-*+]|\d+[.)])\s+/gm, '')
    .replace(/(\*\*|__|\*|_|~~|`+)/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}
