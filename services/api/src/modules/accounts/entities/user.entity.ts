import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

@Entity({ name: 'users' })
export class User {
  @PrimaryGeneratedColumn()
  id!: number;

  /** Stored normalised (trimmed, lower case); citext makes lookups case-insensitive anyway. */
  @Column({ type: 'citext', unique: true })
  email!: string;

  /** Null until the invited user confirms the account and chooses a password. */
  @Column({ name: 'password_hash', type: 'text', nullable: true, select: false })
  passwordHash!: string | null;

  @Column({ name: 'full_name', type: 'text', default: '' })
  fullName!: string;

  @Column({ type: 'text', default: '' })
  nickname!: string;

  @Column({ name: 'is_admin', type: 'boolean', default: false })
  isAdmin!: boolean;

  @Column({ name: 'is_staff', type: 'boolean', default: false })
  isStaff!: boolean;

  @Column({ name: 'search_only', type: 'boolean', default: false })
  searchOnly!: boolean;

  @Column({ name: 'account_disabled', type: 'boolean', default: false })
  accountDisabled!: boolean;

  @Column({ type: 'boolean', default: false })
  suspended!: boolean;

  /** The 'New Look' notification dialog shows while this is set. */
  @Column({ name: 'show_notification', type: 'boolean', default: false })
  showNotification!: boolean;

  @Column({ name: 'primary_team_id', type: 'integer', nullable: true })
  primaryTeamId!: number | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
