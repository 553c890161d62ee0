import { Injectable, Optional } from '@nestjs/common';
import { SHEET_MESSAGES, talentSheetFromTeam } from '@tpp/contracts';
import type { Logger } from 'pino';
import type { AppConfig } from '../../../config/app-config.js';
import { InjectConfig } from '../../../config/config.module.js';
import { BudgetedCache, CacheBudget, stringBytes } from '../../../infrastructure/http/cache-budget.js';
import { InjectLogger } from '../../../infrastructure/logging/logging.module.js';
import { markdownToPlainText, shorten } from '../../talent/markdown/plain-text.js';
import { OG_DESCRIPTION_LENGTH, type OpenGraphPage } from '../open-graph-html.js';
import { sharedPageOf, type SharedPage } from '../open-graph-routes.js';
import { OpenGraphRepository } from '../repositories/open-graph.repository.js';

/** What a kept card holds besides its texts (entry objects, map slots: an estimate). */
const CARD_OVERHEAD_BYTES = 256;

function cardBytes(path: string, page: OpenGraphPage | null): number {
  const texts = page ? [page.title, page.description, page.image ?? '', page.url] : [];
  return texts.reduce((sum, text) => sum + stringBytes(text), stringBytes(path) + CARD_OVERHEAD_BYTES);
}

/** The path a card is kept under: one trailing slash is the same page (the card's og:url has none). */
export function canonicalPagePath(path: string): string {
  return path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

function listWithMore(names: string[], total: number): string {
  const shown = names.filter(Boolean);
  if (shown.length === 0) return '';
  const more = total - shown.length;
  return more > 0 ? `${shown.join(', ')} and ${more} more` : shown.join(', ');
}

/**
 * The preview card (Open Graph and Twitter tags) of the brand-facing /public/* pages, so a shared
 * link shows its title, description and image in chat and mail apps. One indexed query per page
 * kind; answers (also "no card") are kept per path for a short TTL, within the process's
 * CacheBudget (a trailing slash is the same path). Unknown objects, unsubmitted
 * casting-call responses and any failure give null: the plain index.html, never an error.
 */
@Injectable()
export class OpenGraphService {
  static readonly TTL_MS = 15_000;
  private static readonly MAX_ENTRIES = 5_000;
  /** Cards (also "no card", so unknown ids cost one query per TTL) per canonical path. */
  private readonly cache: BudgetedCache<string, OpenGraphPage | null>;
  /**
   * The page documents rendered with a card (open-graph-page.ts), per canonical path: reused while
   * the card and index.html are the same objects. Both caches count against the CacheBudget.
   */
  readonly rendered: BudgetedCache<string, { html: string; page: OpenGraphPage; out: string }>;
  private readonly building = new Map<string, Promise<OpenGraphPage | null>>();

  constructor(
    private readonly cards: OpenGraphRepository,
    @InjectConfig() private readonly config: AppConfig,
    @InjectLogger() private readonly logger: Logger,
    @Optional() budget: CacheBudget = new CacheBudget(),
  ) {
    this.cache = new BudgetedCache(budget, 'open-graph-cards', {
      ttlMs: OpenGraphService.TTL_MS,
      maxEntries: OpenGraphService.MAX_ENTRIES,
      sizeOf: cardBytes,
    });
    this.rendered = new BudgetedCache(budget, 'open-graph-pages', {
      ttlMs: OpenGraphService.TTL_MS,
      maxEntries: OpenGraphService.MAX_ENTRIES,
      // The template (html) is one string shared by every entry; the page is the card's object.
      sizeOf: (path, { out }) => stringBytes(path) + stringBytes(out) + CARD_OVERHEAD_BYTES,
    });
  }

  /** The card of a page path (no query string), or null when the page has none. */
  pageFor(requestPath: string, now?: number): Promise<OpenGraphPage | null> {
    const path = canonicalPagePath(requestPath);
    const shared = sharedPageOf(path);
    if (!shared) return Promise.resolve(null);
    const cached = this.cache.get(path, now);
    if (cached !== undefined) return Promise.resolve(cached);
    let pending = this.building.get(path);
    if (!pending) {
      pending = this.build(path, shared)
        .catch((error: unknown) => {
          this.logger.warn({ err: error, path }, 'Open Graph tags could not be built');
          return null;
        })
        .then((page) => this.cache.set(path, page, now))
        .finally(() => this.building.delete(path));
      this.building.set(path, pending);
    }
    return pending;
  }

  /** Forgets every cached card and page (tests, and writers that want a change to show at once). */
  clear(): void {
    this.cache.clear();
    this.rendered.clear();
  }

  private build(path: string, shared: SharedPage): Promise<OpenGraphPage | null> {
    const url = this.absolute(path)!;
    switch (shared.kind) {
      case 'sheet':
        return this.sheet(shared.sheetId, url);
      case 'collection':
        return this.collection(shared.collectionId, url);
      case 'profile':
        return this.profile(shared.influencerId, shared.teamId, url);
      case 'roster':
        return this.roster(shared.teamId, url);
    }
  }

  private absolute(url: string | null | undefined): string | null {
    if (!url) return null;
    try {
      return new URL(url, `${this.config.publicUrl}/`).toString();
    } catch {
      return null;
    }
  }

  private async roster(teamId: number, url: string): Promise<OpenGraphPage | null> {
    const team = await this.cards.roster(teamId);
    if (!team) return null;
    const bio = markdownToPlainText(team.bio);
    return {
      title: team.name,
      description: shorten(
        bio || `The talent roster of ${team.name}: ${plural(team.creators, 'creator', 'creators')}.`,
        OG_DESCRIPTION_LENGTH,
      ),
      image: this.absolute(team.image_url) ?? this.absolute(team.picture),
      url,
    };
  }

  private async profile(
    influencerId: number,
    teamId: number | null,
    url: string,
  ): Promise<OpenGraphPage | null> {
    const creator = await this.cards.profile(influencerId, teamId);
    if (!creator) return null;
    // '-' as the team's description removes the creator's own (as on the profile page).
    const custom = creator.custom_description?.trim();
    const description =
      custom === '-' ? '' : markdownToPlainText(custom ? creator.custom_description : creator.description);
    return {
      title: creator.name,
      description: shorten(
        creator.tagline?.trim() ||
          description ||
          `${creator.name} on the talent roster of ${creator.team_name}.`,
        OG_DESCRIPTION_LENGTH,
      ),
      image: this.absolute(creator.picture),
      url,
    };
  }

  private async sheet(sheetId: string, url: string): Promise<OpenGraphPage | null> {
    const sheet = await this.cards.sheet(sheetId);
    if (!sheet) return null;
    const title = sheet.description?.trim() || talentSheetFromTeam(sheet.team_name);
    const count = plural(sheet.creators, 'creator', 'creators');
    // Behind the registration gate the card names nobody: the gate asks for an email first.
    const names = sheet.gated ? '' : listWithMore(sheet.names ?? [], sheet.creators);
    return {
      title,
      description: shorten(
        `${sheet.team_name} · ${count}${names ? `: ${names}` : ''}`,
        OG_DESCRIPTION_LENGTH,
      ),
      image: this.absolute(sheet.team_image) ?? (sheet.gated ? null : this.absolute(sheet.picture)),
      url,
    };
  }

  private async collection(collectionId: string, url: string): Promise<OpenGraphPage | null> {
    // A sheet without a public title shows as the public page shows it, never by its internal title.
    const collection = await this.cards.collection(collectionId, SHEET_MESSAGES.selectedTalent);
    if (!collection) return null;
    const count = plural(collection.sheets, 'talent sheet', 'talent sheets');
    const titles = listWithMore(collection.titles ?? [], collection.sheets);
    return {
      title: collection.title.trim() || talentSheetFromTeam(collection.team_name),
      description: shorten(
        `${collection.team_name} · ${count}${titles ? `: ${titles}` : ''}`,
        OG_DESCRIPTION_LENGTH,
      ),
      image:
        this.absolute(collection.team_image) ?? (collection.gated ? null : this.absolute(collection.picture)),
      url,
    };
  }
}
