import { API, type DirectoryQuery } from '@tpp/contracts';
import { call } from './workspaceQueries';

/** The directory search: GET /api/directory/social-accounts (docs/product/directory-search.md). */
export const directoryApi = {
  socialAccounts: (query: DirectoryQuery, signal?: AbortSignal) =>
    call(API.directory.socialAccounts, { query, signal }),
};
