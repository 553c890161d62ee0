import { ApiProperty } from '@nestjs/swagger';
import {
  MAX_REQUESTED_SOCIALS,
  MAX_SOCIAL_IDENTIFIER_LENGTH,
  MAX_TALENT_NAME_LENGTH,
  SOCIAL_PLATFORMS,
  type AddInfluencerBody,
  type AddInfluencerRequest,
  type CheckSocialQuery,
  type ConnectAccountRequest,
  type CreateInfluencerLoginRequest,
  type RotateInfluencerLoginRequest,
  type LoginTokenPathParams,
  type RequestedSocial,
  type SocialPlatform,
} from '@tpp/contracts';
import { IsDefined, IsIn, IsString, Matches } from 'class-validator';
import {
  NestedList,
  NestedObject,
  PositiveId,
  RequiredBoolean,
  Text,
} from '../../../infrastructure/http/validators.js';
import { SIGNED_LINK_PATTERN } from '../../../infrastructure/signing/signed-link.js';

const PLATFORM_MESSAGE = `$property must be one of ${SOCIAL_PLATFORMS.join(', ')}`;

function Platform(): PropertyDecorator {
  return (target, key) => {
    IsDefined({ message: '$property is required' })(target, key);
    IsIn(SOCIAL_PLATFORMS, { message: PLATFORM_MESSAGE })(target, key);
  };
}

export class CheckSocialQueryDto implements CheckSocialQuery {
  @ApiProperty({
    description: 'The handle or profile link as typed',
    maxLength: MAX_SOCIAL_IDENTIFIER_LENGTH,
  })
  @Text(MAX_SOCIAL_IDENTIFIER_LENGTH)
  url!: string;

  @ApiProperty({ enum: SOCIAL_PLATFORMS })
  @Platform()
  platform!: SocialPlatform;
}

export class RequestedSocialDto implements RequestedSocial {
  @ApiProperty({ enum: SOCIAL_PLATFORMS })
  @Platform()
  platform!: SocialPlatform;

  @ApiProperty({
    description: 'A handle or profile link (the handle/link rule)',
    maxLength: MAX_SOCIAL_IDENTIFIER_LENGTH,
  })
  @Text(MAX_SOCIAL_IDENTIFIER_LENGTH)
  handle!: string;

  @ApiProperty()
  @RequiredBoolean()
  primary!: boolean;
}

export class AddInfluencerBodyDto implements AddInfluencerBody {
  @ApiProperty({ maxLength: MAX_TALENT_NAME_LENGTH })
  @Text(MAX_TALENT_NAME_LENGTH)
  name!: string;

  @ApiProperty({ type: [RequestedSocialDto], maxItems: MAX_REQUESTED_SOCIALS })
  @NestedList(
    () => RequestedSocialDto,
    MAX_REQUESTED_SOCIALS,
    `$property may hold at most ${MAX_REQUESTED_SOCIALS} accounts`,
  )
  socials!: RequestedSocialDto[];
}

export class AddInfluencerDto implements AddInfluencerRequest {
  @ApiProperty({ type: AddInfluencerBodyDto })
  @NestedObject(() => AddInfluencerBodyDto)
  influencer!: AddInfluencerBodyDto;
}

export class CreateInfluencerLoginDto implements CreateInfluencerLoginRequest {
  @ApiProperty({ minimum: 1 })
  @PositiveId()
  influencer_id!: number;
}

export class RotateInfluencerLoginDto implements RotateInfluencerLoginRequest {
  @ApiProperty({ minimum: 1, description: 'A roster creator whose login link the team made' })
  @PositiveId()
  influencer_id!: number;
}

export class LoginTokenParam implements LoginTokenPathParams {
  @ApiProperty({ description: 'The signed login link token: {id}.{nonce}.{signature}' })
  @IsDefined({ message: '$property is required' })
  @IsString({ message: '$property must be a string' })
  @Matches(SIGNED_LINK_PATTERN, { message: '$property must be a login link token' })
  token!: string;
}

export class ConnectAccountDto implements ConnectAccountRequest {
  @ApiProperty({ minimum: 1 })
  @PositiveId()
  social_id!: number;

  @ApiProperty({ description: 'The offline provider: the creator confirms owning the account' })
  @RequiredBoolean()
  confirm_ownership!: boolean;
}
