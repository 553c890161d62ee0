import type {
  AiDirectoryAccount,
  BriefFit,
  BriefReading,
  DirectoryAccount,
  RelaxedConstraint,
  RosterInfluencer,
  SuggestedInfluencer,
  TagSuggestion,
} from '@tpp/contracts';
import type { Brief, Constraint } from '../engine/brief.js';
import { stateName, type CreatorRecord } from '../engine/creator.js';
import type { AiCreatorRow } from '../repositories/ai-creators.repository.js';

/** A creator row as the engine reads it; `descriptionTags` are the tagger's reading of its description. */
export function mapCreatorRecord(row: AiCreatorRow, descriptionTags: string[]): CreatorRecord {
  return {
    id: row.id,
    name: row.fullname,
    description: creatorText(row),
    tags: row.tags,
    descriptionTags,
    city: row.city,
    state: stateName(row.state),
    country: row.country,
    gender: row.gender,
    age: row.age,
    accounts: row.accounts.map((account) => ({
      id: account.id,
      platform: account.platform,
      handle: account.handle,
      followers: Number(account.followers),
      engagementRate: account.engagement_rate,
      avgViews: account.average_views,
      usShare: account.us_audience_share,
      female: account.female,
      male: account.male,
      ages: account.ages,
      countries: (Array.isArray(account.countries) ? account.countries : [])
        .filter((c) => typeof c.code === 'string' && typeof c.weight === 'number')
        .map((c) => ({ code: c.code!, name: c.name ?? c.code!, share: c.weight! }))
        .sort((a, b) => b.share - a.share),
      primary: account.primary,
    })),
  };
}

/** The general description plus the team's custom description ('-' only hides the default). */
export function creatorText(row: Pick<AiCreatorRow, 'description' | 'custom_description'>): string {
  const custom = row.custom_description?.trim();
  return [row.description, custom && custom !== '-' ? custom : ''].filter(Boolean).join('\n\n');
}

export function mapBriefReading(
  brief: Brief,
  applied: readonly Constraint[],
  relaxed: RelaxedConstraint[],
): BriefReading {
  return {
    constraints: applied.map((constraint) => constraint.label),
    niches: brief.niches,
    relaxed,
    not_checked: brief.unread,
  };
}

export function mapSuggestedInfluencer(
  id: number,
  explanation: string,
  fit: BriefFit,
  influencer: RosterInfluencer,
): SuggestedInfluencer {
  return { id, explanation, fit, influencer };
}

export function mapTagSuggestion(tag: string, reason: string, applied: boolean): TagSuggestion {
  return { tag, reason, applied };
}

export function mapAiDirectoryAccount(
  account: DirectoryAccount,
  explanation: string,
  fit: BriefFit,
): AiDirectoryAccount {
  return { ...account, explanation, fit };
}
