import { API, type TwoFactorCodeRequest } from '@tpp/contracts';
import { api } from '@tpp/session';

/** The signed-in user's own second factor (Settings, Two-Factor Sign-In). */
export const twoFactorApi = {
  status: (signal?: AbortSignal) => api.call(API.twoFactor.status, { signal }),
  setup: () => api.call(API.twoFactor.setup),
  confirm: (body: TwoFactorCodeRequest) => api.call(API.twoFactor.confirm, { body }),
  regenerateRecoveryCodes: (body: TwoFactorCodeRequest) =>
    api.call(API.twoFactor.regenerateRecoveryCodes, { body }),
  disable: (body: TwoFactorCodeRequest) => api.call(API.twoFactor.disable, { body }),
};
