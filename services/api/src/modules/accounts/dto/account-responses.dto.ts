import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import type {
  ActingAs,
  AnonymousStatus,
  MessageResponse,
  RegistrationLookupResponse,
  SessionTeam,
  SignedInResponse,
  SignInStep,
  SignInStepResponse,
  TeamRole,
  TeamSettings,
  UserConfiguration,
  UserSettings,
  UserStatus,
} from '@tpp/contracts';

const TEAM_ROLE_VALUES: TeamRole[] = ['member', 'team_admin', 'team_contact'];

export class TeamSettingsDto implements TeamSettings {
  @ApiProperty({ type: String, nullable: true }) pageTheme!: string | null;
  @ApiProperty() noTalentSheets!: boolean;
  @ApiProperty({ type: String, nullable: true }) displayTableColor!: string | null;
}

export class SessionTeamDto implements SessionTeam {
  @ApiProperty() id!: number;
  @ApiProperty() name!: string;
  @ApiProperty({ type: String, nullable: true }) image_url!: string | null;
  @ApiProperty({ enum: TEAM_ROLE_VALUES }) role!: TeamRole;
  @ApiProperty() is_team_admin!: boolean;
  @ApiProperty() is_team_contact!: boolean;
  @ApiProperty({ type: TeamSettingsDto }) settings!: TeamSettingsDto;
}

export class UserSettingsDto implements UserSettings {
  @ApiProperty() email!: string;
  @ApiProperty() full_name!: string;
  @ApiProperty() nickname!: string;
}

export class AnonymousStatusDto implements AnonymousStatus {
  @ApiProperty({ enum: [false] }) authed!: false;
}

export class UserStatusDto implements UserStatus {
  @ApiProperty({ enum: [true] }) authed!: true;
  @ApiProperty() id!: number;
  @ApiProperty() account_id!: number;
  @ApiProperty() user_name!: string;
  @ApiProperty() email!: string;
  @ApiProperty({ type: Number, nullable: true }) primary_team_id!: number | null;
  @ApiProperty({ type: Number, nullable: true }) selectedTeamId!: number | null;
  @ApiProperty({ type: String, nullable: true }) team_name!: string | null;
  @ApiProperty({ enum: TEAM_ROLE_VALUES, nullable: true }) teamRole!: TeamRole | null;
  @ApiProperty({ type: [SessionTeamDto] }) teams!: SessionTeamDto[];
  @ApiProperty({ type: UserSettingsDto }) settings!: UserSettingsDto;
  @ApiProperty({ type: TeamSettingsDto }) teamSettings!: TeamSettingsDto;
  @ApiProperty({ type: [Number] }) favoriteInfluencers!: number[];
  @ApiProperty() search_only!: boolean;
  @ApiProperty() is_admin!: boolean;
  @ApiProperty() is_staff!: boolean;
  @ApiProperty() is_team_admin!: boolean;
  @ApiProperty() noTeam!: boolean;
  @ApiProperty() account_disabled!: boolean;
  @ApiProperty() suspended!: boolean;
  @ApiProperty({ description: "The 'New Look' dialog shows while true" }) show_notification!: boolean;
  @ApiProperty() has_unread_conversations!: boolean;
  @ApiProperty({
    required: false,
    nullable: true,
    type: Object,
    description:
      "While an admin acts as a team ({kind:'team', team_id, team_name, real_email}) or staff spoof a user " +
      "({kind:'user', user_id, email, full_name, real_email}); null otherwise",
  })
  acting_as?: ActingAs | null;
  @ApiProperty({
    required: false,
    nullable: true,
    type: String,
    description: 'The older site version (OLD_SITE_URL), when configured',
  })
  old_site_url?: string | null;
}

/** A completed sign-in (SignedInResponse; the other answer of a sign-in is SignInStepResponseDto). */
export class SignInResponseDto implements SignedInResponse {
  @ApiProperty({ enum: [true] }) success!: true;
  @ApiProperty({ type: UserStatusDto }) user!: UserStatusDto;
  @ApiPropertyOptional({
    type: [String],
    description: 'Only when this sign-in turned two-factor sign-in on: the recovery codes, shown once',
  })
  recovery_codes?: string[];
}

/** A sign-in that needs a further step before any session exists (two-factor/README.md). */
export class SignInStepResponseDto implements SignInStepResponse {
  @ApiProperty({ enum: [true] }) success!: true;
  @ApiProperty({ enum: ['email_code', 'totp', 'totp_setup'] }) second_step!: SignInStep;
  @ApiPropertyOptional({ type: String, nullable: true, description: 'Where the mailed code went, masked' })
  email_hint?: string | null;
}

export class MessageResponseDto implements MessageResponse {
  @ApiProperty({ enum: [true] }) success!: true;
  @ApiProperty() message!: string;
}

export class RegistrationLookupResponseDto implements RegistrationLookupResponse {
  @ApiProperty() email!: string;
}

export class UserConfigurationDto implements UserConfiguration {
  @ApiProperty() email!: string;
  @ApiProperty() full_name!: string;
  @ApiProperty() nickname!: string;
}
