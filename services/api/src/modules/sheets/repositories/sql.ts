/** Escapes LIKE wildcards so a filter matches literally. */
export function likePattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** `$2`, `$3`…: the placeholder of the parameter just pushed onto `params`. */
export function placeholder(params: unknown[], value: unknown): string {
  params.push(value);
  return `$${params.length}`;
}
