import { publicSheetsApi, usePublicQuery } from '../../api/publicSheetsApi';

/** GET /api/public/collections/{id}: no session needed. */
export function usePublicCollection(collectionId: string | null) {
  return usePublicQuery(collectionId === null ? null : publicSheetsApi.collectionRequest(collectionId));
}
