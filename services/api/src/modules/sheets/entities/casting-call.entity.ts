import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/** A brand's creator call; calls are brand-side and visible to every agency team. */
@Entity({ name: 'casting_calls' })
export class CastingCall {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'text' })
  title!: string;

  @Column({ type: 'text', default: '' })
  description!: string;

  /** ISO date (yyyy-mm-dd). */
  @Column({ name: 'start_date', type: 'date', nullable: true })
  startDate!: string | null;

  @Column({ name: 'end_date', type: 'date', nullable: true })
  endDate!: string | null;

  @Column({ type: 'text', nullable: true })
  deliverables!: string | null;

  @Column({ type: 'text', nullable: true })
  locations!: string | null;

  @Column({ type: 'text', nullable: true })
  compensation!: string | null;

  @Column({ name: 'brand_represented', type: 'text', nullable: true })
  brandRepresented!: string | null;

  @Column({ name: 'display_images', type: 'jsonb', default: () => "'[]'::jsonb" })
  displayImages!: string[];

  @Column({ name: 'brand_name', type: 'text' })
  brandName!: string;

  @Column({ name: 'brand_image_url', type: 'text', nullable: true })
  brandImageUrl!: string | null;

  @Column({ name: 'created_by_user_id', type: 'integer', nullable: true })
  createdByUserId!: number | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
