import type { CollectionSheet } from '@tpp/contracts';
import type { EntityManager } from 'typeorm';

export interface CollectionSheetRow {
  collection_id: number;
  /** The sheet's internal id (never sent to browsers). */
  sheet_id: number;
  id: string;
  title: string;
  description: string | null;
  influencer_count: number;
  cover_photo_url: string | null;
}

/**
 * The talent sheets of the given collections in collection order, with their creator count and
 * cover photo (the first creator's picture as the sheet's team shows it): one query for any
 * number of collections.
 */
export function collectionSheets(db: EntityManager, collectionIds: number[]): Promise<CollectionSheetRow[]> {
  if (collectionIds.length === 0) return Promise.resolve([]);
  return db.query(
    `SELECT cs.collection_id, s.id AS sheet_id, s.public_id AS id, s.title, s.description,
            (SELECT count(*) FROM talent_sheet_influencers WHERE sheet_id = s.id)::int AS influencer_count,
            (SELECT coalesce(ti.custom_picture_url, i.picture_main_url)
               FROM talent_sheet_influencers tsi
               JOIN influencers i ON i.id = tsi.influencer_id
               LEFT JOIN team_influencers ti ON ti.team_id = s.team_id AND ti.influencer_id = tsi.influencer_id
              WHERE tsi.sheet_id = s.id
              ORDER BY tsi.position, tsi.influencer_id LIMIT 1) AS cover_photo_url
       FROM collection_sheets cs
       JOIN talent_sheets s ON s.id = cs.sheet_id AND s.sheet_type = 'talent'
      WHERE cs.collection_id = ANY($1::int[])
      ORDER BY cs.collection_id, cs.position, cs.sheet_id`,
    [collectionIds],
  );
}

export function toCollectionSheet(row: CollectionSheetRow): CollectionSheet {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    influencer_count: row.influencer_count,
    cover_photo_url: row.cover_photo_url || null,
  };
}
