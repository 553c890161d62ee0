import { API, type ChangePasswordRequest, type UserConfigurationUpdate } from '@tpp/contracts';
import { api } from '@tpp/session';

/** The calls of /configure (docs/product/accounts-and-sign-in.md). */
export const settingsApi = {
  getConfiguration: (signal?: AbortSignal) => api.call(API.userConfiguration.read, { signal }),
  saveConfiguration: (body: UserConfigurationUpdate) => api.call(API.userConfiguration.save, { body }),
  changePassword: (body: ChangePasswordRequest) => api.call(API.password.change, { body }),
};
