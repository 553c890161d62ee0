import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { SHEET_MESSAGES, type PublicCollection } from '@tpp/contracts';
import { DataSource } from 'typeorm';
import type { CachedAnswer } from '../../../infrastructure/http/json-answer-cache.js';
import { teamDisplaySettings } from '../../talent/dto/public-team.mapper.js';
import type { TeamRow } from '../../talent/repositories/team.repository.js';
import { collectionNotFound } from './collection-errors.js';
import { collectionSheets, toCollectionSheet } from './collection-sheets.js';
import { PublicCollectionCache } from './public-collection-cache.js';

type CollectionTeamRow = Omit<TeamRow, 'id'> & {
  collection_id: number;
  public_id: string;
  title: string;
  created_at: Date;
  team_id: number;
};

/**
 * GET /api/public/collections/{id}: the collection, its talent sheets (never campaign sheets nor
 * casting-call responses) in order, the team's public fields and display settings. No internal
 * sheet titles leave: a sheet shows its public title ('Selected Talent' when it has none).
 */
@Injectable()
export class PublicCollectionService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly cache: PublicCollectionCache,
  ) {}

  async collection(publicId: string): Promise<CachedAnswer> {
    const answer = await this.cache.getOrBuild(publicId, '', () => this.build(publicId));
    if (!answer) throw collectionNotFound();
    return answer;
  }

  async build(publicId: string): Promise<PublicCollection | null> {
    const rows: CollectionTeamRow[] = await this.db.query(
      `SELECT c.id AS collection_id, c.public_id, c.title, c.created_at, t.id AS team_id, t.name, t.image_url,
              t.bio, t.contact_email, t.phone_number, t.homepage, t.settings
         FROM collections c JOIN teams t ON t.id = c.team_id
        WHERE c.public_id = $1`,
      [publicId],
    );
    const row = rows[0];
    if (!row) return null;
    const sheetRows = await collectionSheets(this.db.manager, [row.collection_id]);
    this.cache.remember(
      publicId,
      row.team_id,
      sheetRows.map((sheet) => sheet.sheet_id),
    );
    const sheets = sheetRows.map((sheet) => {
      const shown = toCollectionSheet(sheet);
      return { ...shown, title: shown.description?.trim() || SHEET_MESSAGES.selectedTalent };
    });
    return {
      id: row.public_id,
      title: row.title,
      salesheet_ids: sheets.map((sheet) => sheet.id),
      sheets,
      displaySettings: teamDisplaySettings(row.settings),
      created_at: new Date(row.created_at).toISOString(),
      team_id: row.team_id,
      team_name: row.name,
      team_image_url: row.image_url,
      team_contact_email: row.contact_email,
      team_phone: row.phone_number,
      team_homepage: row.homepage,
      team_bio: row.bio,
    };
  }
}
