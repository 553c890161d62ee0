import {
  API,
  type ContentChangeRequest,
  type ResolveRequestBody,
  type StaffRequestsQuery,
  type StartRequestConversationRequest,
  type TalentRequestBody,
} from '@tpp/contracts';
import { api } from '@tpp/session';

/** Requests to the account managers, the portrait and the staff console (docs/product/requests-and-intake.md). */
export const requestsApi = {
  submit: (body: TalentRequestBody) => api.call(API.requests.submit, { body }),
  mine: (signal?: AbortSignal) => api.call(API.requests.mine, { signal }),
  replacePortrait: (influencerId: number, uploadedKey: string) =>
    api.call(API.requests.replacePortrait, { body: { influencer_id: influencerId, uploadedKey } }),
  contentChange: (body: ContentChangeRequest) => api.call(API.requests.contentChange, { body }),
  removeFromRoster: (influencerId: number) =>
    api.call(API.talent.removeFromRoster, { body: { influencer_id: influencerId } }),
  staffList: (query: StaffRequestsQuery, signal?: AbortSignal) =>
    api.call(API.staffRequests.list, { query, signal }),
  resolve: (body: ResolveRequestBody) => api.call(API.staffRequests.resolve, { body }),
  startConversation: (body: StartRequestConversationRequest) =>
    api.call(API.staffRequests.startConversation, { body }),
};
