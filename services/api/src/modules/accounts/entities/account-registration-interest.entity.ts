import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A visitor's request for an account, sent from the sign-up interest form. */
@Entity({ name: 'account_registration_interest' })
export class AccountRegistrationInterest {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'text' })
  name!: string;

  @Column({ type: 'citext', unique: true })
  email!: string;

  @Column({ type: 'text', nullable: true })
  affiliation!: string | null;

  @Column({ name: 'ip', type: 'text', nullable: true })
  ip!: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
