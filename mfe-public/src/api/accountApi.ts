import type {
  AccountRegistrationRequest,
  ConfirmAccountRequest,
  EmailRequest,
  MessageResponse,
  RegistrationLookupResponse,
  ResetPasswordRequest,
  SignInRequest,
  SignInResponse,
  SuccessResponse,
} from '@tpp/contracts';
import { api } from '@tpp/session';

/** The account calls of the public area (spec: public-account-admin.md §7). */
export const accountApi = {
  signIn: (body: SignInRequest) => api.post<SignInResponse>('/api/user/account/signin', body),
  requestMagicLink: (body: EmailRequest) =>
    api.post<MessageResponse>('/api/user/account/request-magic-link', body),
  verifyMagicLink: (token: string) =>
    api.get<SignInResponse>(`/api/user/account/verify-magic-link/${encodeURIComponent(token)}`),
  forgotPassword: (body: EmailRequest) =>
    api.post<MessageResponse>('/api/user/account/forgot-password', body),
  resetPassword: (body: ResetPasswordRequest) =>
    api.post<SuccessResponse>('/api/user/account/reset-password', body),
  lookUpRegistration: (code: string) =>
    api.post<RegistrationLookupResponse>('/api/user/registration', { code }),
  confirmAccount: (body: ConfirmAccountRequest) =>
    api.post<SignInResponse>('/api/user/confirm-account', body),
  registerInterest: (body: AccountRegistrationRequest) =>
    api.post<unknown>('/api/account-registration', body),
};
