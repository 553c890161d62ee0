import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/**
 * A team's ordered group of talent sheets. `id` is internal only: every URL and answer uses
 * `publicId` (12 random bytes, base64url, 16 characters).
 */
@Entity({ name: 'collections' })
export class Collection {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ name: 'public_id', type: 'text', unique: true })
  publicId!: string;

  @Column({ name: 'team_id', type: 'integer' })
  teamId!: number;

  @Column({ name: 'creator_user_id', type: 'integer', nullable: true })
  creatorUserId!: number | null;

  @Column({ type: 'text' })
  title!: string;

  /** Bumped by every write; a save must carry the version it was based on. */
  @Column({ type: 'integer', default: 1 })
  version!: number;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
