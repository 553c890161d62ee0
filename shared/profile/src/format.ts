/** Number formats of the profile and the roster cards. */

const compact = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 });
const whole = new Intl.NumberFormat('en-US');

/** 1234567 -> '1.2M', 12500 -> '12.5K', 950 -> '950'. */
export function formatCount(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '—';
  return compact.format(value);
}

/** 1234567 -> '1,234,567'. */
export function formatWhole(value: number): string {
  return whole.format(value);
}

/** A percentage already in 0..100, with the given decimals: 3.456 -> '3.46%'. */
export function formatPercent(value: number, decimals = 1): string {
  return `${value.toFixed(decimals)}%`;
}

/** A share in 0..1 as a percentage: 0.4567 -> '45.7%'. */
export function formatShare(weight: number, decimals = 1): string {
  return formatPercent(weight * 100, decimals);
}

/** Engagement rates arrive as percentages (3.2 means 3.2 %). */
export function formatEngagement(rate: number): string {
  return formatPercent(rate, 2);
}

export const PLATFORM_LABELS: Record<string, string> = {
  instagram: 'Instagram',
  tiktok: 'TikTok',
  youtube: 'YouTube',
};

export function platformLabel(platform: string): string {
  return PLATFORM_LABELS[platform] ?? platform.charAt(0).toUpperCase() + platform.slice(1);
}
