import type { CaseStudy as CaseStudyContract } from '@tpp/contracts';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A team's case study of a creator (texts are markdown, sanitised on output). */
@Entity({ name: 'case_studies' })
export class CaseStudy {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ name: 'influencer_id', type: 'integer' })
  influencerId!: number;

  @Column({ name: 'team_id', type: 'integer' })
  teamId!: number;

  @Column({ type: 'text' })
  title!: string;

  @Column({ name: 'brand_partner', type: 'text', default: '' })
  brandPartner!: string;

  @Column({ name: 'campaign_objectives', type: 'text', default: '' })
  campaignObjectives!: string;

  @Column({ name: 'campaign_summary', type: 'text', default: '' })
  campaignSummary!: string;

  @Column({ name: 'campaign_results', type: 'text', default: '' })
  campaignResults!: string;

  @Column({ name: 'highlighted_content_url', type: 'text', default: '' })
  highlightedContentUrl!: string;

  @Column({ name: 'content_thumbnail', type: 'text', nullable: true })
  contentThumbnail!: string | null;

  @Column({ name: 'horizontal_thumbnail', type: 'text', nullable: true })
  horizontalThumbnail!: string | null;

  @Column({ type: 'jsonb', default: () => "'[]'::jsonb" })
  stats!: CaseStudyContract['stats'];

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
