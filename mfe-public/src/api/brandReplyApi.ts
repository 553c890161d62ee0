import { API } from '@tpp/contracts';
import { api } from '@tpp/session';
import { publicKeys } from './publicSheetsApi';

/** The calls of the page a brand contact's reply link opens (no session: the token is the key). */
export const brandReplyApi = {
  /** GET the conversation the link was mailed for. */
  threadRequest: (token: string) => ({
    key: publicKeys.brandReply(token),
    load: (signal: AbortSignal) => api.call(API.brandReply.thread, { params: { token }, signal }),
  }),
  answer: (token: string, content: string) =>
    api.call(API.brandReply.answer, { params: { token }, body: { content } }),
};
