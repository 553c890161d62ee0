import { API, type DirectoryQuery } from '@tpp/contracts';
import { api } from '@tpp/session';

/** The directory search (spec workspace.md §7: GET /api/directory/social-accounts). */
export const directoryApi = {
  socialAccounts: (query: DirectoryQuery, signal?: AbortSignal) =>
    api.call(API.directory.socialAccounts, { query, signal }),
};
