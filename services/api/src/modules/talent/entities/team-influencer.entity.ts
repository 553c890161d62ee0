import type { RateCardRow } from '@tpp/contracts';
import { Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

/**
 * A creator on a team's roster, with everything that team customises: another team's
 * customisations of the same creator live on its own row and never mix.
 * city/state: the team's override of the creator's location (null: the creator's own).
 */
@Entity({ name: 'team_influencers' })
export class TeamInfluencer {
  @PrimaryColumn({ name: 'team_id', type: 'integer' })
  teamId!: number;

  @PrimaryColumn({ name: 'influencer_id', type: 'integer' })
  influencerId!: number;

  @Column({ type: 'text', array: true, default: () => "'{}'" })
  tags!: string[];

  @Column({ name: 'display_tags', type: 'text', array: true, default: () => "'{}'" })
  displayTags!: string[];

  @Column({ name: 'custom_description', type: 'text', nullable: true })
  customDescription!: string | null;

  @Column({ type: 'text', nullable: true })
  tagline!: string | null;

  @Column({ name: 'custom_picture_url', type: 'text', nullable: true })
  customPictureUrl!: string | null;

  @Column({ type: 'text', nullable: true })
  city!: string | null;

  @Column({ type: 'text', nullable: true })
  state!: string | null;

  /** social account id -> hidden stat keys */
  @Column({ name: 'stat_display_settings', type: 'jsonb', default: () => "'{}'::jsonb" })
  statDisplaySettings!: Record<string, string[]>;

  @Column({ name: 'excluded_post_ids', type: 'text', array: true, default: () => "'{}'" })
  excludedPostIds!: string[];

  @Column({ name: 'disabled_info_boxes', type: 'text', array: true, default: () => "'{}'" })
  disabledInfoBoxes!: string[];

  @Column({ name: 'custom_display_name', type: 'text', nullable: true })
  customDisplayName!: string | null;

  @Column({ name: 'rate_card', type: 'jsonb', nullable: true })
  rateCard!: RateCardRow[] | null;

  @Column({ name: 'hide_engagement_rate', type: 'boolean', default: false })
  hideEngagementRate!: boolean;

  /** Roster order (ascending; ties by added_at). */
  @Column({ type: 'integer', default: 0 })
  position!: number;

  @Column({ name: 'added_at', type: 'timestamptz', default: () => 'now()' })
  addedAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
