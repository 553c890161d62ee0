import type { TeamRole } from '@tpp/contracts';
import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  Unique,
  type Relation,
} from 'typeorm';
import { Team } from './team.entity.js';

export const TEAM_ROLES: readonly TeamRole[] = ['member', 'team_admin', 'team_contact'];

@Entity({ name: 'team_memberships' })
@Unique('team_memberships_user_team_key', ['userId', 'teamId'])
export class TeamMembership {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ name: 'user_id', type: 'integer' })
  userId!: number;

  @Index('team_memberships_team_id_idx')
  @Column({ name: 'team_id', type: 'integer' })
  teamId!: number;

  @ManyToOne(() => Team, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'team_id' })
  team!: Relation<Team>;

  @Column({ type: 'enum', enum: TEAM_ROLES, enumName: 'team_role', default: 'member' })
  role!: TeamRole;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
