import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** 'brand': a heart sent from a shared sheet (responder fields); 'team': a team member's favorite (user_id). */
@Entity({ name: 'influencer_likes' })
export class InfluencerLikeRecord {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ name: 'team_id', type: 'integer' })
  teamId!: number;

  @Column({ name: 'influencer_id', type: 'integer' })
  influencerId!: number;

  /** Internal talent_sheets.id (null: a like not tied to a sheet). */
  @Column({ name: 'sheet_id', type: 'integer', nullable: true })
  sheetId!: number | null;

  @Column({ type: 'text' })
  source!: 'brand' | 'team';

  @Column({ name: 'user_id', type: 'integer', nullable: true })
  userId!: number | null;

  @Column({ name: 'responder_name', type: 'text', nullable: true })
  responderName!: string | null;

  @Column({ name: 'responder_email', type: 'citext', nullable: true })
  responderEmail!: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
