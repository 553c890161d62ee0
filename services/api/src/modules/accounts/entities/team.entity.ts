import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/** Display and behaviour options of a team; keys are the spec's names. */
export interface TeamSettingsRecord {
  pageTheme?: string | null;
  noTalentSheets?: boolean;
  displayTableColor?: string | null;
  [displayOption: string]: unknown;
}

@Entity({ name: 'teams' })
export class Team {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'text' })
  name!: string;

  @Column({ name: 'image_url', type: 'text', nullable: true })
  imageUrl!: string | null;

  @Column({ type: 'jsonb', default: () => "'{}'::jsonb" })
  settings!: TeamSettingsRecord;

  @Column({ name: 'contact_email', type: 'citext', nullable: true })
  contactEmail!: string | null;

  @Column({ name: 'phone_number', type: 'text', nullable: true })
  phoneNumber!: string | null;

  @Column({ type: 'text', nullable: true })
  homepage!: string | null;

  @Column({ type: 'text', nullable: true })
  bio!: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
