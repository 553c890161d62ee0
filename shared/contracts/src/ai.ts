/**
 * The AI helpers (docs/product/ai-helpers.md: the Tagging Assistant, the sheet
 * editor's 'Assistant', the advanced search, the tag-helper, sheet-helper, special-note-helper
 * and advanced-filters-ai calls).
 *
 * Every helper works offline by default: a rule-based engine reads the brief's explicit
 * constraints and the creators' real data. A hosted language model (any OpenAI-compatible
 * endpoint) can be configured to rank and write from the candidates the engine chose; its answer
 * is checked, and a timeout or a malformed answer falls back to the engine. Every explanation
 * names facts that are true of that creator.
 *
 * Errors use the house error shape (`ApiErrorBody`): a description under AI_DESCRIPTION_MIN
 * characters answers 400 naming `description` with AI_MESSAGES.descriptionTooShort.
 */
import type { DirectoryAccount, DirectoryQuery } from './directory.js';
import type { RosterInfluencer } from './talent.js';

/** A campaign description needs at least this many characters (docs/product/ai-helpers.md). */
export const AI_DESCRIPTION_MIN = 20;
/** The longest description a helper reads (a pasted brief). */
export const AI_DESCRIPTION_MAX = 5000;
/** The AI advanced search answers at most this many accounts. */
export const AI_SEARCH_LIMIT = 200;
/** The most creators the sheet Assistant suggests at once. */
export const AI_SHEET_SUGGESTIONS_MAX = 20;
/** The most tags the Tagging Assistant suggests at once. */
export const AI_TAG_SUGGESTIONS_MAX = 8;
/** The most creators a request may name as already included. */
export const AI_INCLUDED_MAX = 1000;

export const AI_MESSAGES = {
  descriptionTooShort: 'To find good matches, your description needs to be a bit longer',
  noTagSuggestions: 'No tag suggestions available for this creator. Try selecting another creator.',
  somethingWentWrong: 'Something went wrong.',
} as const;

/** POST /api/tag-helper. */
export interface TagHelperRequest {
  /** The creator's general description, plus the team's custom description when present. */
  description: string;
  /**
   * The creator the description belongs to (optional; on the caller's roster, else 404): its
   * recorded city and state count too, and tags it already has are marked.
   */
  influencer_id?: number;
}

/** A suggested tag and why. */
export interface TagSuggestion {
  /** A tag of the master list or one of the team's own tags, spelled as there. */
  tag: string;
  /** The words of the description (or the record) it was read from, e.g. "'mua' and '💄' in the description". */
  reason: string;
  /** The creator already has this tag (only with influencer_id). */
  applied: boolean;
}

export interface TagHelperResponse {
  /** The suggested tags, the best first (at most AI_TAG_SUGGESTIONS_MAX); [] when none. */
  tags: string[];
  suggestions: TagSuggestion[];
}

/** A constraint of the brief that nothing on the roster met, so it was not applied. */
export interface RelaxedConstraint {
  /** The constraint as read, e.g. "audience in Canada". */
  constraint: string;
  reason: string;
}

/** What the helper read from a brief (shown so the agent can check it). */
export interface BriefReading {
  /** Each explicit constraint in words, e.g. "TikTok", "100K to 500K followers", "Gen Z audience (18-24)". */
  constraints: string[];
  /** The niches (tags) the brief is about. */
  niches: string[];
  /** Constraints dropped because no creator met them. */
  relaxed: RelaxedConstraint[];
  /** Requirements the brief states that the reader could not read: never checked, e.g. "on Twitch". */
  not_checked: string[];
}

/**
 * How one result meets the brief, checked on the creator's data (docs/product/ai-helpers.md):
 * `meets` every constraint read holds and the brief has nothing unread; `meets_checked` every
 * checked constraint holds but something was not checked (`not_checked`); `partial` it misses
 * `missed`. Full matches come first.
 */
export interface BriefFit {
  status: 'meets' | 'meets_checked' | 'partial';
  /** The constraints that hold, in words ("TikTok", "based in Austin"). */
  met: string[];
  /** What the creator has instead of each failed constraint ("No Fitness tag", "Based in Busan"). */
  missed: string[];
  /** The brief's requirements not checked for this creator (unread, or no data on its record). */
  not_checked: string[];
}

/** POST /api/sheet-helper. */
export interface SheetHelperRequest {
  description: string;
  /** Creators (influencer ids) already on the sheet: never suggested. */
  included_influencers: number[];
}

export interface SuggestedInfluencer {
  /** The influencer id. */
  id: number;
  /** Why this creator fits, citing facts from the creator's data. */
  explanation: string;
  /** Whether it meets the brief, constraint by constraint. */
  fit: BriefFit;
  /** The creator as the roster shows it (to add to the sheet). */
  influencer: RosterInfluencer;
}

export interface SheetHelperResponse {
  /** The best matches first (at most AI_SHEET_SUGGESTIONS_MAX); [] when none. */
  influencers: SuggestedInfluencer[];
  brief: BriefReading;
}

/** POST /api/special-note-helper. */
export interface SpecialNoteHelperRequest {
  /** A creator on the caller's roster (else 404). */
  influencer_id: number;
  /** The campaign brief. */
  description: string;
}

export interface SpecialNoteHelperResponse {
  /** A pitch note for this creator and this brief, to edit before saving. */
  explanation: string;
}

/** POST /api/advanced-filters-ai: the directory search's parameters plus the brief. */
export interface AdvancedFiltersAiRequest extends Omit<
  DirectoryQuery,
  'page' | 'cursor' | 'sort' | 'order' | 'limit' | 'talent_sheet'
> {
  /** At most AI_SEARCH_LIMIT (the default). */
  limit?: number;
  talent_sheet?: boolean;
  description: string;
  /** Creators (influencer ids) already on the sheet: never answered. */
  included_influencers?: number[];
}

export interface AiDirectoryAccount extends DirectoryAccount {
  explanation: string;
  /** Whether it meets the brief, constraint by constraint. */
  fit: BriefFit;
}

export interface AdvancedFiltersAiResponse {
  /** The matches of the filters, the best fit to the description first (at most `limit`). */
  accounts: AiDirectoryAccount[];
  brief: BriefReading;
}
