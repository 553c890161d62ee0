import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  INVITATION_ROLES,
  MEMBER_CREDIT_CAP_MAX,
  ORGANIZATION_LIMITS,
  isHomepageUrl,
  isValidEmail,
  isValidPhone,
  type ContactInfoRequest,
  type Invitation,
  type InvitationIdRequest,
  type InvitationRole,
  type InvitationsResponse,
  type InviteRequest,
  type OrganizationMember,
  type OrganizationMembersResponse,
  type RemoveMemberRequest,
  type SetCreditCapRequest,
  type TeamInfoResponse,
  type TeamRole,
} from '@tpp/contracts';
import { IsDefined, IsIn, IsInt, Max, Min, ValidateBy, ValidateIf } from 'class-validator';
import { MemberCreditsDto } from '../../infrastructure/http/member-credits.dto.js';
import { OptionalText, PositiveId } from '../../infrastructure/http/validators.js';
import { AccountEmail } from '../accounts/index.js';

/** An optional field that is '' (clears it) or passes `test` after trimming. */
function BlankOr(name: string, test: (value: string) => boolean, message: string): PropertyDecorator {
  return ValidateBy({
    name,
    validator: {
      validate: (value: unknown) => typeof value !== 'string' || value.trim() === '' || test(value.trim()),
      defaultMessage: () => message,
    },
  });
}

export class ContactInfoDto implements ContactInfoRequest {
  @ApiPropertyOptional({
    description: "The contact email ('' clears it)",
    example: 'hello@northstar.example',
  })
  @OptionalText(ORGANIZATION_LIMITS.email)
  @BlankOr('isContactEmail', isValidEmail, 'email must be a valid email address')
  email?: string;

  @ApiPropertyOptional({ description: "The phone number ('' clears it)", example: '+1 (303) 555-0100' })
  @OptionalText(ORGANIZATION_LIMITS.phone)
  @BlankOr('isPhone', isValidPhone, 'phone must be a phone number (5 to 20 digits, + ( ) - . / and spaces)')
  phone?: string;

  @ApiPropertyOptional({
    description: "The homepage, http(s) ('' clears it)",
    example: 'https://northstar.example',
  })
  @OptionalText(ORGANIZATION_LIMITS.homepage)
  @BlankOr('isHomepageUrl', isHomepageUrl, 'homepage must be an http:// or https:// address')
  homepage?: string;

  @ApiPropertyOptional({ description: "The bio ('' clears it)" })
  @OptionalText(ORGANIZATION_LIMITS.bio)
  bio?: string;
}

export class RemoveMemberDto implements RemoveMemberRequest {
  @ApiProperty() @PositiveId() user_id!: number;
}

export class SetCreditCapDto implements SetCreditCapRequest {
  @ApiProperty() @PositiveId() user_id!: number;

  @ApiProperty({
    type: Number,
    nullable: true,
    minimum: 0,
    maximum: MEMBER_CREDIT_CAP_MAX,
    description: 'Add Talent credits the member may spend from now on; null removes the cap',
  })
  @ValidateIf((body: SetCreditCapDto) => body.cap !== null)
  @IsDefined({ message: 'cap is required (a whole number, or null for no cap)' })
  @IsInt({ message: 'cap must be a whole number, or null for no cap' })
  @Min(0, { message: 'cap must be zero or more' })
  @Max(MEMBER_CREDIT_CAP_MAX, { message: `cap must be at most ${MEMBER_CREDIT_CAP_MAX}` })
  cap!: number | null;
}

export class InviteDto implements InviteRequest {
  @ApiProperty({ example: 'new.colleague@northstar.example' })
  @AccountEmail()
  email!: string;

  @ApiProperty({ enum: INVITATION_ROLES })
  @IsIn(INVITATION_ROLES, { message: `role must be one of ${INVITATION_ROLES.join(', ')}` })
  role!: InvitationRole;
}

export class InvitationIdDto implements InvitationIdRequest {
  @ApiProperty() @PositiveId() invitation_id!: number;
}

export class TeamInfoResponseDto implements TeamInfoResponse {
  @ApiProperty({ type: String, nullable: true }) contact_email!: string | null;
  @ApiProperty({ type: String, nullable: true }) phone_number!: string | null;
  @ApiProperty({ type: String, nullable: true }) homepage!: string | null;
  @ApiProperty({ type: String, nullable: true }) bio!: string | null;
}

export class OrganizationMemberDto implements OrganizationMember {
  @ApiProperty() id!: number;
  @ApiProperty() full_name!: string;
  @ApiProperty() email!: string;
  @ApiProperty({ enum: ['member', 'team_admin', 'team_contact'] }) role!: TeamRole;
  @ApiPropertyOptional({
    type: MemberCreditsDto,
    nullable: true,
    description: 'Only for team admins and admins: the Add Talent cap (null: none)',
  })
  credit_cap?: MemberCreditsDto | null;
}

export class OrganizationMembersResponseDto implements OrganizationMembersResponse {
  @ApiProperty({ type: [OrganizationMemberDto] }) members!: OrganizationMemberDto[];
}

export class InvitationDto implements Invitation {
  @ApiProperty() id!: number;
  @ApiProperty() email!: string;
  @ApiProperty({ enum: INVITATION_ROLES }) role!: InvitationRole;
  @ApiProperty({ description: 'Who sent it last' }) invited_by!: string;
  @ApiProperty({ format: 'date-time' }) sent_at!: string;
  @ApiProperty({ format: 'date-time' }) expires_at!: string;
  @ApiProperty() expired!: boolean;
}

export class InvitationsResponseDto implements InvitationsResponse {
  @ApiProperty({ type: [InvitationDto] }) invitations!: InvitationDto[];
}
