/**
 * Error codes of the talent module (`ApiErrorBody.error` of its answers, raised through
 * `TalentException`); the common codes (INVALID_INPUT, NOT_FOUND, FORBIDDEN…) come on top.
 */
export const TALENT_ERROR_CODES = {
  /** A creator that is missing or not on the team's roster: the same answer either way. */
  influencerNotFound: 'INFLUENCER_NOT_FOUND',
  /** The public roster of a team that does not exist. */
  teamNotFound: 'TEAM_NOT_FOUND',
  invalidTagline: 'INVALID_TAGLINE',
  /** Displayed tags: more than 4, or one that is not among the creator's tags. */
  invalidTags: 'INVALID_TAGS',
  /** Hidden stats (stringifiedSettings) that are not JSON of own account ids to stat keys. */
  invalidStatSettings: 'INVALID_STAT_SETTINGS',
  /** A rate card row without a platform, a description or a rate. */
  invalidRateCard: 'INVALID_RATE_CARD',
  invalidMediaKey: 'INVALID_MEDIA_KEY',
} as const;
export type TalentErrorCode = (typeof TALENT_ERROR_CODES)[keyof typeof TALENT_ERROR_CODES];
