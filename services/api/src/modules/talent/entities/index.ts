import { CaseStudy } from './case-study.entity.js';
import { Influencer } from './influencer.entity.js';
import { SocialPost } from './post.entity.js';
import { SocialAccount } from './social-account.entity.js';
import { TeamInfluencer } from './team-influencer.entity.js';

export { CaseStudy, Influencer, SocialAccount, SocialPost, TeamInfluencer };
export { ALL_SOCIAL_PLATFORMS } from './social-account.entity.js';

/** The talent entities, for TypeOrmModule.forFeature. */
export const TALENT_ENTITIES = [Influencer, SocialAccount, SocialPost, TeamInfluencer, CaseStudy];
