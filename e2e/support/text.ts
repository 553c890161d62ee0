/** A pattern matching `text` literally, for accessible names that begin or contain user data. */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
