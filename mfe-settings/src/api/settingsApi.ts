import { API, type ChangePasswordRequest, type UserConfigurationUpdate } from '@tpp/contracts';
import { api } from '@tpp/session';

/** The calls of /configure (spec: public-account-admin.md §7). */
export const settingsApi = {
  getConfiguration: () => api.call(API.userConfiguration.read),
  saveConfiguration: (body: UserConfigurationUpdate) => api.call(API.userConfiguration.save, { body }),
  changePassword: (body: ChangePasswordRequest) => api.call(API.password.change, { body }),
};
