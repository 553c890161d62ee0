import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsDefined, IsIn, IsString, Matches, ValidateIf } from 'class-validator';
import {
  SHEET_RATE_CARDS,
  TEAM_COLOUR_PATTERN,
  TEAM_FONTS,
  USER_NOTICES,
  type API,
  type DismissNoticeRequest,
  type ParamsOf,
  type SetSheetRateCardsRequest,
  type SheetRateCards,
  type SheetRateCardsResponse,
  type UserNotice,
  type UserNoticesResponse,
  type SetTeamLogoRequest,
  type SetTeamOptionsRequest,
  type TeamDisplaySettings,
  type TeamFont,
  type TeamLogoKind,
  type TeamLookResponse,
  type TeamOptions,
} from '@tpp/contracts';
import {
  Optional,
  NestedObject,
  OptionalBoolean,
  PublicId,
} from '../../../infrastructure/http/validators.js';

const COLOUR_MESSAGE = '$property must be a colour as #rrggbb';
const FONT_MESSAGE = `$property must be one of ${TEAM_FONTS.join(', ')}`;

/** A #rrggbb colour that must not be null (the accents always have one). */
function Colour(): PropertyDecorator {
  return (target, key) => {
    ApiPropertyOptional({ pattern: TEAM_COLOUR_PATTERN.source })(target, key);
    Optional()(target, key);
    Matches(TEAM_COLOUR_PATTERN, { message: COLOUR_MESSAGE })(target, key);
    IsString({ message: COLOUR_MESSAGE })(target, key);
  };
}

/** A #rrggbb colour, or null: back to the default. */
function NullableColour(): PropertyDecorator {
  return (target, key) => {
    ApiPropertyOptional({ type: String, nullable: true, pattern: TEAM_COLOUR_PATTERN.source })(target, key);
    ValidateIf((_object: object, value: unknown) => value !== undefined && value !== null)(target, key);
    Matches(TEAM_COLOUR_PATTERN, { message: COLOUR_MESSAGE })(target, key);
    IsString({ message: COLOUR_MESSAGE })(target, key);
  };
}

function Font(): PropertyDecorator {
  return (target, key) => {
    ApiPropertyOptional({ enum: TEAM_FONTS })(target, key);
    Optional()(target, key);
    IsIn(TEAM_FONTS, { message: FONT_MESSAGE })(target, key);
  };
}

function Flag(): PropertyDecorator {
  return (target, key) => {
    ApiPropertyOptional({ type: Boolean })(target, key);
    OptionalBoolean()(target, key);
  };
}

/** Every team display setting of the spec but the dark logo (an upload: POST /api/user/team/logo). */
export class TeamOptionsDto implements TeamOptions {
  @Colour() displayAccentColor?: string;
  @Colour() displaySecondaryAccentColor?: string;
  @NullableColour() displayRosterBackgroundColor?: string | null;
  @NullableColour() displayRosterNameColor?: string | null;
  @NullableColour() displayProfileBackground?: string | null;
  @Font() displayRosterTitleFont?: TeamFont;
  @Font() displayTalentNameFont?: TeamFont;
  @Flag() displayDarkMode?: boolean;
  @Flag() displayGrayScale?: boolean;
  @Flag() displayPortraitsBW?: boolean;
  @Flag() displayUseOldOneSheet?: boolean;
  @Flag() displayOldRoster?: boolean;
  @Flag() displayUseFullCover?: boolean;
  @Flag() displayUseRosterFullPhoto?: boolean;
  @Flag() displayUseOldRoundedPortraits?: boolean;
  @Flag() displayRosterHideEngagment?: boolean;
  @Flag() displayNoTags?: boolean;
  @Flag() displayNoEngagment?: boolean;
  @Flag() displayNoWidgets?: boolean;
  @Flag() displayHideLocation?: boolean;
  @Flag() displayRequireRegistration?: boolean;
  @Flag() hasCaseStudies?: boolean;
  @Flag() displayRateCards?: boolean;
}

export class SetTeamOptionsDto implements SetTeamOptionsRequest {
  @ApiProperty({ type: TeamOptionsDto, description: 'Only the options sent change' })
  @NestedObject(() => TeamOptionsDto)
  options!: TeamOptionsDto;
}

const LOGO_KINDS: readonly TeamLogoKind[] = ['logo', 'dark'];

export class SetTeamLogoDto implements SetTeamLogoRequest {
  @ApiProperty({
    enum: LOGO_KINDS,
    description: 'logo: the team logo; dark: the dark-mode logo (displayDarkLogo)',
  })
  @IsIn(LOGO_KINDS, { message: '$property must be logo or dark' })
  @IsDefined({ message: '$property is required' })
  kind!: TeamLogoKind;

  @ApiProperty({
    type: String,
    nullable: true,
    description: 'A key from GET /api/media-upload (an image); null removes the logo',
  })
  @ValidateIf((_object: object, value: unknown) => value !== null)
  @Matches(/^[0-9a-f]{32}\.[a-z]{3,4}$/, { message: '$property must be an upload key' })
  @IsString({ message: '$property must be an upload key' })
  uploadedKey!: string | null;
}

export class TeamLookResponseDto implements TeamLookResponse {
  @ApiProperty() team_id!: number;
  @ApiProperty() team_name!: string;
  @ApiProperty({ type: String, nullable: true }) team_image_url!: string | null;
  @ApiProperty({
    type: 'object',
    additionalProperties: true,
    description: 'TeamDisplaySettings; defaults: font neuton, accent shine-gold',
  })
  display_settings!: TeamDisplaySettings;
}

const RATE_CARDS_MESSAGE = `$property must be one of ${SHEET_RATE_CARDS.join(', ')}`;

export class SheetHashIdParam implements ParamsOf<typeof API.teamLook.sheetRateCards> {
  @ApiProperty({ description: 'The sheet id' })
  @PublicId('sheet')
  hashId!: string;
}

export class SetSheetRateCardsDto implements SetSheetRateCardsRequest {
  @ApiProperty()
  @PublicId('sheet')
  sheet_id!: string;

  @ApiProperty({
    enum: SHEET_RATE_CARDS,
    description: "team: follow the team's displayRateCards; show or hide: override it on this sheet",
  })
  @IsIn(SHEET_RATE_CARDS, { message: RATE_CARDS_MESSAGE })
  @IsDefined({ message: '$property is required' })
  rate_cards!: SheetRateCards;
}

export class SheetRateCardsResponseDto implements SheetRateCardsResponse {
  @ApiProperty() sheet_id!: string;
  @ApiProperty({ enum: SHEET_RATE_CARDS }) rate_cards!: SheetRateCards;
  @ApiProperty({ description: "The team's displayRateCards" }) team_shows!: boolean;
  @ApiProperty({ description: "Whether brands see rate cards on the sheet's pages" }) shown!: boolean;
}

export class DismissNoticeDto implements DismissNoticeRequest {
  @ApiProperty({ enum: USER_NOTICES })
  @IsIn(USER_NOTICES, { message: `$property must be one of ${USER_NOTICES.join(', ')}` })
  @IsDefined({ message: '$property is required' })
  notice!: UserNotice;
}

export class UserNoticesResponseDto implements UserNoticesResponse {
  @ApiProperty({ enum: USER_NOTICES, isArray: true, description: 'The notices the user has not dismissed' })
  notices!: UserNotice[];
}
