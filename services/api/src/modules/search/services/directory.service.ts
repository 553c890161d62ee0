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
import {
  AUDIENCE_AGE_BUCKETS,
  DirectoryRepository,
  containsPattern,
  type DirectoryFilter,
  type DirectoryRow,
} from '../repositories/directory.repository.js';
import { SearchException } from '../search.errors.js';

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

/**
 * The spec's reading of a directory query (defaults, the audience age buckets, keywords, the
 * cursor) for the caller's team. Pure, so the benchmark can EXPLAIN exactly what the API runs.
 */
export function directoryFilter(teamId: number, query: DirectoryQuery): DirectoryFilter {
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
    teamId,
    platform: query.platform ?? DIRECTORY_DEFAULTS.platform,
    followersMin: query.followers_min,
    followersMax: query.followers_max,
    engagementRateMin: query.engagement_rate_min,
    engagementRateMax: query.engagement_rate_max,
    usAudienceShareMin: query.us_audience_share_min,
    audienceAgeColumns: ageRangeAsked
      ? AUDIENCE_AGE_BUCKETS.filter((bucket) => bucket.from <= to && bucket.to >= from).map(
          (bucket) => bucket.column,
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
    keywords: terms.map(containsPattern),
    namePattern: name ? containsPattern(name) : undefined,
    sort,
    order,
    after,
    offset: after ? 0 : (page - 1) * limit,
    limit: limit + 1,
  };
}

/** PostgreSQL's query_canceled: the statement timeout fired. */
const QUERY_CANCELED = '57014';

/** The directory search (spec: Advanced search, §3 parameters, §4 sort, §5 rules, §9 page size). */
@Injectable()
export class DirectoryService {
  constructor(private readonly directory: DirectoryRepository) {}

  async search(team: TeamScope, query: DirectoryQuery): Promise<DirectoryResponse> {
    if (query.team_id !== undefined && query.team_id !== team.teamId)
      throw new SearchException(COMMON_ERROR_CODES.notFound, {
        message: 'The requested team could not be found.',
      });
    const filter = directoryFilter(team.teamId, query);
    const rows = await this.directory.search(filter).catch((error: unknown) => {
      if ((error as { code?: string }).code === QUERY_CANCELED)
        throw new SearchException(COMMON_ERROR_CODES.unavailable, {
          message: 'This search took too long. Please add a filter and try again.',
        });
      throw error;
    });
    const limit = filter.limit - 1;
    const more = rows.length > limit;
    const shown: DirectoryRow[] = more ? rows.slice(0, limit) : rows;
    const last = shown.at(-1);
    return {
      accounts: shown.map(mapDirectoryAccount),
      page: query.page ?? 1,
      limit,
      more,
      next_cursor:
        more && last ? encodeCursor(filter.sort, filter.order, Number(last.sort_value), last.id) : null,
    };
  }
}
