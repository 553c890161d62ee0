/** Error codes of the intake module (Add Talent and Talent Data Authorization). */
export const INTAKE_ERROR_CODES = {
  /** Spec `no_credits`: the team's add-talent credits ran out. */
  noCredits: 'NO_CREDITS',
  /** A handle or link that breaks the handle/link rule (the rule's message). */
  invalidSocial: 'INVALID_SOCIAL',
  /** An account already on the team's roster. */
  teamHasAccount: 'TEAM_HAS_ACCOUNT',
  /** The same account twice in one request. */
  duplicateSocial: 'DUPLICATE_SOCIAL',
  /** No social, no name, or not exactly one primary. */
  invalidRequest: 'INVALID_ADD_TALENT_REQUEST',
  /** A login link that does not exist (or a creator that is not the team's). */
  loginNotFound: 'LOGIN_NOT_FOUND',
  /** A login link past its expiry (410): the connect page says so and asks for a new link. */
  loginExpired: 'LOGIN_EXPIRED',
  /** The offline provider needs the creator to confirm owning the account. */
  ownershipNotConfirmed: 'OWNERSHIP_NOT_CONFIRMED',
} as const;
export type IntakeErrorCode = (typeof INTAKE_ERROR_CODES)[keyof typeof INTAKE_ERROR_CODES];
