import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { firstRow, type Queryable } from '../../../infrastructure/database/queryable.js';

export interface RosterCardRow {
  name: string;
  bio: string | null;
  image_url: string | null;
  creators: number;
  picture: string | null;
}

export interface ProfileCardRow {
  name: string;
  tagline: string | null;
  custom_description: string | null;
  description: string;
  picture: string | null;
  team_name: string;
}

export interface SheetCardRow {
  description: string | null;
  team_name: string;
  team_image: string | null;
  gated: boolean;
  creators: number;
  names: string[] | null;
  picture: string | null;
}

export interface CollectionCardRow {
  title: string;
  team_name: string;
  team_image: string | null;
  gated: boolean;
  sheets: number;
  titles: string[] | null;
  picture: string | null;
}

/** First names listed in a sheet's card. */
export const CARD_NAMES_SHOWN = 5;
/** Sheet titles listed in a collection's card. */
export const CARD_SHEETS_SHOWN = 4;

/** Behind the registration gate a card names nobody (teams.settings.displayRequireRegistration). */
const GATED = `(coalesce(t.settings ->> 'displayRequireRegistration', '') = 'true') AS gated`;

/** A creator's name and picture as the team shows them (`ti`: team_influencers, `i`: influencers). */
const SHOWN_NAME = `coalesce(nullif(btrim(ti.custom_display_name), ''), i.fullname)`;
const SHOWN_PICTURE = `coalesce(ti.custom_picture_url, i.picture_main_url)`;

/**
 * What the preview cards of the public pages show: one indexed query per page kind. Public (no
 * session): every object is found by the id in its shared link.
 */
@Injectable()
export class OpenGraphRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async roster(teamId: number, db: Queryable = this.db): Promise<RosterCardRow | undefined> {
    return firstRow<RosterCardRow>(
      db,
      `SELECT t.name, t.bio, t.image_url,
                (SELECT count(*) FROM team_influencers WHERE team_id = t.id AND represented)::int AS creators,
                (SELECT ${SHOWN_PICTURE}
                   FROM team_influencers ti JOIN influencers i ON i.id = ti.influencer_id
                  WHERE ti.team_id = t.id AND ti.represented ORDER BY ti.position, ti.added_at, ti.influencer_id LIMIT 1) AS picture
           FROM teams t WHERE t.id = $1`,
      [teamId],
    );
  }

  /** The creator on the given team's roster, or (no team) on their primary team's first; never a team that only pitched them. */
  async profile(
    influencerId: number,
    teamId: number | null,
    db: Queryable = this.db,
  ): Promise<ProfileCardRow | undefined> {
    return firstRow<ProfileCardRow>(
      db,
      `SELECT ${SHOWN_NAME} AS name, ti.tagline,
              ti.custom_description, i.description,
              ${SHOWN_PICTURE} AS picture, t.name AS team_name
         FROM team_influencers ti
         JOIN influencers i ON i.id = ti.influencer_id
         JOIN teams t ON t.id = ti.team_id
        WHERE ti.influencer_id = $1 AND ti.represented AND ($2::int IS NULL OR ti.team_id = $2)
        ORDER BY (ti.team_id = i.primary_team_id) DESC, ti.added_at, ti.team_id LIMIT 1`,
      [influencerId, teamId],
    );
  }

  /** A shared sheet (never a campaign sheet, a deleted one, nor a casting-call response before it is submitted). */
  async sheet(publicId: string, db: Queryable = this.db): Promise<SheetCardRow | undefined> {
    return firstRow<SheetCardRow>(
      db,
      `SELECT s.description, t.name AS team_name, t.image_url AS team_image, ${GATED},
              (SELECT count(*) FROM talent_sheet_influencers WHERE sheet_id = s.id)::int AS creators,
              first.names, first.picture
         FROM talent_sheets s
         JOIN teams t ON t.id = s.team_id
         LEFT JOIN LATERAL (
           SELECT array_agg(split_part(f.name, ' ', 1) ORDER BY f.position, f.influencer_id) AS names,
                  (array_agg(f.picture ORDER BY f.position, f.influencer_id))[1] AS picture
             FROM (SELECT tsi.position, tsi.influencer_id, ${SHOWN_NAME} AS name, ${SHOWN_PICTURE} AS picture
                     FROM talent_sheet_influencers tsi
                     JOIN influencers i ON i.id = tsi.influencer_id
                     LEFT JOIN team_influencers ti ON ti.team_id = s.team_id AND ti.influencer_id = tsi.influencer_id
                    WHERE tsi.sheet_id = s.id
                    ORDER BY tsi.position, tsi.influencer_id LIMIT ${CARD_NAMES_SHOWN}) f) first ON true
        WHERE s.public_id = $1 AND s.sheet_type <> 'campaign' AND s.deleted_at IS NULL
          AND NOT (s.sheet_type = 'casting_call_response' AND s.response_status IS DISTINCT FROM 'submitted')`,
      [publicId],
    );
  }

  /** A shared collection; a sheet without a public title is listed as `untitledSheet`. */
  async collection(
    publicId: string,
    untitledSheet: string,
    db: Queryable = this.db,
  ): Promise<CollectionCardRow | undefined> {
    return firstRow<CollectionCardRow>(
      db,
      `SELECT c.title, t.name AS team_name, t.image_url AS team_image, ${GATED},
              (SELECT count(*) FROM collection_sheets cs JOIN talent_sheets s ON s.id = cs.sheet_id
                WHERE cs.collection_id = c.id AND s.sheet_type = 'talent' AND s.deleted_at IS NULL)::int AS sheets,
              first.titles,
              (SELECT ${SHOWN_PICTURE}
                 FROM collection_sheets cs
                 JOIN talent_sheets s ON s.id = cs.sheet_id AND s.sheet_type = 'talent' AND s.deleted_at IS NULL
                 JOIN talent_sheet_influencers tsi ON tsi.sheet_id = s.id
                 JOIN influencers i ON i.id = tsi.influencer_id
                 LEFT JOIN team_influencers ti ON ti.team_id = c.team_id AND ti.influencer_id = tsi.influencer_id
                WHERE cs.collection_id = c.id
                ORDER BY cs.position, tsi.position, tsi.influencer_id LIMIT 1) AS picture
         FROM collections c
         JOIN teams t ON t.id = c.team_id
         LEFT JOIN LATERAL (
           SELECT array_agg(coalesce(nullif(btrim(f.description), ''), $2) ORDER BY f.position) AS titles
             FROM (SELECT s.description, cs.position
                     FROM collection_sheets cs JOIN talent_sheets s ON s.id = cs.sheet_id
                    WHERE cs.collection_id = c.id AND s.sheet_type = 'talent' AND s.deleted_at IS NULL
                    ORDER BY cs.position LIMIT ${CARD_SHEETS_SHOWN}) f) first ON true
        WHERE c.public_id = $1`,
      [publicId, untitledSheet],
    );
  }
}
