/** The signed-in user as the session resolves it (never the password hash). */
export interface User {
  id: number;
  /** Stored normalised (trimmed, lower case); citext makes lookups case-insensitive anyway. */
  email: string;
  fullName: string;
  nickname: string;
  isAdmin: boolean;
  isStaff: boolean;
  searchOnly: boolean;
  accountDisabled: boolean;
  suspended: boolean;
  /** The 'New Look' notification dialog shows while this is set. */
  showNotification: boolean;
  primaryTeamId: number | null;
  createdAt: Date;
  updatedAt: Date;
}

/** Display and behaviour options of a team (teams.settings); keys are the spec's names. */
export interface TeamSettingsRecord {
  pageTheme?: string | null;
  noTalentSheets?: boolean;
  displayTableColor?: string | null;
  [displayOption: string]: unknown;
}

/** What a single-use mailed token is for (the auth_token_kind enum). */
export type AuthTokenKind = 'magic_link' | 'password_reset' | 'registration';
