import { socialProfileUrl, type RequestedSocial, type SocialPlatform } from '@tpp/contracts';
import {
  generateCreator,
  isValidHandle,
  type GeneratedAccount,
  type GeneratedCreator,
} from '../../talent-data/generator/generate.js';
import { hashString } from '../../talent-data/generator/prng.js';
import {
  SocialAccountNotFound,
  type FetchedCreator,
  type SocialDataProvider,
} from './social-data-provider.js';

/** Creators tried per account until one has an account on the requested platform. */
const MAX_CANDIDATES = 64;

function seedOf(platform: SocialPlatform, handle: string): number {
  return hashString(`${platform}:${handle.toLowerCase()}`);
}

/**
 * The default provider: no network. Believable data derived deterministically from the handles
 * by the seed generator (talent-data/generator): the same handle always gives the same
 * followers, audience and posts. A handle it cannot resolve (not 1-30 of a-z, 0-9, '.', '_', the
 * platforms' own handle syntax) is not found.
 */
export class OfflineSocialDataProvider implements SocialDataProvider {
  readonly name = 'offline';

  fetchCreator(request: { name: string; socials: readonly RequestedSocial[] }): Promise<FetchedCreator> {
    for (const social of request.socials)
      if (!isValidHandle(social.handle.toLowerCase()))
        return Promise.reject(new SocialAccountNotFound(social.platform, social.handle));
    const primary = request.socials.find((social) => social.primary) ?? request.socials[0]!;
    const base = generateCreator(seedOf(primary.platform, primary.handle), 0, { withPosts: true });
    const accounts = request.socials.map((social) => this.account(social, base));
    const baseFirst = base.fullname.split(' ')[0] ?? '';
    const first = request.name.trim().split(/\s+/)[0] ?? request.name;
    return Promise.resolve({
      description: baseFirst ? base.description.split(baseFirst).join(first) : base.description,
      picture_main_url: base.picture_main_url,
      gender: base.gender,
      age: base.age,
      birth_year: base.birth_year,
      age_range: base.age_range,
      city: base.city,
      state: base.state,
      country: base.country,
      accounts,
    });
  }

  /** The first generated account on the social's platform, renamed to the requested handle. */
  private account(social: RequestedSocial, base: GeneratedCreator): GeneratedAccount {
    const handle = social.handle.toLowerCase();
    const seed = seedOf(social.platform, handle);
    for (let index = 0; index < MAX_CANDIDATES; index++) {
      const candidate =
        index === 0 && social.primary ? base : generateCreator(seed, index, { withPosts: true });
      const found = candidate.accounts.find((account) => account.platform === social.platform);
      if (!found) continue;
      return {
        ...found,
        platform_account_name: handle,
        profile_url: socialProfileUrl(social.platform, handle),
        picture_main_url: base.picture_main_url,
        is_primary: social.primary,
      };
    }
    throw new SocialAccountNotFound(social.platform, handle);
  }
}
