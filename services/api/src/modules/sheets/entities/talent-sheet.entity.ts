import type { CampaignData, CastingCallResponseStatus, SheetType } from '@tpp/contracts';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/**
 * A team's talent, campaign or casting-call response sheet. `id` is internal only: every URL and
 * answer uses `publicId` (12 random bytes, base64url, 16 characters).
 */
@Entity({ name: 'talent_sheets' })
export class TalentSheet {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ name: 'public_id', type: 'text', unique: true })
  publicId!: string;

  @Column({ name: 'team_id', type: 'integer' })
  teamId!: number;

  @Column({ name: 'creator_user_id', type: 'integer', nullable: true })
  creatorUserId!: number | null;

  @Column({ type: 'text', default: '' })
  title!: string;

  /** The public title; null shows 'Selected Talent'. */
  @Column({ type: 'text', nullable: true })
  description!: string | null;

  @Column({ name: 'sheet_type', type: 'text' })
  sheetType!: SheetType;

  @Column({ name: 'casting_call_id', type: 'integer', nullable: true })
  castingCallId!: number | null;

  @Column({ name: 'response_status', type: 'text', nullable: true })
  responseStatus!: CastingCallResponseStatus | null;

  @Column({ name: 'submitted_at', type: 'timestamptz', nullable: true })
  submittedAt!: Date | null;

  @Column({ name: 'campaign_description', type: 'text', nullable: true })
  campaignDescription!: string | null;

  @Column({ name: 'campaign_data', type: 'jsonb', default: () => "'{}'::jsonb" })
  campaignData!: CampaignData;

  @Column({ name: 'campaign_version', type: 'integer', default: 0 })
  campaignVersion!: number;

  /** Bumped by every write; a save must carry the version it was based on. */
  @Column({ type: 'integer', default: 1 })
  version!: number;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
