import type { PublicCollection } from '@tpp/contracts';
import { publicSheetsApi } from '../../api/publicSheetsApi';
import { usePublicResource } from '../../api/usePublicResource';

/** GET /api/public/collections/{id}: no session needed. */
export function usePublicCollection(collectionId: string | null) {
  return usePublicResource<PublicCollection>(
    collectionId === null ? null : publicSheetsApi.collectionRequest(collectionId),
  );
}
