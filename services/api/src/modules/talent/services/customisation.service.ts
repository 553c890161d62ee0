import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  checkDisplayTags,
  checkRateCard,
  isValidTagline,
  normaliseTags,
  TALENT_MESSAGES,
  type AdvancedInfluencerSettingsResponse,
  type CustomDescriptionResponse,
  type CustomTaglineResponse,
  type DisplayTagsResponse,
  type InfluencerSettingsResponse,
  type InfluencerTagsResponse,
  type InfluencerTeamSettings,
  type RateCardRow,
  type WidgetKey,
} from '@tpp/contracts';
import { DataSource, type EntityManager } from 'typeorm';
import { ApiException } from '../../../infrastructure/http/api-exception.js';
import type { TeamScope } from '../../accounts/auth/request-auth.js';
import type {
  InfluencerLocationDto,
  InfluencerTeamSettingsDto,
  RateCardRowDto,
} from '../dto/talent-requests.dto.js';
import { CaseStudy } from '../entities/case-study.entity.js';
import { Influencer } from '../entities/influencer.entity.js';
import { SocialAccount } from '../entities/social-account.entity.js';
import { TeamInfluencer } from '../entities/team-influencer.entity.js';
import { renderMarkdown } from '../markdown/markdown.js';
import { PublicRosterCache } from './public-roster-cache.js';
import { influencerNotFound } from './talent-errors.js';

const MAX_HIDDEN_STATS_PER_ACCOUNT = 50;
const STAT_KEY_PATTERN = /^[a-z][a-z0-9_]{0,63}$/;

/** Every write of a team's customisation of a creator; each is scoped to the caller's team. */
@Injectable()
export class CustomisationService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly cache: PublicRosterCache,
  ) {}

  /** Locks and returns the roster entry of (team, creator), or 404 like a missing creator. */
  private async entry(manager: EntityManager, teamId: number, influencerId: number): Promise<TeamInfluencer> {
    const entry = await manager.getRepository(TeamInfluencer).findOne({
      where: { teamId, influencerId },
      lock: { mode: 'pessimistic_write' },
    });
    if (!entry) throw influencerNotFound();
    return entry;
  }

  /** Runs `change` on the locked entry in a transaction, saves it, and invalidates the public roster. */
  private async update<T>(
    teamId: number,
    influencerId: number,
    change: (entry: TeamInfluencer, manager: EntityManager) => T | Promise<T>,
  ): Promise<T> {
    const result = await this.db.transaction(async (manager) => {
      const entry = await this.entry(manager, teamId, influencerId);
      const answer = await change(entry, manager);
      await manager.getRepository(TeamInfluencer).save(entry);
      return answer;
    });
    this.cache.invalidate(teamId);
    return result;
  }

  customDescription(
    team: TeamScope,
    influencerId: number,
    description: string,
  ): Promise<CustomDescriptionResponse> {
    return this.update(team.teamId, influencerId, (entry) => {
      // '' deletes the custom description; '-' hides the default one (kept as '-').
      const text = description.trim() === '' ? null : description.trim() === '-' ? '-' : description;
      entry.customDescription = text;
      return {
        success: true,
        custom_description: text,
        custom_description_html: text === null ? null : text === '-' ? '' : renderMarkdown(text),
      };
    });
  }

  customTagline(team: TeamScope, influencerId: number, tagline: string): Promise<CustomTaglineResponse> {
    const text = tagline.trim();
    if (!isValidTagline(text))
      throw ApiException.badRequest(TALENT_MESSAGES.taglineTooLong, {
        tagline: [TALENT_MESSAGES.taglineTooLong],
      });
    return this.update(team.teamId, influencerId, (entry) => {
      entry.tagline = text || null;
      return { success: true, tagline: entry.tagline };
    });
  }

  tags(team: TeamScope, influencerId: number, tags: string[]): Promise<InfluencerTagsResponse> {
    const normalised = normaliseTags(tags);
    return this.update(team.teamId, influencerId, (entry) => {
      const byKey = new Map(normalised.map((tag) => [tag.toLowerCase(), tag]));
      entry.tags = normalised;
      // Displayed tags that are no longer tags go; the rest follow the new spelling.
      entry.displayTags = entry.displayTags.flatMap((tag) => byKey.get(tag.toLowerCase()) ?? []);
      return { success: true, tags: entry.tags, display_tags: entry.displayTags };
    });
  }

  displayTags(team: TeamScope, influencerId: number, displayTags: string[]): Promise<DisplayTagsResponse> {
    return this.update(team.teamId, influencerId, (entry) => {
      const problem = checkDisplayTags(displayTags, entry.tags);
      if (problem === 'too_many')
        throw ApiException.badRequest(TALENT_MESSAGES.displayTagsLimit, {
          tags: [TALENT_MESSAGES.displayTagsLimit],
        });
      const byKey = new Map(entry.tags.map((tag) => [tag.toLowerCase(), tag]));
      if (problem === 'unknown_tag') {
        const unknown = normaliseTags(displayTags).find((tag) => !byKey.has(tag.toLowerCase())) ?? '';
        const message = `'${unknown}' is not one of this creator's tags. Add it to the tags first.`;
        throw ApiException.badRequest(message, { tags: [message] });
      }
      entry.displayTags = normaliseTags(displayTags).map((tag) => byKey.get(tag.toLowerCase()) ?? tag);
      return { success: true, display_tags: entry.displayTags };
    });
  }

  /** The location is the creator's, so a team's edit is stored as that team's override. */
  async location(team: TeamScope, body: InfluencerLocationDto): Promise<{ success: true }> {
    await this.update(team.teamId, body.influencer_id, (entry) => {
      entry.city = body.city.trim() || null;
      entry.state = body.state.trim() || null;
    });
    return { success: true };
  }

  advancedSettings(
    team: TeamScope,
    influencerId: number,
    stringified: string,
  ): Promise<AdvancedInfluencerSettingsResponse> {
    const invalid = (message: string) => ApiException.badRequest(message, { stringifiedSettings: [message] });
    let parsed: unknown;
    try {
      parsed = JSON.parse(stringified);
    } catch {
      throw invalid('stringifiedSettings must be valid JSON.');
    }
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
      throw invalid('stringifiedSettings must be a JSON object of social account ids to lists of stat keys.');
    const settings: Record<string, string[]> = {};
    for (const [key, value] of Object.entries(parsed)) {
      if (!/^\d{1,10}$/.test(key))
        throw invalid(`stringifiedSettings: '${key.slice(0, 40)}' is not a social account id.`);
      if (
        !Array.isArray(value) ||
        value.length > MAX_HIDDEN_STATS_PER_ACCOUNT ||
        !value.every((item) => typeof item === 'string' && STAT_KEY_PATTERN.test(item))
      )
        throw invalid(`stringifiedSettings: the value of '${key}' must be a list of stat keys.`);
      const keys = [...new Set(value as string[])];
      if (keys.length > 0) settings[key] = keys;
    }
    return this.update(team.teamId, influencerId, async (entry, manager) => {
      const accounts = await manager
        .getRepository(SocialAccount)
        .find({ where: { influencerId }, select: { id: true } });
      const own = new Set(accounts.map((account) => String(account.id)));
      const foreign = Object.keys(settings).find((key) => !own.has(key));
      if (foreign)
        throw invalid(`stringifiedSettings: '${foreign}' is not a social account of this creator.`);
      entry.statDisplaySettings = settings;
      return { success: true, stat_display_settings: settings };
    });
  }

  influencerSettings(
    team: TeamScope,
    influencerId: number,
    settings: InfluencerTeamSettingsDto,
  ): Promise<InfluencerSettingsResponse> {
    return this.update(team.teamId, influencerId, (entry) => {
      if (settings.excluded_post_ids !== undefined)
        entry.excludedPostIds = [
          ...new Set(settings.excluded_post_ids.map((id) => id.trim()).filter(Boolean)),
        ];
      if (settings.disabledInfoBoxes !== undefined)
        entry.disabledInfoBoxes = [...new Set(settings.disabledInfoBoxes)];
      if (settings.custom_display_name !== undefined)
        entry.customDisplayName = settings.custom_display_name?.trim() || null;
      const answer: InfluencerTeamSettings = {
        custom_display_name: entry.customDisplayName,
        excluded_post_ids: entry.excludedPostIds,
        disabledInfoBoxes: entry.disabledInfoBoxes as WidgetKey[],
      };
      return { success: true, settings: answer };
    });
  }

  async rateCard(
    team: TeamScope,
    influencerId: number,
    rows: RateCardRowDto[],
    remove: boolean,
  ): Promise<'OK'> {
    const cleaned: RateCardRow[] = rows.map((row) => ({
      platform: row.platform,
      description: row.description.trim(),
      rate: row.rate.trim(),
    }));
    const check = remove ? 'remove' : checkRateCard(cleaned);
    if (typeof check === 'object') {
      const field = `rate_card[${check.incompleteRow}]`;
      const message = `Row ${check.incompleteRow + 1} of the rate card needs a platform, a description and a rate.`;
      throw ApiException.badRequest(message, { [field]: [message] });
    }
    await this.update(team.teamId, influencerId, (entry) => {
      entry.rateCard = check === 'remove' ? null : cleaned;
    });
    return 'OK';
  }

  /** Takes the creator off the team's roster; the team's customisations and case studies go with it. */
  async removeFromRoster(team: TeamScope, influencerId: number): Promise<{ success: true }> {
    await this.db.transaction(async (manager) => {
      await this.entry(manager, team.teamId, influencerId);
      await manager.getRepository(CaseStudy).delete({ teamId: team.teamId, influencerId });
      await manager.getRepository(TeamInfluencer).delete({ teamId: team.teamId, influencerId });
      // A creator whose primary team let go of them takes their earliest remaining team as primary.
      await manager
        .createQueryBuilder()
        .update(Influencer)
        .set({
          primaryTeamId: () =>
            `(SELECT ti.team_id FROM team_influencers ti WHERE ti.influencer_id = ${Number(influencerId)}
               ORDER BY ti.added_at, ti.team_id LIMIT 1)`,
        })
        .where('id = :id AND primary_team_id = :team', { id: influencerId, team: team.teamId })
        .execute();
    });
    this.cache.invalidate(team.teamId);
    return { success: true };
  }
}
