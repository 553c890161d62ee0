import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  checkDisplayTags,
  checkRateCard,
  isValidTagline,
  normaliseTags,
  TALENT_ERROR_CODES,
  TALENT_MESSAGES,
  type AdvancedInfluencerSettingsResponse,
  type CustomDescriptionResponse,
  type CustomTaglineResponse,
  type DescriptionPreviewResponse,
  type DisplayTagsResponse,
  type InfluencerLocationRequest,
  type InfluencerSettingsResponse,
  type InfluencerTagsResponse,
  type InfluencerTeamSettings,
  type RateCardResponse,
  type RateCardRow,
  type SuccessResponse,
} from '@tpp/contracts';
import { DataSource, type EntityManager } from 'typeorm';
import { authorize } from '../../accounts/auth/policies.js';
import type { TeamScope } from '../../accounts/auth/request-auth.js';
import { customDescriptionHtml, mapInfluencerTeamSettings } from '../dto/profile.mapper.js';
import {
  CustomisationRepository,
  type CustomisationPatch,
  type CustomisationRow,
} from '../repositories/customisation.repository.js';
import { TalentException } from '../talent.errors.js';
import { parseHiddenStats } from './hidden-stats.js';
import { PublicRosterCache } from './public-roster-cache.js';

/**
 * The rate card call answers the JSON string "OK" (the product's old client reads it so). Fastify
 * sends a string answer as it is, so the handler answers the string's JSON form.
 */
const RATE_CARD_OK = JSON.stringify('OK') as RateCardResponse;

interface Change<T> {
  patch: CustomisationPatch;
  answer: T;
}

/** Every write of a team's customisation of a creator; each is scoped to the caller's team. */
@Injectable()
export class CustomisationService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly entries: CustomisationRepository,
    private readonly cache: PublicRosterCache,
  ) {}

  /** Locks the team's entry of (team, creator), roster or pitched, in the transaction, or 404 like a missing creator. */
  private async lock(
    tx: EntityManager,
    teamId: number,
    influencerId: number,
  ): Promise<CustomisationRow & { represented: boolean }> {
    const entry = await this.entries.lock(teamId, influencerId, tx);
    if (!entry) throw new TalentException(TALENT_ERROR_CODES.influencerNotFound);
    return entry;
  }

  /** Runs `change` on the locked entry in a transaction, writes its patch, and invalidates the public roster. */
  private async update<T>(
    teamId: number,
    influencerId: number,
    change: (entry: CustomisationRow, tx: EntityManager) => Change<T> | Promise<Change<T>>,
  ): Promise<T> {
    const answer = await this.db.transaction(async (tx) => {
      const { patch, answer } = await change(await this.lock(tx, teamId, influencerId), tx);
      await this.entries.update(teamId, influencerId, patch, tx);
      return answer;
    });
    this.cache.invalidate(teamId);
    return answer;
  }

  customDescription(
    team: TeamScope,
    influencerId: number,
    description: string,
  ): Promise<CustomDescriptionResponse> {
    // '' deletes the custom description; '-' hides the default one (kept as '-').
    const text = description.trim() === '' ? null : description.trim() === '-' ? '-' : description;
    return this.update(team.teamId, influencerId, () => ({
      patch: { custom_description: text },
      answer: {
        success: true,
        custom_description: text,
        custom_description_html: customDescriptionHtml(text),
      },
    }));
  }

  /** A draft rendered exactly as customDescription would store and show it; nothing is written. */
  descriptionPreview(description: string): DescriptionPreviewResponse {
    return { html: customDescriptionHtml(description.trim() === '' ? null : description) ?? '' };
  }

  customTagline(team: TeamScope, influencerId: number, tagline: string): Promise<CustomTaglineResponse> {
    const text = tagline.trim();
    if (!isValidTagline(text))
      throw new TalentException(TALENT_ERROR_CODES.invalidTagline, {
        fields: { tagline: [TALENT_MESSAGES.taglineTooLong] },
      });
    return this.update(team.teamId, influencerId, () => ({
      patch: { tagline: text || null },
      answer: { success: true, tagline: text || null },
    }));
  }

  tags(team: TeamScope, influencerId: number, tags: string[]): Promise<InfluencerTagsResponse> {
    const normalised = normaliseTags(tags);
    return this.update(team.teamId, influencerId, (entry) => {
      const byKey = new Map(normalised.map((tag) => [tag.toLowerCase(), tag]));
      // Displayed tags that are no longer tags go; the rest follow the new spelling.
      const displayTags = entry.display_tags.flatMap((tag) => byKey.get(tag.toLowerCase()) ?? []);
      return {
        patch: { tags: normalised, display_tags: displayTags },
        answer: { success: true, tags: normalised, display_tags: displayTags },
      };
    });
  }

  displayTags(team: TeamScope, influencerId: number, displayTags: string[]): Promise<DisplayTagsResponse> {
    return this.update(team.teamId, influencerId, (entry) => {
      const problem = checkDisplayTags(displayTags, entry.tags);
      if (problem === 'too_many')
        throw new TalentException(TALENT_ERROR_CODES.invalidTags, {
          fields: { tags: [TALENT_MESSAGES.displayTagsLimit] },
        });
      const byKey = new Map(entry.tags.map((tag) => [tag.toLowerCase(), tag]));
      if (problem === 'unknown_tag') {
        const unknown = normaliseTags(displayTags).find((tag) => !byKey.has(tag.toLowerCase())) ?? '';
        const message = `'${unknown}' is not one of this creator's tags. Add it to the tags first.`;
        throw new TalentException(TALENT_ERROR_CODES.invalidTags, { message, fields: { tags: [message] } });
      }
      const shown = normaliseTags(displayTags).map((tag) => byKey.get(tag.toLowerCase()) ?? tag);
      return { patch: { display_tags: shown }, answer: { success: true, display_tags: shown } };
    });
  }

  /** The location is the creator's, so a team's edit is stored as that team's override. */
  location(team: TeamScope, body: InfluencerLocationRequest): Promise<SuccessResponse> {
    return this.update(team.teamId, body.influencer_id, () => ({
      patch: { city: body.city.trim() || null, state: body.state.trim() || null },
      answer: { success: true },
    }));
  }

  advancedSettings(
    team: TeamScope,
    influencerId: number,
    stringified: string,
  ): Promise<AdvancedInfluencerSettingsResponse> {
    const settings = parseHiddenStats(stringified);
    return this.update(team.teamId, influencerId, async (_entry, tx) => {
      const own = new Set((await this.entries.accountIds(team.teamId, influencerId, tx)).map(String));
      const foreign = Object.keys(settings).find((key) => !own.has(key));
      if (foreign) {
        const message = `stringifiedSettings: '${foreign}' is not a social account of this creator.`;
        throw new TalentException(TALENT_ERROR_CODES.invalidStatSettings, {
          message,
          fields: { stringifiedSettings: [message] },
        });
      }
      return {
        patch: { stat_display_settings: settings },
        answer: { success: true, stat_display_settings: settings },
      };
    });
  }

  /** Only the keys given change. */
  influencerSettings(
    team: TeamScope,
    influencerId: number,
    settings: Partial<InfluencerTeamSettings>,
  ): Promise<InfluencerSettingsResponse> {
    return this.update(team.teamId, influencerId, (entry) => {
      const patch: CustomisationPatch = {};
      if (settings.excluded_post_ids !== undefined)
        patch.excluded_post_ids = [
          ...new Set(settings.excluded_post_ids.map((id) => id.trim()).filter(Boolean)),
        ];
      if (settings.disabledInfoBoxes !== undefined)
        patch.disabled_info_boxes = [...new Set(settings.disabledInfoBoxes)];
      if (settings.custom_display_name !== undefined)
        patch.custom_display_name = settings.custom_display_name?.trim() || null;
      return {
        patch,
        answer: { success: true, settings: mapInfluencerTeamSettings({ ...entry, ...patch }) },
      };
    });
  }

  /** Saves the rate card; all-empty rows or `remove` remove it. */
  async rateCard(
    team: TeamScope,
    influencerId: number,
    rows: RateCardRow[],
    remove: boolean,
  ): Promise<RateCardResponse> {
    const cleaned: RateCardRow[] = rows.map((row) => ({
      platform: row.platform,
      description: row.description.trim(),
      rate: row.rate.trim(),
    }));
    const check = remove ? 'remove' : checkRateCard(cleaned);
    if (typeof check === 'object') {
      const field = `rate_card[${check.incompleteRow}]`;
      const message = `Row ${check.incompleteRow + 1} of the rate card needs a platform, a description and a rate.`;
      throw new TalentException(TALENT_ERROR_CODES.invalidRateCard, {
        message,
        fields: { [field]: [message] },
      });
    }
    await this.update(team.teamId, influencerId, () => ({
      patch: { rate_card: check === 'remove' ? null : cleaned },
      answer: undefined,
    }));
    return RATE_CARD_OK;
  }

  /**
   * Takes the creator off the team's roster (team admins and platform admins, on both routes);
   * the team's customisations and case studies go with it.
   */
  async removeFromRoster(team: TeamScope, influencerId: number): Promise<SuccessResponse> {
    authorize(team, 'roster.remove');
    await this.db.transaction(async (tx) => {
      // A pitched creator is not on the roster: 404 like a creator off it (their sheets keep them).
      if (!(await this.lock(tx, team.teamId, influencerId)).represented)
        throw new TalentException(TALENT_ERROR_CODES.influencerNotFound);
      await this.entries.remove(team.teamId, influencerId, tx);
      // A creator whose primary team let go of them takes their earliest remaining team as primary.
      await this.entries.movePrimaryTeamFrom(team.teamId, influencerId, tx);
    });
    this.cache.invalidate(team.teamId);
    return { success: true };
  }
}
