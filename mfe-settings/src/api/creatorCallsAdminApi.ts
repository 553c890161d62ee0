import { API, type CreateCastingCallRequest } from '@tpp/contracts';
import { api } from '@tpp/session';

/** The Creator Calls of /configure/creator-calls: read them all, create one, edit one (staff and platform admins). */
export const creatorCallsAdminApi = {
  list: (signal?: AbortSignal) => api.call(API.castingCalls.list, { signal }),
  create: (body: CreateCastingCallRequest) => api.call(API.castingCalls.create, { body }),
  update: (id: number, body: CreateCastingCallRequest) =>
    api.call(API.castingCalls.update, { params: { id }, body }),
};
