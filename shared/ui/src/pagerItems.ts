export type PagerItem = number | 'gap-start' | 'gap-end';

/** Page numbers to list: up to 5 pages in full, otherwise the first, the last, the current and its neighbours with ellipses. */
export function pagerItems(current: number, total: number): PagerItem[] {
  if (total <= 5) return Array.from({ length: total }, (_, index) => index + 1);
  const start = Math.max(2, Math.min(current - 1, total - 3));
  const end = Math.min(total - 1, Math.max(current + 1, 4));
  const items: PagerItem[] = [1];
  if (start > 2) items.push('gap-start');
  for (let page = start; page <= end; page += 1) items.push(page);
  if (end < total - 1) items.push('gap-end');
  items.push(total);
  return items;
}
