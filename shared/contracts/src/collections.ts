/** Collections: the team's ordered groups of talent sheets, and their public view. */
import type { PublicTeamFields } from './public-sheets.js';
import type { TeamDisplaySettings } from './talent.js';

/**
 * Machine codes in ApiErrorBody.error for collections; the collection editor branches on them.
 * Sheets' codes are SHEET_ERROR_CODES.
 */
export const COLLECTION_ERROR_CODES = {
  /** The save was based on an old version of the collection (409). */
  collectionChanged: 'COLLECTION_CHANGED',
  /** A saved collection needs a title, a sheet and a public title on every sheet (400). */
  collectionInvalid: 'COLLECTION_INVALID',
} as const;
export type CollectionErrorCode = (typeof COLLECTION_ERROR_CODES)[keyof typeof COLLECTION_ERROR_CODES];

/** `:id` of GET /api/user/collections/:id and GET /api/public/collections/:id: the public id. */
export interface CollectionIdParams {
  id: string;
}

export interface CollectionSheet {
  id: string;
  title: string;
  /** The sheet's public title (required for every sheet of a saved collection). */
  description: string | null;
  influencer_count: number;
  cover_photo_url: string | null;
}

export interface CollectionSummary {
  id: string;
  title: string;
  created_at: string;
  updated_at: string;
  sheet_count: number;
  /** The first 3 included sheets. */
  sheets: { id: string; title: string }[];
}

/** GET /api/user/collections. */
export interface CollectionsQuery {
  page?: number;
  limit?: 25 | 50;
  title_filter?: string;
}

/** GET /api/user/collections?page=&limit=(25|50)&title_filter= */
export interface CollectionsResponse {
  collections: CollectionSummary[];
  total: number;
  page: number;
  limit: number;
}

export interface Collection {
  id: string;
  title: string;
  salesheet_ids: string[];
  sheets: CollectionSheet[];
  created_at: string;
  updated_at: string;
  version: number;
}

export interface CollectionResponse {
  collection: Collection;
}

/**
 * POST /api/user/collections/save. New: title and salesheet_ids (may be empty). Existing (ours,
 * "not shown" in the spec): collection_id, title, the ordered salesheet_ids, the public title of
 * every included sheet, and the version the edit was based on.
 */
export interface SaveCollectionRequest {
  collection_id?: string;
  title: string;
  salesheet_ids: string[];
  /** sheet id -> public title; a blank title is not saved. */
  public_titles?: Record<string, string>;
  version?: number;
}

export interface SaveCollectionResponse {
  success: true;
  collection_id: string;
  version: number;
}

/** POST /api/user/collections/alter-title (ours, "not shown" in the spec). */
export interface AlterCollectionTitleRequest {
  collection_id: string;
  title: string;
  version?: number;
}

export interface AlterCollectionTitleResponse {
  success: true;
  title: string;
  version: number;
}

export interface CollectionIdRequest {
  collection_id: string;
}

/** GET /api/public/collections/{id}. */
export interface PublicCollection extends PublicTeamFields {
  id: string;
  title: string;
  salesheet_ids: string[];
  sheets: CollectionSheet[];
  displaySettings: TeamDisplaySettings;
  created_at: string;
}

/** One of the first sheets a collection list entry shows. */
export type CollectionSummarySheet = CollectionSummary['sheets'][number];
