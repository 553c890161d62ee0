import type {
  MessageResponse,
  RegistrationLookupResponse,
  SignInResponse,
  SuccessResponse,
  UserStatus,
} from '@tpp/contracts';

/** The small answers of the account calls; the session document is in account-status.mapper.ts. */
export function mapSuccess(): SuccessResponse {
  return { success: true };
}

export function mapMessage(message: string): MessageResponse {
  return { success: true, message };
}

export function mapRegistrationLookup(email: string): RegistrationLookupResponse {
  return { email };
}

export function mapSignIn(user: UserStatus): SignInResponse {
  return { success: true, user };
}
