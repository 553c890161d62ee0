import type { AudienceFollowers, NotableFollower } from '@tpp/contracts';
import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { bigintAsNumber } from './numeric.js';

/** Every platform the data may carry (the UI shows instagram, tiktok and youtube in full). */
export const ALL_SOCIAL_PLATFORMS = [
  'instagram',
  'tiktok',
  'youtube',
  'twitter',
  'snapchat',
  'facebook',
  'twitch',
  'linkedin',
  'pinterest',
  'reddit',
  'soundcloud',
  'spotify',
  'vimeo',
  'vine',
  'vk',
  'weibo',
  'whatsapp',
  'wordpress',
] as const;

/**
 * A creator's account on one platform. Percent columns (engagement_rate, us_audience_share,
 * audience_*_percent, audience_age_*) are 0..100; `audience` keeps weights 0..1.
 * Unique by (platform, lower(handle)) (index social_accounts_platform_handle_key, in the migration).
 */
@Entity({ name: 'social_accounts' })
export class SocialAccount {
  @PrimaryGeneratedColumn()
  id!: number;

  @Index('social_accounts_influencer_id_idx')
  @Column({ name: 'influencer_id', type: 'integer' })
  influencerId!: number;

  @Column({ type: 'text' })
  platform!: string;

  @Column({ name: 'platform_account_name', type: 'text' })
  platformAccountName!: string;

  @Column({ name: 'platform_account_nickname', type: 'text', default: '' })
  platformAccountNickname!: string;

  @Column({ name: 'platform_account_id', type: 'text', default: '' })
  platformAccountId!: string;

  @Column({ name: 'profile_url', type: 'text', default: '' })
  profileUrl!: string;

  @Column({ name: 'picture_main_url', type: 'text', default: '' })
  pictureMainUrl!: string;

  @Column({ type: 'bigint', default: 0, transformer: bigintAsNumber })
  followers!: number;

  @Column({ name: 'engagement_rate', type: 'real', nullable: true })
  engagementRate!: number | null;

  @Column({ name: 'avg_likes', type: 'integer', nullable: true })
  avgLikes!: number | null;

  @Column({ name: 'avg_views', type: 'integer', nullable: true })
  avgViews!: number | null;

  @Column({ name: 'avg_comments', type: 'integer', nullable: true })
  avgComments!: number | null;

  @Column({ name: 'avg_story_reach', type: 'integer', nullable: true })
  avgStoryReach!: number | null;

  @Column({ name: 'avg_story_clicks', type: 'integer', nullable: true })
  avgStoryClicks!: number | null;

  @Column({ name: 'avg_reels_plays', type: 'integer', nullable: true })
  avgReelsPlays!: number | null;

  @Column({ name: 'avg_reels_engagement', type: 'integer', nullable: true })
  avgReelsEngagement!: number | null;

  @Column({ name: 'us_audience_share', type: 'real', nullable: true })
  usAudienceShare!: number | null;

  @Column({ name: 'audience_female_percent', type: 'real', nullable: true })
  audienceFemalePercent!: number | null;

  @Column({ name: 'audience_male_percent', type: 'real', nullable: true })
  audienceMalePercent!: number | null;

  @Column({ name: 'audience_age_13_17', type: 'real', nullable: true })
  audienceAge13To17!: number | null;

  @Column({ name: 'audience_age_18_24', type: 'real', nullable: true })
  audienceAge18To24!: number | null;

  @Column({ name: 'audience_age_25_34', type: 'real', nullable: true })
  audienceAge25To34!: number | null;

  @Column({ name: 'audience_age_35_44', type: 'real', nullable: true })
  audienceAge35To44!: number | null;

  @Column({ name: 'audience_age_45_64', type: 'real', nullable: true })
  audienceAge45To64!: number | null;

  /** Detailed audience (weights 0..1), null when the provider has none. */
  @Column({ type: 'jsonb', nullable: true })
  audience!: AudienceFollowers | null;

  @Column({ name: 'notable_followers', type: 'jsonb', default: () => "'[]'::jsonb" })
  notableFollowers!: NotableFollower[];

  @Column({ name: 'is_primary', type: 'boolean', default: false })
  isPrimary!: boolean;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
