import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

export type AuthTokenKind = 'magic_link' | 'password_reset' | 'registration';
export const AUTH_TOKEN_KINDS: readonly AuthTokenKind[] = ['magic_link', 'password_reset', 'registration'];

/** A single-use token mailed to a user; only its SHA-256 is stored. */
@Entity({ name: 'auth_tokens' })
export class AuthToken {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'enum', enum: AUTH_TOKEN_KINDS, enumName: 'auth_token_kind' })
  kind!: AuthTokenKind;

  @Column({ name: 'token_hash', type: 'text', unique: true })
  tokenHash!: string;

  @Index('auth_tokens_user_id_idx')
  @Column({ name: 'user_id', type: 'integer', nullable: true })
  userId!: number | null;

  @Column({ type: 'citext', nullable: true })
  email!: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt!: Date;

  @Column({ name: 'used_at', type: 'timestamptz', nullable: true })
  usedAt!: Date | null;
}
