import { ApiProperty } from '@nestjs/swagger';
import {
  ADMIN_USER_STATUSES,
  type AdminTeam,
  type AdminTeamsResponse,
  type AdminUser,
  type AdminUserStatus,
  type AdminUsersResponse,
  type AuditEntry,
  type AuditLogResponse,
} from '@tpp/contracts';

export class AdminTeamDto implements AdminTeam {
  @ApiProperty() id!: number;
  @ApiProperty() team_name!: string;
  @ApiProperty() is_active!: boolean;
}

export class AdminTeamsResponseDto implements AdminTeamsResponse {
  @ApiProperty({ type: [AdminTeamDto] }) teams!: AdminTeamDto[];
}

export class AuditEntryDto implements AuditEntry {
  @ApiProperty() id!: number;
  @ApiProperty({ description: 'Who: the admin or staff member who signed in' }) actor_email!: string;
  @ApiProperty({ nullable: true, type: String }) as_team_name!: string | null;
  @ApiProperty({ nullable: true, type: String }) as_user_email!: string | null;
  @ApiProperty({ description: 'What: the action or the call made' }) action!: string;
  @ApiProperty({ format: 'date-time' }) created_at!: string;
}

export class AuditLogResponseDto implements AuditLogResponse {
  @ApiProperty({ type: [AuditEntryDto] }) entries!: AuditEntryDto[];
  @ApiProperty() page!: number;
  @ApiProperty() has_more!: boolean;
}

export class AdminUserDto implements AdminUser {
  @ApiProperty() id!: number;
  @ApiProperty() email!: string;
  @ApiProperty() full_name!: string;
  @ApiProperty({ nullable: true, type: String }) team_name!: string | null;
  @ApiProperty() is_admin!: boolean;
  @ApiProperty() is_staff!: boolean;
  @ApiProperty() account_disabled!: boolean;
  @ApiProperty({
    enum: ADMIN_USER_STATUSES,
    description:
      'From the data: disabled; active (a member of an organization); invited or invitation_expired (no organization, a pending invitation); no_organization',
  })
  status!: AdminUserStatus;
}

export class AdminUsersResponseDto implements AdminUsersResponse {
  @ApiProperty({ type: [AdminUserDto] }) users!: AdminUserDto[];
}
