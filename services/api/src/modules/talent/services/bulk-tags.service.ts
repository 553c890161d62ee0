import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  normaliseTags,
  TALENT_ERROR_CODES,
  type BulkTagsRequest,
  type BulkTagsResponse,
} from '@tpp/contracts';
import { DataSource } from 'typeorm';
import type { TeamScope } from '../../accounts/auth/request-auth.js';
import { MAX_TAGS } from '../dto/talent-requests.dto.js';
import { BulkTagsRepository, type TeamTagsRow } from '../repositories/bulk-tags.repository.js';
import { TalentException } from '../talent.errors.js';
import { PublicRosterCache } from './public-roster-cache.js';
import { RosterService } from './roster.service.js';

const lower = (tag: string) => tag.toLowerCase();

/** The row with `tags` added (kept spellings first); null when it already had them all. */
function withTags(row: TeamTagsRow, tags: readonly string[]): TeamTagsRow | null {
  const merged = normaliseTags([...row.tags, ...tags]);
  if (merged.length === row.tags.length) return null;
  if (merged.length > MAX_TAGS)
    throw new TalentException(TALENT_ERROR_CODES.tooManyTags, {
      fields: { tags: [`tags would give creator ${row.influencer_id} more than ${MAX_TAGS} tags`] },
    });
  return { ...row, tags: merged };
}

/** The row without `tags` (any spelling), also among its displayed tags; null when it had none of them. */
function withoutTags(row: TeamTagsRow, tags: readonly string[]): TeamTagsRow | null {
  const gone = new Set(tags.map(lower));
  const kept = row.tags.filter((tag) => !gone.has(lower(tag)));
  if (kept.length === row.tags.length) return null;
  return { ...row, tags: kept, display_tags: row.display_tags.filter((tag) => !gone.has(lower(tag))) };
}

/**
 * Adds tags to, or removes them from, many creators in one transaction (the selection bar of the
 * roster and the search). Adding pitches directory creators that are not the team's yet (an empty
 * team row, as a sheet save does); removing touches only the team's own rows, so naming a creator
 * that is not the team's changes nothing. A creator id that does not exist answers 400 naming
 * influencer_ids and writes nothing.
 */
@Injectable()
export class BulkTagsService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly rows: BulkTagsRepository,
    private readonly roster: RosterService,
    private readonly cache: PublicRosterCache,
  ) {}

  async apply(team: TeamScope, body: BulkTagsRequest): Promise<BulkTagsResponse> {
    const tags = normaliseTags(body.tags);
    if (!tags.length)
      throw new TalentException(TALENT_ERROR_CODES.invalidTags, {
        message: 'Enter at least one tag.',
        fields: { tags: ['tags must name at least one tag'] },
      });
    const ids = [...new Set(body.influencer_ids)];
    const answer = await this.db.transaction(async (tx) => {
      let pitched = 0;
      if (body.action === 'add') {
        const before = (await this.rows.lockTags(team.teamId, ids, tx)).length;
        const missing = await this.roster.pitch(team.teamId, ids, tx);
        if (missing.length)
          throw new TalentException(TALENT_ERROR_CODES.creatorsNotFound, {
            message: `These creators could not be found: ${missing.join(', ')}.`,
            fields: {
              influencer_ids: [`influencer_ids must be existing creators (not found: ${missing.join(', ')})`],
            },
          });
        pitched = ids.length - before;
      }
      const current = await this.rows.lockTags(team.teamId, ids, tx);
      const change = body.action === 'add' ? withTags : withoutTags;
      const changed = current.flatMap((row) => change(row, tags) ?? []);
      await this.rows.writeTags(team.teamId, changed, tx);
      return { success: true as const, changed: changed.length, pitched };
    });
    if (answer.changed) this.cache.invalidate(team.teamId);
    return answer;
  }
}
