import { Injectable } from '@nestjs/common';
import {
  COMMON_ERROR_CODES,
  DIRECTORY_DEFAULTS,
  DIRECTORY_FILTER_OPTIONS,
  DIRECTORY_PAGE_SIZE,
  type DirectoryQuery,
  type DirectoryResponse,
  type DirectorySort,
  type SortOrder,
} from '@tpp/contracts';
import type { TeamScope } from '../../accounts/auth/request-auth.js';
import { mapDirectoryAccount } from '../dto/directory-account.mapper.js';
import { AUDIENCE_AGE_BUCKETS, type IndexAnswer, type IndexQuery } from '../engine/directory-index.js';
import { DirectoryRepository } from '../repositories/directory.repository.js';
import { SearchException } from '../search.errors.js';
import { DirectoryIndexService } from './directory-index.service.js';

/** At most this many keywords in `tags` (more are refused). */
export const DIRECTORY_MAX_KEYWORDS = 20;

const invalid = (field: string, message: string) =>
  new SearchException(COMMON_ERROR_CODES.invalidInput, {
    message: `${message}.`,
    fields: { [field]: [message] },
  });

/**
 * The keyset cursor: base64url of the JSON [sort, order, sort value, account id] of the page's
 * last row. The sort and order travel along so a cursor of another sort is refused.
 */
export function encodeCursor(sort: DirectorySort, order: SortOrder, value: number, id: number): string {
  return Buffer.from(JSON.stringify([sort, order, value, id])).toString('base64url');
}

export function decodeCursor(
  cursor: string,
  sort: DirectorySort,
  order: SortOrder,
): { value: number; id: number } {
  let decoded: unknown;
  try {
    if (!/^[A-Za-z0-9_-]+$/.test(cursor)) throw new Error('not base64url');
    decoded = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw invalid('cursor', 'cursor is not a valid cursor');
  }
  if (
    !Array.isArray(decoded) ||
    decoded.length !== 4 ||
    typeof decoded[2] !== 'number' ||
    !Number.isFinite(decoded[2]) ||
    !Number.isInteger(decoded[3]) ||
    (decoded[3] as number) < 1 ||
    (decoded[3] as number) > 2_147_483_647
  )
    throw invalid('cursor', 'cursor is not a valid cursor');
  if (decoded[0] !== sort || decoded[1] !== order)
    throw invalid('cursor', 'cursor belongs to another sort: start again from the first page');
  return { value: decoded[2] as number, id: decoded[3] as number };
}

/** Comma-separated keywords: trimmed, blanks dropped, duplicates (ignoring case) removed. */
export function keywords(tags: string | undefined): string[] {
  const seen = new Set<string>();
  const terms: string[] = [];
  for (const raw of (tags ?? '').split(',')) {
    const term = raw.trim();
    if (!term || seen.has(term.toLowerCase())) continue;
    seen.add(term.toLowerCase());
    terms.push(term);
  }
  return terms;
}

/** A directory query as the index reads it, with its keywords and name search not folded yet. */
export type DirectoryFilter = Omit<IndexQuery, 'keywords' | 'name'> & { keywords: string[]; name?: string };

/** The spec's reading of a directory query: defaults, the audience age buckets, keywords, the cursor. */
export function directoryFilter(query: DirectoryQuery): DirectoryFilter {
  const sort = query.sort ?? DIRECTORY_DEFAULTS.sort;
  const order = query.order ?? DIRECTORY_DEFAULTS.order;
  const ageRangeAsked = query.audience_age_min !== undefined || query.audience_age_max !== undefined;
  if (sort === 'audience_age_share' && !ageRangeAsked)
    throw invalid('sort', 'sort audience_age_share needs audience_age_min or audience_age_max');
  const terms = keywords(query.tags);
  if (terms.length > DIRECTORY_MAX_KEYWORDS)
    throw invalid('tags', `tags must have at most ${DIRECTORY_MAX_KEYWORDS} keywords`);
  const limit = query.limit ?? DIRECTORY_PAGE_SIZE;
  const page = query.page ?? 1;
  const after = query.cursor !== undefined ? decodeCursor(query.cursor, sort, order) : undefined;
  const name = query.name_search?.trim().replace(/^@/, '') ?? '';
  const from = query.audience_age_min ?? 0;
  const to = query.audience_age_max ?? Number.POSITIVE_INFINITY;
  return {
    platform: query.platform ?? DIRECTORY_DEFAULTS.platform,
    followersMin: query.followers_min,
    followersMax: query.followers_max,
    engagementRateMin: query.engagement_rate_min,
    engagementRateMax: query.engagement_rate_max,
    usAudienceShareMin: query.us_audience_share_min,
    audienceAgeBuckets: ageRangeAsked
      ? AUDIENCE_AGE_BUCKETS.flatMap((bucket, index) =>
          bucket.from <= to && bucket.to >= from ? [index] : [],
        )
      : undefined,
    minAgeShare: query.min_age_share,
    averageViewsMin: query.avg_reels_plays_min,
    averageViewsMax: query.avg_reels_plays_max,
    audienceGender: query.target_gender
      ? {
          gender: query.target_gender,
          minShare: query.target_min_gender_share ?? DIRECTORY_FILTER_OPTIONS.audienceGenderShare,
        }
      : undefined,
    gender: query.gender,
    ageMin: query.age_minimum,
    ageMax: query.age_maximum,
    keywords: terms,
    name: name || undefined,
    sort,
    order,
    after,
    offset: after ? 0 : (page - 1) * limit,
    limit: limit + 1,
  };
}

/** How a search was answered (the Server-Timing header). */
export interface DirectoryTiming {
  strategy: IndexAnswer['strategy'];
  examined: number;
  indexMs: number;
}

/** The directory search (docs/product/directory-search.md: parameters, sort, rules, page size). */
@Injectable()
export class DirectoryService {
  constructor(
    private readonly index: DirectoryIndexService,
    private readonly directory: DirectoryRepository,
  ) {}

  async search(
    team: TeamScope,
    query: DirectoryQuery,
  ): Promise<{ answer: DirectoryResponse; timing: DirectoryTiming }> {
    if (query.team_id !== undefined && query.team_id !== team.teamId)
      throw new SearchException(COMMON_ERROR_CODES.notFound, {
        message: 'The requested team could not be found.',
      });
    const filter = directoryFilter(query);
    const [index, folded] = await Promise.all([
      this.index.current(),
      this.directory.foldTerms(
        team.teamId,
        filter.name ? [...filter.keywords, filter.name] : filter.keywords,
      ),
    ]);
    const started = performance.now();
    const found = index.search({
      ...filter,
      keywords: filter.keywords.map((_, at) => ({
        term: folded[at]!.folded,
        tagged: new Set(folded[at]!.tagged),
      })),
      name: filter.name ? folded.at(-1)!.folded : undefined,
    });
    const indexMs = performance.now() - started;
    const limit = filter.limit - 1;
    const more = found.hits.length > limit;
    const hits = more ? found.hits.slice(0, limit) : found.hits;
    const rows = await this.directory.page(
      team.teamId,
      hits.map((hit) => hit.id),
    );
    const byId = new Map(hits.map((hit) => [hit.id, hit]));
    const last = hits.at(-1);
    return {
      answer: {
        accounts: rows.map((row) => mapDirectoryAccount(row, byId.get(row.id)!.audienceAgeShare)),
        page: query.page ?? 1,
        limit,
        more,
        next_cursor: more && last ? encodeCursor(filter.sort, filter.order, last.sortValue, last.id) : null,
      },
      timing: { strategy: found.strategy, examined: found.examined, indexMs },
    };
  }
}
