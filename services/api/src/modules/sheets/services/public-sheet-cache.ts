import { Injectable, Optional } from '@nestjs/common';
import { SHEET_LIMITS, type PublicTalentSheet } from '@tpp/contracts';
import { CacheBudget } from '../../../infrastructure/http/cache-budget.js';
import { CacheInvalidationBus } from '../../../infrastructure/http/cache-invalidation-bus.js';
import { JsonAnswerCache, type CachedAnswer } from '../../../infrastructure/http/json-answer-cache.js';

/**
 * The page sizes the brand-facing screens ask for (mfe-public), the only `limit`s whose answers are
 * kept: the single-page sheet (15), the roster view with Load More (18), the response form (50)
 * and a sheet inside a public collection (140). The first data the server writes into a pitch
 * page (`PITCH_PAGES` in @tpp/contracts) uses the same sizes. Any other `limit` (1 to 1000 stay
 * valid) is answered exactly, built for the request and not kept: an anonymous visitor cycling
 * through limits costs database reads, never memory.
 */
export const CACHED_SHEET_LIMITS: ReadonlySet<number> = new Set([
  SHEET_LIMITS.publicSheetPageSize,
  SHEET_LIMITS.rosterViewPageSize,
  SHEET_LIMITS.responseViewLimit,
  SHEET_LIMITS.collectionSheetLimit,
]);

/**
 * The public sheet answers, per sheet (internal id) and `page:limit` key. Only canonical keys are
 * kept (`keeps`): a limit in CACHED_SHEET_LIMITS and a page that has creators (page 1 always), so
 * a sheet of n creators holds at most about 0.15 n answers. Every write of the sheets module to a
 * sheet invalidates it; other modules that change what a public sheet shows (collections setting
 * public titles) call invalidate() too, and every invalidation of a team's public roster
 * (customisations, display settings) reaches the team's sheets through invalidateTeams.
 * Invalidations reach the other API processes through the CacheInvalidationBus; the answers count
 * against the process's CacheBudget.
 */
@Injectable()
export class PublicSheetCache extends JsonAnswerCache<number> {
  static readonly TTL_MS = 15_000;
  private static readonly MAX_SHEETS = 2_000;
  /**
   * Public id -> internal id and team of sheets with cached pages or builds in flight, so a hit
   * needs no database round trip and a team's roster change reaches its sheets. Public ids never
   * change; an entry goes with the sheet's last answer (`groupReleased`).
   */
  private readonly known = new Map<string, { sheetId: number; teamId: number; gated: boolean }>();
  private readonly publicIds = new Map<number, string>();

  constructor(@Optional() bus?: CacheInvalidationBus, @Optional() budget?: CacheBudget) {
    super(
      'public-sheet',
      { ttlMs: PublicSheetCache.TTL_MS, maxGroups: PublicSheetCache.MAX_SHEETS, maxKeysPerGroup: 200 },
      { bus, budget },
    );
  }

  /** The cache key of a page. */
  static keyOf(page: number, limit: number): string {
    return `${page}:${limit}`;
  }

  /** The cache key of a page's withheld answer (registration gate not passed): never a plain key. */
  static withheldKeyOf(page: number, limit: number): string {
    return `withheld:${page}:${limit}`;
  }

  /** Whether the answer of this page and limit is kept: a screen's page size, a page with creators. */
  static keeps(page: number, limit: number, answer: Pick<PublicTalentSheet, 'total_influencers'>): boolean {
    if (!CACHED_SHEET_LIMITS.has(limit)) return false;
    return page === 1 || (page - 1) * limit < answer.total_influencers;
  }

  /**
   * The cached page of a sheet by its public id, without asking the database who it is. Never for
   * a sheet behind the registration gate: its answer depends on the visitor, whom only the
   * controller reads.
   */
  getByPublicId(publicId: string, key: string, now = this.budget.clock.now()): CachedAnswer | null {
    const sheet = this.known.get(publicId);
    return sheet === undefined || sheet.gated ? null : this.get(sheet.sheetId, key, now);
  }

  /**
   * Called once a sheet was found visible to brands, right before its page is built. `gated`: the
   * team requires registration (a change of that setting invalidates the team's sheets, and the
   * entry goes with them).
   */
  rememberPublicId(publicId: string, sheetId: number, teamId: number, gated: boolean): void {
    const known = this.known.get(publicId);
    if (known) {
      known.gated = gated;
      return;
    }
    this.known.set(publicId, { sheetId, teamId, gated });
    this.publicIds.set(sheetId, publicId);
  }

  /** Drops the cached pages of every sheet of these teams (their roster cards changed). */
  invalidateTeams(teamIds: readonly number[]): void {
    const teams = new Set(teamIds);
    const sheetIds = [...this.known.values()]
      .filter((sheet) => teams.has(sheet.teamId))
      .map((sheet) => sheet.sheetId);
    if (sheetIds.length) this.invalidate(...sheetIds);
  }

  protected override groupReleased(sheetId: number): void {
    const publicId = this.publicIds.get(sheetId);
    if (publicId === undefined) return;
    this.publicIds.delete(sheetId);
    this.known.delete(publicId);
  }
}
