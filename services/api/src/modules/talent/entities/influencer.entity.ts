import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/** A creator. Team-specific customisations live on TeamInfluencer, never here. */
@Entity({ name: 'influencers' })
export class Influencer {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'text' })
  fullname!: string;

  /** Default description (markdown); rendered and sanitised on output. */
  @Column({ type: 'text', default: '' })
  description!: string;

  @Column({ name: 'picture_main_url', type: 'text', default: '' })
  pictureMainUrl!: string;

  @Index('influencers_gender_idx')
  @Column({ type: 'text', nullable: true })
  gender!: 'male' | 'female' | null;

  @Column({ name: 'birth_year', type: 'smallint', nullable: true })
  birthYear!: number | null;

  /** Talent age in years (filterable). */
  @Index('influencers_age_idx')
  @Column({ type: 'smallint', nullable: true })
  age!: number | null;

  @Column({ name: 'age_range', type: 'text', nullable: true })
  ageRange!: string | null;

  @Column({ type: 'text', nullable: true })
  city!: string | null;

  @Column({ type: 'text', nullable: true })
  state!: string | null;

  @Column({ type: 'text', nullable: true })
  country!: string | null;

  /** The team whose customisations the public link shows. */
  @Index('influencers_primary_team_id_idx')
  @Column({ name: 'primary_team_id', type: 'integer', nullable: true })
  primaryTeamId!: number | null;

  @Column({ name: 'primary_social_id', type: 'integer', nullable: true })
  primarySocialId!: number | null;

  @Column({ name: 'last_data_update', type: 'timestamptz', nullable: true })
  lastDataUpdate!: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
