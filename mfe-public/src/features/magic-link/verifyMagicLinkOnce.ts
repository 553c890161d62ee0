import type { SignInResponse } from '@tpp/contracts';
import { accountApi } from '../../api/accountApi';

const verifications = new Map<string, Promise<SignInResponse>>();

/**
 * A magic link is single use, but React may run the verifying effect twice (StrictMode, a
 * remount): every caller for one token shares the first request and its answer.
 */
export function verifyMagicLinkOnce(token: string): Promise<SignInResponse> {
  let verification = verifications.get(token);
  if (!verification) {
    verification = accountApi.verifyMagicLink(token);
    verifications.set(token, verification);
  }
  return verification;
}
