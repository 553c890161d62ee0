import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** An answer of the brand response form on a shared sheet. */
@Entity({ name: 'sheet_responses' })
export class SheetResponse {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ name: 'sheet_id', type: 'integer' })
  sheetId!: number;

  @Column({ name: 'responder_name', type: 'text' })
  responderName!: string;

  @Column({ name: 'responder_email', type: 'citext' })
  responderEmail!: string;

  @Column({ type: 'text', default: '' })
  comments!: string;

  @Column({ name: 'liked_influencer_ids', type: 'integer', array: true, default: () => "'{}'" })
  likedInfluencerIds!: number[];

  /** SHA-256 of the sender's IP with a fixed prefix (never the IP itself). */
  @Column({ name: 'ip_hash', type: 'text', nullable: true })
  ipHash!: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
