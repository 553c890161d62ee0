import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  ADMIN_USER_QUERY_MAX,
  type AccountDisabledRequest,
  type AdminSettingsRequest,
  type AdminUsersQuery,
  type AuditLogQuery,
  type FakeIdRequest,
} from '@tpp/contracts';
import {
  OptionalPositiveQueryInt,
  OptionalText,
  PositiveId,
  RequiredBoolean,
} from '../../../infrastructure/http/validators.js';

export class AdminSettingsDto implements AdminSettingsRequest {
  @ApiProperty({ description: 'The team the admin acts as (an active one)' })
  @PositiveId()
  team_id!: number;
}

export class FakeIdDto implements FakeIdRequest {
  @ApiProperty({ description: 'The user staff see the app as (never staff or an admin)' })
  @PositiveId()
  user_id!: number;
}

export class AuditLogQueryDto implements AuditLogQuery {
  @ApiPropertyOptional({ minimum: 1, maximum: 100000 })
  @OptionalPositiveQueryInt(100000)
  page?: number;
}

export class AdminUsersQueryDto implements AdminUsersQuery {
  @ApiPropertyOptional({
    maxLength: ADMIN_USER_QUERY_MAX,
    description: 'Part of an email or name, or a user id',
  })
  @OptionalText(ADMIN_USER_QUERY_MAX)
  q?: string;
}

export class AccountDisabledDto implements AccountDisabledRequest {
  @ApiProperty()
  @PositiveId()
  user_id!: number;

  @ApiProperty({ description: 'true disables the account, false re-enables it' })
  @RequiredBoolean()
  account_disabled!: boolean;
}
