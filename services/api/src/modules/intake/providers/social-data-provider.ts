import type { RequestedSocial, SocialPlatform } from '@tpp/contracts';
import type { GeneratedAccount } from '../../talent-data/generator/generate.js';

/**
 * What a social-data provider answers for an add-talent request: the creator and one account per
 * requested social, with audience data and posts. The shape is the seed generator's (the tables'
 * columns): percent columns 0..100, audience JSON weights 0..1, posts per list type.
 */
export interface FetchedCreator {
  description: string;
  picture_main_url: string;
  gender: 'male' | 'female' | null;
  age: number | null;
  birth_year: number | null;
  age_range: string | null;
  city: string | null;
  state: string | null;
  country: string | null;
  /** One per requested social, in the request's order; `is_primary` as requested. */
  accounts: GeneratedAccount[];
}

/** The provider knows no such account: the task ends in error at once (no retry). */
export class SocialAccountNotFound extends Error {
  constructor(
    readonly platform: SocialPlatform,
    readonly handle: string,
  ) {
    super(`No ${platform} account @${handle}`);
    this.name = 'SocialAccountNotFound';
  }
}

/**
 * The social-data provider interface (Add Talent's background task calls it). A real provider
 * (a data vendor's API) implements it and is chosen with SOCIAL_DATA_PROVIDER; it throws
 * SocialAccountNotFound for a handle that does not exist, and any other error for a failure
 * worth retrying (network, rate limit): the job queue retries those with backoff.
 */
export interface SocialDataProvider {
  readonly name: string;
  fetchCreator(request: { name: string; socials: readonly RequestedSocial[] }): Promise<FetchedCreator>;
}

/** Nest token of the configured provider. */
export const SOCIAL_DATA_PROVIDER = Symbol('SOCIAL_DATA_PROVIDER');
