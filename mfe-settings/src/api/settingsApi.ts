import type {
  ChangePasswordRequest,
  MessageResponse,
  SuccessResponse,
  UserConfiguration,
  UserConfigurationUpdate,
} from '@tpp/contracts';
import { api } from '@tpp/session';

/** The calls of /configure (spec: public-account-admin.md §7). */
export const settingsApi = {
  getConfiguration: () => api.get<UserConfiguration>('/api/user/configuration'),
  saveConfiguration: (body: UserConfigurationUpdate) =>
    api.post<MessageResponse>('/api/user/configuration', body),
  changePassword: (body: ChangePasswordRequest) =>
    api.post<Partial<SuccessResponse>>('/api/user/account/change-password', body),
};
