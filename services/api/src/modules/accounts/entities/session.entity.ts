import { Column, CreateDateColumn, Entity, Index, PrimaryColumn } from 'typeorm';

/** A server-side session. The id is the SHA-256 of the cookie's token, so a database leak yields no usable cookie. */
@Entity({ name: 'sessions' })
export class Session {
  @PrimaryColumn({ type: 'text' })
  id!: string;

  @Index('sessions_user_id_idx')
  @Column({ name: 'user_id', type: 'integer' })
  userId!: number;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @Column({ name: 'last_seen_at', type: 'timestamptz' })
  lastSeenAt!: Date;

  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt!: Date;

  @Column({ name: 'revoked_at', type: 'timestamptz', nullable: true })
  revokedAt!: Date | null;

  @Column({ name: 'user_agent', type: 'text', nullable: true })
  userAgent!: string | null;

  @Column({ type: 'text', nullable: true })
  ip!: string | null;
}
