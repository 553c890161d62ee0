/** Where the statistics pages lead. */
export const sheetStatisticsHref = (sheetId: string) =>
  `/talent-sheets/statistics/${encodeURIComponent(sheetId)}`;
/** The creator's roster profile (REMOTE_ROUTES: /influencers/profile/:influencerId). */
export const creatorHref = (influencerId: number) => `/influencers/profile/${influencerId}`;
