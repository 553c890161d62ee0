import { invalidUrlMessage, isHttpUrl, REQUEST_LIMITS, REQUEST_MESSAGES } from '@tpp/contracts';

/** The staging area of a content change: social account id -> URLs. */
export type Staging = Record<string, string[]>;

/**
 * Adds the entered URLs of one account to the staging area (spec: at least one non-blank URL,
 * each http:// or https://, at most 3 per account): the new staging area, or the message.
 */
export function stage(
  staging: Staging,
  accountId: string,
  entered: string[],
): { staging: Staging } | { problem: string } {
  if (!accountId) return { problem: REQUEST_MESSAGES.contentNeedsAccount };
  const urls = entered.map((url) => url.trim()).filter(Boolean);
  if (urls.length === 0) return { problem: REQUEST_MESSAGES.needOneUrl };
  const bad = urls.find((url) => !isHttpUrl(url));
  if (bad !== undefined) return { problem: invalidUrlMessage(bad) };
  const merged = [...(staging[accountId] ?? []), ...urls.filter((url) => !staging[accountId]?.includes(url))];
  if (merged.length > REQUEST_LIMITS.contentUrlsPerAccount) return { problem: REQUEST_MESSAGES.tooManyUrls };
  return { staging: { ...staging, [accountId]: merged } };
}

/** Removes one staged URL (and the account when it has none left). */
export function unstage(staging: Staging, accountId: string, url: string): Staging {
  const rest = (staging[accountId] ?? []).filter((staged) => staged !== url);
  const next = { ...staging };
  if (rest.length) next[accountId] = rest;
  else delete next[accountId];
  return next;
}
