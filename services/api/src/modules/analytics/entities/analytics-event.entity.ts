import type { AnalyticsEventType } from '@tpp/contracts';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/**
 * One event a brand-facing page sent (POST /api/analytics). The viewer's IP is never stored:
 * ipHash is the SHA-256 of the IP and a per-database secret.
 */
@Entity({ name: 'analytics_events' })
export class AnalyticsEvent {
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id!: string;

  @Column({ name: 'event_type', type: 'text' })
  eventType!: AnalyticsEventType;

  @Column({ name: 'team_id', type: 'integer', nullable: true })
  teamId!: number | null;

  @Column({ name: 'sheet_id', type: 'integer', nullable: true })
  sheetId!: number | null;

  @Column({ name: 'collection_id', type: 'integer', nullable: true })
  collectionId!: number | null;

  @Column({ name: 'influencer_id', type: 'integer', nullable: true })
  influencerId!: number | null;

  @Column({ type: 'text', nullable: true })
  platform!: string | null;

  @Column({ type: 'text', nullable: true })
  url!: string | null;

  @Column({ name: 'viewer_email', type: 'citext', nullable: true })
  viewerEmail!: string | null;

  @Column({ name: 'user_id', type: 'integer', nullable: true })
  userId!: number | null;

  @Column({ name: 'ip_hash', type: 'text' })
  ipHash!: string;

  @Column({ name: 'user_agent', type: 'text', nullable: true })
  userAgent!: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
