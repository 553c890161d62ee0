import { API } from '@tpp/contracts';
import { call } from './workspaceQueries';

/** The browser's IANA time zone, so that "today" on the home page is the user's day. */
function browserTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}

/** The home page (docs/product/home.md). */
export const dashboardApi = {
  get: (signal?: AbortSignal) => {
    const tz = browserTimeZone();
    return call(API.dashboard.get, { query: tz ? { tz } : {}, signal });
  },
};
