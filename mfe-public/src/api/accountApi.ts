import {
  API,
  type AccountRegistrationRequest,
  type ConfirmAccountRequest,
  type EmailRequest,
  type ResetPasswordRequest,
  type SignInCodeRequest,
  type SignInRequest,
  type TwoFactorCodeRequest,
} from '@tpp/contracts';
import { api } from '@tpp/session';
import { publicKeys } from './publicSheetsApi';

/** The account calls of the public area (docs/product/accounts-and-sign-in.md). */
export const accountApi = {
  signIn: (body: SignInRequest) => api.call(API.session.signIn, { body }),
  requestMagicLink: (body: EmailRequest) => api.call(API.session.requestMagicLink, { body }),
  verifyMagicLink: (token: string) => api.call(API.session.verifyMagicLink, { params: { token } }),
  /** The pending sign-in's step (its httpOnly cookie goes along by itself). */
  verifySignInCode: (body: SignInCodeRequest) => api.call(API.session.verifySignInCode, { body }),
  startSignInSetup: () => api.call(API.session.startSignInSetup),
  confirmSignInSetup: (body: TwoFactorCodeRequest) => api.call(API.session.confirmSignInSetup, { body }),
  forgotPassword: (body: EmailRequest) => api.call(API.password.forgot, { body }),
  resetPassword: (body: ResetPasswordRequest) => api.call(API.password.reset, { body }),
  /** The account a registration code belongs to: a read, although the code travels in a POST body. */
  registrationRequest: (code: string) => ({
    key: publicKeys.registration(code),
    load: (signal: AbortSignal) => api.call(API.registration.lookup, { body: { code }, signal }),
  }),
  confirmAccount: (body: ConfirmAccountRequest) => api.call(API.registration.confirm, { body }),
  registerInterest: (body: AccountRegistrationRequest) =>
    api.call(API.registration.registerInterest, { body }),
};
