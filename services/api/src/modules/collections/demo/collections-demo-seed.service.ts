import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Logger } from 'pino';
import { DataSource } from 'typeorm';
import { InjectLogger } from '../../../infrastructure/logging/logging.module.js';
import { DEMO_TEAM_NAME } from '../../accounts/services/demo-seed.service.js';
import { newPublicId } from '../repositories/collections.repository.js';

/** The demo collections: titles and which of the team's talent sheets (oldest first) each holds. */
export const DEMO_COLLECTIONS = [
  { title: 'Spring 2026 Brand Picks', sheets: [0, 1, 2] },
  { title: 'Agency Highlights', sheets: [2, 3, 0] },
] as const;

/**
 * Two collections for the demo agency over its demo talent sheets, on the first start with
 * SEED_DEMO (after the sheets demo seed). Skipped when the team already has collections or has no
 * talent sheets. Included sheets without a public title get their title as one, so the
 * collections are valid and shareable.
 */
@Injectable()
export class CollectionsDemoSeedService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @InjectLogger() private readonly logger: Logger,
  ) {}

  async seedIfEmpty(teamName = DEMO_TEAM_NAME): Promise<{ seeded: number }> {
    return this.db.transaction(async (manager) => {
      const teams: { id: number; user_id: number | null }[] = await manager.query(
        `SELECT t.id, (SELECT m.user_id FROM team_memberships m WHERE m.team_id = t.id ORDER BY m.user_id LIMIT 1) AS user_id
           FROM teams t WHERE t.name = $1 ORDER BY t.id LIMIT 1 FOR UPDATE`,
        [teamName],
      );
      const team = teams[0];
      if (!team) return { seeded: 0 };
      const existing: unknown[] = await manager.query(
        `SELECT 1 FROM collections WHERE team_id = $1 LIMIT 1`,
        [team.id],
      );
      if (existing.length > 0) return { seeded: 0 };
      const sheets: { id: number }[] = await manager.query(
        `SELECT id FROM talent_sheets WHERE team_id = $1 AND sheet_type = 'talent' ORDER BY created_at, id LIMIT 10`,
        [team.id],
      );
      if (sheets.length === 0) return { seeded: 0 };

      let seeded = 0;
      for (const demo of DEMO_COLLECTIONS) {
        const ids = [...new Set(demo.sheets.map((index) => sheets[index % sheets.length]!.id))];
        const made: { id: number }[] = await manager.query(
          `INSERT INTO collections (public_id, team_id, creator_user_id, title) VALUES ($1, $2, $3, $4) RETURNING id`,
          [newPublicId(), team.id, team.user_id, demo.title],
        );
        await manager.query(
          `INSERT INTO collection_sheets (collection_id, sheet_id, position)
           SELECT $1, sheet_id, position::int - 1 FROM unnest($2::int[]) WITH ORDINALITY AS t(sheet_id, position)`,
          [made[0]!.id, ids],
        );
        await manager.query(
          `UPDATE talent_sheets SET description = title, version = version + 1
            WHERE id = ANY($1::int[]) AND coalesce(btrim(description), '') = ''`,
          [ids],
        );
        seeded += 1;
      }
      this.logger.info({ collections: seeded }, `Seeded ${seeded} demo collections for "${teamName}"`);
      return { seeded };
    });
  }
}
