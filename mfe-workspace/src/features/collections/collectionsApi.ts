import {
  SHEET_LIMITS,
  type AlterCollectionTitleResponse,
  type CollectionResponse,
  type CollectionsResponse,
  type SaveCollectionRequest,
  type SaveCollectionResponse,
  type TalentSheetsResponse,
} from '@tpp/contracts';
import { api } from '@tpp/session';

export interface CollectionsQuery {
  page: number;
  limit: number;
  title_filter?: string;
}

/** The collection calls (workspace.md §7, Collections) and the sheets a collection can include. */
export const collectionsApi = {
  list: (query: CollectionsQuery, signal?: AbortSignal) =>
    api.get<CollectionsResponse>('/api/user/collections', { query: { ...query }, signal }),
  get: (collectionId: string, signal?: AbortSignal) =>
    api.get<CollectionResponse>(`/api/user/collections/${encodeURIComponent(collectionId)}`, { signal }),
  save: (request: SaveCollectionRequest) =>
    api.post<SaveCollectionResponse>('/api/user/collections/save', request),
  alterTitle: (collectionId: string, title: string, version: number) =>
    api.post<AlterCollectionTitleResponse>('/api/user/collections/alter-title', {
      collection_id: collectionId,
      title,
      version,
    }),
  remove: (collectionId: string) =>
    api.post<{ success: boolean }>('/api/user/collections/delete', { collection_id: collectionId }),
  /** One group (80) of the team's sheets that can go into a collection. */
  availableSheets: (group: number, titleFilter: string, signal?: AbortSignal) =>
    api.get<TalentSheetsResponse>('/api/talent-sheets', {
      query: {
        for_collection: true,
        page: group,
        limit: SHEET_LIMITS.collectionAvailableSheetsGroup,
        title_filter: titleFilter,
      },
      signal,
    }),
};
