import {
  API,
  type ContentChangeRequest,
  type ResolveRequestBody,
  type StaffRequestsQuery,
  type StartRequestConversationRequest,
  type TalentRequestBody,
} from '@tpp/contracts';
import { call } from './workspaceQueries';

/** Requests to the account managers, the portrait and the staff console (docs/product/requests-and-intake.md). */
export const requestsApi = {
  submit: (body: TalentRequestBody) => call(API.requests.submit, { body }),
  mine: (signal?: AbortSignal) => call(API.requests.mine, { signal }),
  cancel: (requestId: number) => call(API.requests.cancel, { body: { request_id: requestId } }),
  replacePortrait: (influencerId: number, uploadedKey: string) =>
    call(API.requests.replacePortrait, { body: { influencer_id: influencerId, uploadedKey } }),
  contentChange: (body: ContentChangeRequest) => call(API.requests.contentChange, { body }),
  removeFromRoster: (influencerId: number) =>
    call(API.talent.removeFromRoster, { body: { influencer_id: influencerId } }),
  staffList: (query: StaffRequestsQuery, signal?: AbortSignal) =>
    call(API.staffRequests.list, { query, signal }),
  resolve: (body: ResolveRequestBody) => call(API.staffRequests.resolve, { body }),
  startConversation: (body: StartRequestConversationRequest) =>
    call(API.staffRequests.startConversation, { body }),
};
