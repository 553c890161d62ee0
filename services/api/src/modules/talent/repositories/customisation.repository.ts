import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { RateCardRow } from '@tpp/contracts';
import { firstRow, type Queryable } from '../../../infrastructure/database/queryable.js';

/** A team's customisations of a creator: the editable columns of its team_influencers row. */
export interface CustomisationRow {
  tags: string[];
  display_tags: string[];
  custom_description: string | null;
  tagline: string | null;
  city: string | null;
  state: string | null;
  /** social account id -> hidden stat keys */
  stat_display_settings: Record<string, string[]>;
  excluded_post_ids: string[];
  disabled_info_boxes: string[];
  custom_display_name: string | null;
  rate_card: RateCardRow[] | null;
}

export type CustomisationPatch = Partial<CustomisationRow>;

/** How each column is written (jsonb columns travel as JSON text). */
const COLUMN_CASTS: Record<keyof CustomisationRow, string> = {
  tags: 'text[]',
  display_tags: 'text[]',
  custom_description: 'text',
  tagline: 'text',
  city: 'text',
  state: 'text',
  stat_display_settings: 'jsonb',
  excluded_post_ids: 'text[]',
  disabled_info_boxes: 'text[]',
  custom_display_name: 'text',
  rate_card: 'jsonb',
};

const CUSTOMISATION_COLUMNS = Object.keys(COLUMN_CASTS).join(', ');

/**
 * The writes of a team's roster entry. Every method runs on the caller's transaction and is
 * scoped by the caller's team.
 */
@Injectable()
export class CustomisationRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /**
   * Locks the team's entry of (team, creator), roster or pitched (`represented` false), until the
   * transaction ends; undefined when the creator is not the team's.
   */
  async lock(
    teamId: number,
    influencerId: number,
    db: Queryable = this.db,
  ): Promise<(CustomisationRow & { represented: boolean }) | undefined> {
    return firstRow<CustomisationRow & { represented: boolean }>(
      db,
      `SELECT ${CUSTOMISATION_COLUMNS}, represented FROM team_influencers
        WHERE team_id = $1 AND influencer_id = $2 FOR UPDATE`,
      [teamId, influencerId],
    );
  }

  /** Writes the columns present in `patch`. */
  async update(
    teamId: number,
    influencerId: number,
    patch: CustomisationPatch,
    db: Queryable = this.db,
  ): Promise<void> {
    const params: unknown[] = [teamId, influencerId];
    const assignments = (Object.keys(patch) as (keyof CustomisationRow)[])
      .filter((column) => patch[column] !== undefined)
      .map((column) => {
        const cast = COLUMN_CASTS[column];
        const value = patch[column];
        params.push(cast === 'jsonb' && value !== null ? JSON.stringify(value) : value);
        return `${column} = $${params.length}::${cast}`;
      });
    await db.query(
      `UPDATE team_influencers SET ${[...assignments, 'updated_at = now()'].join(', ')}
        WHERE team_id = $1 AND influencer_id = $2`,
      params,
    );
  }

  /** The ids of the creator's social accounts (none when the creator is off the team's roster). */
  async accountIds(teamId: number, influencerId: number, db: Queryable = this.db): Promise<number[]> {
    const rows: { id: number }[] = await db.query(
      `SELECT s.id FROM social_accounts s JOIN team_influencers ti ON ti.influencer_id = s.influencer_id
        WHERE ti.team_id = $1 AND s.influencer_id = $2`,
      [teamId, influencerId],
    );
    return rows.map((row) => row.id);
  }

  /** Takes the creator off the team's roster with the team's case studies of them. */
  async remove(teamId: number, influencerId: number, db: Queryable = this.db): Promise<void> {
    await db.query(`DELETE FROM case_studies WHERE team_id = $1 AND influencer_id = $2`, [
      teamId,
      influencerId,
    ]);
    await db.query(`DELETE FROM team_influencers WHERE team_id = $1 AND influencer_id = $2`, [
      teamId,
      influencerId,
    ]);
  }

  /** When the team was the creator's primary team, the earliest remaining roster becomes primary (or none). */
  async movePrimaryTeamFrom(teamId: number, influencerId: number, db: Queryable = this.db): Promise<void> {
    await db.query(
      `UPDATE influencers SET primary_team_id = (
         SELECT ti.team_id FROM team_influencers ti WHERE ti.influencer_id = $1 AND ti.represented
          ORDER BY ti.added_at, ti.team_id LIMIT 1), updated_at = now()
        WHERE id = $1 AND primary_team_id = $2`,
      [influencerId, teamId],
    );
  }
}
