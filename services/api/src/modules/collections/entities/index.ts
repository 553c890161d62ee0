import { CollectionSheetLink } from './collection-sheet.entity.js';
import { Collection } from './collection.entity.js';

export { Collection, CollectionSheetLink };

/** The collection entities, for TypeOrmModule.forFeature. */
export const COLLECTION_ENTITIES = [Collection, CollectionSheetLink];
