import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  SOCIAL_PLATFORMS,
  type AddInfluencerResponse,
  type AddTalentTask,
  type AddTalentTasksResponse,
  type CheckedSocial,
  type ConnectAccount,
  type ConnectStep,
  type ExistingSocialCreator,
  type InfluencerLogin,
  type InfluencerLoginResponse,
  type InfluencerLoginsResponse,
  type LoginSocial,
  type RequestedSocial,
  type SocialPlatform,
  type TalentConnectPage,
} from '@tpp/contracts';
import { MemberCreditsDto } from '../../../infrastructure/http/member-credits.dto.js';

export class RequestedSocialAnswerDto implements RequestedSocial {
  @ApiProperty({ enum: SOCIAL_PLATFORMS }) platform!: SocialPlatform;
  @ApiProperty({ description: 'Lower case, no @' }) handle!: string;
  @ApiProperty() primary!: boolean;
}

export class ExistingSocialCreatorDto implements ExistingSocialCreator {
  @ApiProperty() influencer_id!: number;
  @ApiProperty() fullname!: string;
  @ApiProperty({ enum: SOCIAL_PLATFORMS }) platform!: SocialPlatform;
  @ApiProperty() handle!: string;
}

export class CheckedSocialDto implements CheckedSocial {
  @ApiProperty({ enum: SOCIAL_PLATFORMS }) platform!: SocialPlatform;
  @ApiProperty() handle!: string;
  @ApiProperty() profile_url!: string;
}

/** Either `existing` (the team has the account) or `social` (the account, ready to add). */
export class CheckSocialResponseDto implements Partial<Record<'existing', ExistingSocialCreator>> {
  @ApiPropertyOptional({ type: ExistingSocialCreatorDto }) existing?: ExistingSocialCreatorDto;
  @ApiPropertyOptional({ type: CheckedSocialDto }) social?: CheckedSocialDto;
}

export class AddTalentTaskDto implements AddTalentTask {
  @ApiProperty() id!: number;
  @ApiProperty() influencer_name!: string;
  @ApiProperty({ type: String, nullable: true }) portrait_url!: string | null;
  @ApiProperty({ type: Number, nullable: true, description: 'Set once completed' }) influencer_id!:
    number | null;
  @ApiProperty() is_completed!: boolean;
  @ApiProperty() has_error!: boolean;
  @ApiProperty({ type: String, nullable: true }) error_message!: string | null;
  @ApiProperty({ type: [RequestedSocialAnswerDto] }) requested_socials!: RequestedSocialAnswerDto[];
  @ApiProperty({ type: RequestedSocialAnswerDto }) primary_social!: RequestedSocialAnswerDto;
  @ApiProperty({ format: 'date-time' }) created_at!: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) completed_at!: string | null;
}

export class AddInfluencerResponseDto implements AddInfluencerResponse {
  @ApiProperty({ type: AddTalentTaskDto }) task!: AddTalentTaskDto;
  @ApiProperty({ description: 'Credits left' }) credits!: number;
  @ApiProperty({ type: MemberCreditsDto, nullable: true, description: "The caller's own cap (null: none)" })
  my_credits!: MemberCreditsDto | null;
}

export class AddTalentTasksResponseDto implements AddTalentTasksResponse {
  @ApiProperty({ type: [AddTalentTaskDto], description: 'Newest first (at most 500)' })
  tasks!: AddTalentTaskDto[];
  @ApiProperty({ description: 'Add-talent credits left' }) credits!: number;
  @ApiProperty({ type: MemberCreditsDto, nullable: true, description: "The caller's own cap (null: none)" })
  my_credits!: MemberCreditsDto | null;
}

export class LoginSocialDto implements LoginSocial {
  @ApiProperty() social_id!: number;
  @ApiProperty({ enum: SOCIAL_PLATFORMS }) platform!: SocialPlatform;
  @ApiProperty() handle!: string;
  @ApiProperty() connected!: boolean;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) connected_at!: string | null;
}

export class InfluencerLoginDto implements InfluencerLogin {
  @ApiProperty() influencer_id!: number;
  @ApiProperty() fullname!: string;
  @ApiProperty({ enum: SOCIAL_PLATFORMS, isArray: true, description: 'Connected platforms' })
  platforms!: SocialPlatform[];
  @ApiProperty() login_url!: string;
  @ApiProperty({ type: [LoginSocialDto] }) socials!: LoginSocialDto[];
  @ApiProperty({ format: 'date-time' }) created_at!: string;
  @ApiProperty({
    format: 'date-time',
    description: 'The link works until then (30 days after made or rotated)',
  })
  expires_at!: string;
  @ApiProperty() expired!: boolean;
}

export class InfluencerLoginsResponseDto implements InfluencerLoginsResponse {
  @ApiProperty({ type: [InfluencerLoginDto] }) logins!: InfluencerLoginDto[];
  @ApiProperty({ description: 'Connected accounts over every login' }) connected_socials!: number;
}

export class InfluencerLoginResponseDto implements InfluencerLoginResponse {
  @ApiProperty({ type: InfluencerLoginDto }) login!: InfluencerLoginDto;
}

export class ConnectStepDto implements ConnectStep {
  @ApiProperty({ enum: ['confirm_ownership', 'redirect'] }) kind!: ConnectStep['kind'];
  @ApiPropertyOptional({ description: 'redirect: where the creator signs in with the platform' })
  url?: string;
}

export class ConnectableAccountDto implements ConnectAccount {
  @ApiProperty() social_id!: number;
  @ApiProperty({ enum: SOCIAL_PLATFORMS }) platform!: SocialPlatform;
  @ApiProperty() handle!: string;
  @ApiProperty() profile_url!: string;
  @ApiProperty() connected!: boolean;
  @ApiProperty({ type: ConnectStepDto }) step!: ConnectStep;
}

export class TalentConnectPageDto implements TalentConnectPage {
  @ApiProperty() fullname!: string;
  @ApiProperty() team_name!: string;
  @ApiProperty({ description: 'The connection provider' }) provider!: string;
  @ApiProperty({ type: [ConnectableAccountDto] }) accounts!: ConnectableAccountDto[];
}
