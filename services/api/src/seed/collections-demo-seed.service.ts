import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Logger } from 'pino';
import { DataSource } from 'typeorm';
import { InjectLogger } from '../infrastructure/logging/logging.module.js';
import { DEMO_TEAM_NAME } from '../modules/accounts/services/demo-seed.service.js';
import { CollectionSheetsRepository, CollectionsRepository } from '../modules/collections/index.js';

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
    private readonly collections: CollectionsRepository,
    private readonly collectionSheets: CollectionSheetsRepository,
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
      if ((await this.collections.count(team.id, null, manager)) > 0) return { seeded: 0 };
      const sheets: { id: number }[] = await manager.query(
        `SELECT id FROM talent_sheets WHERE team_id = $1 AND sheet_type = 'talent' ORDER BY created_at, id LIMIT 10`,
        [team.id],
      );
      if (sheets.length === 0) return { seeded: 0 };

      let seeded = 0;
      for (const demo of DEMO_COLLECTIONS) {
        const ids = [...new Set(demo.sheets.map((index) => sheets[index % sheets.length]!.id))];
        const made = await this.collections.insert(team.id, team.user_id, demo.title, manager);
        await this.collectionSheets.link(team.id, made.id, ids, manager);
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
