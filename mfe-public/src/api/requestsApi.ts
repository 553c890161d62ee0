import { API, type TalentRequestBody } from '@tpp/contracts';
import { api } from '@tpp/session';

/** The talent requests the public area sends (a team member's case study). */
export const requestsApi = {
  submit: (body: TalentRequestBody) => api.call(API.requests.submit, { body }),
};
