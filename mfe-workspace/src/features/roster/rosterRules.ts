/** The roster name filter applies only with more than 2 characters (workspace.md §5). */
export function effectiveNameFilter(name: string): string {
  const trimmed = name.trim();
  return trimmed.length > 2 ? trimmed : '';
}

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

export function formatCount(value: number): string {
  if (value >= 1_000_000) return `${trimZero(value / 1_000_000)}M`;
  if (value >= 1_000) return `${trimZero(value / 1_000)}K`;
  return String(value);
}

function trimZero(value: number): string {
  return value.toFixed(1).replace(/\.0$/, '');
}

export function formatLocation(city: string | null, state: string | null): string {
  return [city, state].filter((part) => part && part.trim()).join(', ');
}

export const PLATFORM_LABELS: Record<string, string> = {
  instagram: 'Instagram',
  tiktok: 'TikTok',
  youtube: 'YouTube',
  other: 'Other',
};
