import {
  API,
  type AccountRegistrationRequest,
  type ConfirmAccountRequest,
  type EmailRequest,
  type ResetPasswordRequest,
  type SignInRequest,
} from '@tpp/contracts';
import { api } from '@tpp/session';

/** The account calls of the public area (spec: public-account-admin.md §7). */
export const accountApi = {
  signIn: (body: SignInRequest) => api.call(API.session.signIn, { body }),
  requestMagicLink: (body: EmailRequest) => api.call(API.session.requestMagicLink, { body }),
  verifyMagicLink: (token: string) => api.call(API.session.verifyMagicLink, { params: { token } }),
  forgotPassword: (body: EmailRequest) => api.call(API.password.forgot, { body }),
  resetPassword: (body: ResetPasswordRequest) => api.call(API.password.reset, { body }),
  lookUpRegistration: (code: string) => api.call(API.registration.lookup, { body: { code } }),
  confirmAccount: (body: ConfirmAccountRequest) => api.call(API.registration.confirm, { body }),
  registerInterest: (body: AccountRegistrationRequest) =>
    api.call(API.registration.registerInterest, { body }),
};
