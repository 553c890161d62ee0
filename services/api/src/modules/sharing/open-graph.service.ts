import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { SHEET_MESSAGES, talentSheetFromTeam } from '@tpp/contracts';
import type { Logger } from 'pino';
import { DataSource } from 'typeorm';
import type { AppConfig } from '../../config/app-config.js';
import { InjectConfig } from '../../config/config.module.js';
import { InjectLogger } from '../../infrastructure/logging/logging.module.js';
import { markdownToPlainText, shorten } from '../talent/markdown/plain-text.js';
import { OG_DESCRIPTION_LENGTH, type OpenGraphPage } from './open-graph-html.js';
import { sharedPageOf, type SharedPage } from './open-graph-routes.js';

interface CachedPage {
  page: OpenGraphPage | null;
  expiresAt: number;
}

/** First names listed in a sheet's description. */
const NAMES_SHOWN = 5;
const COLLECTION_SHEETS_SHOWN = 4;

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
 * kind; answers (also "no card") are kept per path for a short TTL. Unknown objects, unsubmitted
 * casting-call responses and any failure give null: the plain index.html, never an error.
 */
@Injectable()
export class OpenGraphService {
  static readonly TTL_MS = 15_000;
  private static readonly MAX_ENTRIES = 5_000;
  private readonly cache = new Map<string, CachedPage>();
  private readonly building = new Map<string, Promise<OpenGraphPage | null>>();

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @InjectConfig() private readonly config: AppConfig,
    @InjectLogger() private readonly logger: Logger,
  ) {}

  /** The card of a page path (no query string), or null when the page has none. */
  pageFor(path: string, now = Date.now()): Promise<OpenGraphPage | null> {
    const shared = sharedPageOf(path);
    if (!shared) return Promise.resolve(null);
    const cached = this.cache.get(path);
    if (cached && cached.expiresAt > now) return Promise.resolve(cached.page);
    let pending = this.building.get(path);
    if (!pending) {
      pending = this.build(path, shared)
        .catch((error: unknown) => {
          this.logger.warn({ err: error, path }, 'Open Graph tags could not be built');
          return null;
        })
        .then((page) => {
          this.remember(path, page, now);
          return page;
        })
        .finally(() => this.building.delete(path));
      this.building.set(path, pending);
    }
    return pending;
  }

  /** Forgets every cached card (tests, and writers that want a change to show at once). */
  clear(): void {
    this.cache.clear();
  }

  private remember(path: string, page: OpenGraphPage | null, now: number): void {
    if (this.cache.size >= OpenGraphService.MAX_ENTRIES) {
      const oldest = this.cache.keys().next().value;
      if (oldest !== undefined) this.cache.delete(oldest);
    }
    this.cache.set(path, { page, expiresAt: now + OpenGraphService.TTL_MS });
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
    const rows: {
      name: string;
      bio: string | null;
      image_url: string | null;
      creators: number;
      picture: string | null;
    }[] = await this.db.query(
      `SELECT t.name, t.bio, t.image_url,
                (SELECT count(*) FROM team_influencers WHERE team_id = t.id)::int AS creators,
                (SELECT coalesce(ti.custom_picture_url, i.picture_main_url)
                   FROM team_influencers ti JOIN influencers i ON i.id = ti.influencer_id
                  WHERE ti.team_id = t.id ORDER BY ti.position, ti.added_at, ti.influencer_id LIMIT 1) AS picture
           FROM teams t WHERE t.id = $1`,
      [teamId],
    );
    const team = rows[0];
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
    const rows: {
      name: string;
      tagline: string | null;
      custom_description: string | null;
      description: string;
      picture: string | null;
      team_name: string;
    }[] = await this.db.query(
      `SELECT coalesce(nullif(btrim(ti.custom_display_name), ''), i.fullname) AS name, ti.tagline,
              ti.custom_description, i.description,
              coalesce(ti.custom_picture_url, i.picture_main_url) AS picture, t.name AS team_name
         FROM team_influencers ti
         JOIN influencers i ON i.id = ti.influencer_id
         JOIN teams t ON t.id = ti.team_id
        WHERE ti.influencer_id = $1 AND ($2::int IS NULL OR ti.team_id = $2)
        ORDER BY (ti.team_id = i.primary_team_id) DESC, ti.added_at, ti.team_id LIMIT 1`,
      [influencerId, teamId],
    );
    const creator = rows[0];
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
    const rows: {
      description: string | null;
      team_name: string;
      team_image: string | null;
      gated: boolean;
      creators: number;
      names: string[] | null;
      picture: string | null;
    }[] = await this.db.query(
      `SELECT s.description, t.name AS team_name, t.image_url AS team_image,
              (coalesce(t.settings ->> 'displayRequireRegistration', '') = 'true') AS gated,
              (SELECT count(*) FROM talent_sheet_influencers WHERE sheet_id = s.id)::int AS creators,
              first.names, first.picture
         FROM talent_sheets s
         JOIN teams t ON t.id = s.team_id
         LEFT JOIN LATERAL (
           SELECT array_agg(split_part(f.name, ' ', 1) ORDER BY f.position, f.influencer_id) AS names,
                  (array_agg(f.picture ORDER BY f.position, f.influencer_id))[1] AS picture
             FROM (SELECT tsi.position, tsi.influencer_id,
                          coalesce(nullif(btrim(ti.custom_display_name), ''), i.fullname) AS name,
                          coalesce(ti.custom_picture_url, i.picture_main_url) AS picture
                     FROM talent_sheet_influencers tsi
                     JOIN influencers i ON i.id = tsi.influencer_id
                     LEFT JOIN team_influencers ti ON ti.team_id = s.team_id AND ti.influencer_id = tsi.influencer_id
                    WHERE tsi.sheet_id = s.id
                    ORDER BY tsi.position, tsi.influencer_id LIMIT ${NAMES_SHOWN}) f) first ON true
        WHERE s.public_id = $1
          AND NOT (s.sheet_type = 'casting_call_response' AND s.response_status IS DISTINCT FROM 'submitted')`,
      [sheetId],
    );
    const sheet = rows[0];
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
    const rows: {
      title: string;
      team_name: string;
      team_image: string | null;
      gated: boolean;
      sheets: number;
      titles: string[] | null;
      picture: string | null;
    }[] = await this.db.query(
      `SELECT c.title, t.name AS team_name, t.image_url AS team_image,
              (coalesce(t.settings ->> 'displayRequireRegistration', '') = 'true') AS gated,
              (SELECT count(*) FROM collection_sheets cs JOIN talent_sheets s ON s.id = cs.sheet_id
                WHERE cs.collection_id = c.id AND s.sheet_type = 'talent')::int AS sheets,
              first.titles,
              (SELECT coalesce(ti.custom_picture_url, i.picture_main_url)
                 FROM collection_sheets cs
                 JOIN talent_sheets s ON s.id = cs.sheet_id AND s.sheet_type = 'talent'
                 JOIN talent_sheet_influencers tsi ON tsi.sheet_id = s.id
                 JOIN influencers i ON i.id = tsi.influencer_id
                 LEFT JOIN team_influencers ti ON ti.team_id = c.team_id AND ti.influencer_id = tsi.influencer_id
                WHERE cs.collection_id = c.id
                ORDER BY cs.position, tsi.position, tsi.influencer_id LIMIT 1) AS picture
         FROM collections c
         JOIN teams t ON t.id = c.team_id
         LEFT JOIN LATERAL (
           SELECT array_agg(coalesce(nullif(btrim(f.description), ''), $2) ORDER BY f.position) AS titles
             FROM (SELECT s.description, cs.position
                     FROM collection_sheets cs JOIN talent_sheets s ON s.id = cs.sheet_id
                    WHERE cs.collection_id = c.id AND s.sheet_type = 'talent'
                    ORDER BY cs.position LIMIT ${COLLECTION_SHEETS_SHOWN}) f) first ON true
        WHERE c.public_id = $1`,
      // A sheet without a public title shows as the public page shows it, never by its internal title.
      [collectionId, SHEET_MESSAGES.selectedTalent],
    );
    const collection = rows[0];
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
