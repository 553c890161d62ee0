import { API, SHEET_LIMITS, type CollectionsQuery, type SaveCollectionRequest } from '@tpp/contracts';
import { call } from './workspaceQueries';

export type { CollectionsQuery };

/** The collection calls and the sheets a collection can include (docs/product/sheets-campaigns-collections.md). */
export const collectionsApi = {
  list: (query: CollectionsQuery, signal?: AbortSignal) => call(API.collections.list, { query, signal }),
  get: (collectionId: string, signal?: AbortSignal) =>
    call(API.collections.get, { params: { id: collectionId }, signal }),
  save: (request: SaveCollectionRequest) => call(API.collections.save, { body: request }),
  alterTitle: (collectionId: string, title: string, version: number) =>
    call(API.collections.alterTitle, { body: { collection_id: collectionId, title, version } }),
  remove: (collectionId: string) => call(API.collections.delete, { body: { collection_id: collectionId } }),
  /** One group (80) of the team's sheets that can go into a collection. */
  availableSheets: (group: number, titleFilter: string, signal?: AbortSignal) =>
    call(API.sheets.list, {
      query: {
        for_collection: true,
        page: group,
        limit: SHEET_LIMITS.collectionAvailableSheetsGroup,
        title_filter: titleFilter,
      },
      signal,
    }),
};
