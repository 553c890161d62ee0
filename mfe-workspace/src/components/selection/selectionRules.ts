/**
 * Checkbox selection over an ordered list of rows, shared by every list that selects (the sheet
 * editor, the roster, the directory search): one click, a shift-click range, all.
 */

/** Ids from `anchor` to `target` (both included) in list order; `target` alone without an anchor in the list. */
export function idRange(order: readonly number[], anchor: number | null, target: number): number[] {
  const from = anchor === null ? -1 : order.indexOf(anchor);
  const to = order.indexOf(target);
  if (to < 0) return [];
  if (from < 0) return [target];
  const [start, end] = from <= to ? [from, to] : [to, from];
  return order.slice(start, end + 1);
}

/**
 * The selection after a click on a row's checkbox: a plain click turns that one on or off; a
 * shift-click turns the whole range from the last clicked row to this one on or off (as the
 * clicked box now is). The result keeps list order.
 */
export function clickSelection(
  order: readonly number[],
  selected: readonly number[],
  click: { id: number; on: boolean; anchor: number | null; range: boolean },
): number[] {
  const ids = click.range ? idRange(order, click.anchor, click.id) : [click.id];
  const next = new Set(selected);
  for (const id of ids) {
    if (click.on) next.add(id);
    else next.delete(id);
  }
  return order.filter((id) => next.has(id));
}
