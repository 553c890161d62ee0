import { API, type ConnectAccountRequest } from '@tpp/contracts';
import { api } from '@tpp/session';
import { publicKeys } from './publicSheetsApi';

/** The calls of the page a creator's login link opens (no session: the token is the key). */
export const talentConnectApi = {
  /** GET the creator's accounts and how to connect each. */
  pageRequest: (token: string) => ({
    key: publicKeys.connectPage(token),
    load: (signal: AbortSignal) => api.call(API.talentData.connectPage, { params: { token }, signal }),
  }),
  connect: (token: string, body: ConnectAccountRequest) =>
    api.call(API.talentData.connect, { params: { token }, body }),
};
