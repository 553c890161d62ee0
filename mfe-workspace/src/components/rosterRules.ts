/** The roster name filter applies only with more than 2 characters (workspace.md §5). */
export function effectiveNameFilter(name: string): string {
  const trimmed = name.trim();
  return trimmed.length > 2 ? trimmed : '';
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
