import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { TeamRow } from '../public-team.js';

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
