import type {
  MessageResponse,
  RegistrationLookupResponse,
  SignedInResponse,
  UserStatus,
} from '@tpp/contracts';

/** The small answers of the account calls; the session document is in account-status.mapper.ts. */
export function mapMessage(message: string): MessageResponse {
  return { success: true, message };
}

export function mapRegistrationLookup(email: string): RegistrationLookupResponse {
  return { email };
}

/** A completed sign-in; `recoveryCodes` only when it just turned two-factor sign-in on (shown once). */
export function mapSignIn(user: UserStatus, recoveryCodes?: string[]): SignedInResponse {
  return { success: true, user, ...(recoveryCodes ? { recovery_codes: recoveryCodes } : {}) };
}
