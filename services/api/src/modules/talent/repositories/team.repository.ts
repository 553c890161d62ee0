import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';

/** teams.settings: display and behaviour options under the spec's names (jsonb, any keys). */
export type TeamSettingsJson = Record<string, unknown>;

/** What public answers show of a team (mapPublicTeam turns it into a PublicTeam). */
export interface TeamRow {
  id: number;
  name: string;
  image_url: string | null;
  bio: string | null;
  contact_email: string | null;
  phone_number: string | null;
  homepage: string | null;
  settings: TeamSettingsJson | null;
}

export const TEAM_COLUMNS = 'id, name, image_url, bio, contact_email, phone_number, homepage, settings';

/** The team behind a public answer (roster, profile, shared sheet). */
@Injectable()
export class TeamRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async publicTeam(teamId: number): Promise<TeamRow | undefined> {
    const rows: TeamRow[] = await this.db.query(`SELECT ${TEAM_COLUMNS} FROM teams WHERE id = $1`, [teamId]);
    return rows[0];
  }
}
