import { API, type DirectoryQuery } from '@tpp/contracts';
import { api } from '@tpp/session';

/** The directory search: GET /api/directory/social-accounts (docs/product/directory-search.md). */
export const directoryApi = {
  socialAccounts: (query: DirectoryQuery, signal?: AbortSignal) =>
    api.call(API.directory.socialAccounts, { query, signal }),
};
