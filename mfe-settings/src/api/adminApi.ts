import { API, type AccountDisabledRequest } from '@tpp/contracts';
import { api } from '@tpp/session';

/** The admin and staff calls of /configure and its audit log (docs/product/organization-and-admin.md). */
export const adminApi = {
  teams: (signal?: AbortSignal) => api.call(API.admin.teams, { signal }),
  actAsTeam: (teamId: number) => api.call(API.admin.actAsTeam, { body: { team_id: teamId } }),
  spoofUser: (userId: number) => api.call(API.admin.spoofUser, { body: { user_id: userId } }),
  auditLog: (page: number, signal?: AbortSignal) => api.call(API.admin.auditLog, { query: { page }, signal }),
  users: (q: string) => api.call(API.admin.users, { query: { q } }),
  setAccountDisabled: (body: AccountDisabledRequest) => api.call(API.admin.setAccountDisabled, { body }),
};
