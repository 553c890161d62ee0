import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import type {
  RecoveryCodesResponse,
  SignInCodeRequest,
  TwoFactorCodeRequest,
  TwoFactorSetupResponse,
  TwoFactorStatusResponse,
} from '@tpp/contracts';
import { Transform } from 'class-transformer';
import { IsString, Matches, MaxLength } from 'class-validator';
import { Optional } from '../../../infrastructure/http/validators.js';

const trim = Transform(({ value }: { value: unknown }) =>
  typeof value === 'string' ? value.replace(/\s/g, '') : value,
);

/** A 6-digit code (spaces a person types between the digits are dropped). */
function SixDigitCode(): PropertyDecorator {
  return (target, key) => {
    trim(target, key);
    Optional()(target, key);
    IsString({ message: '$property must be a string' })(target, key);
    Matches(/^\d{6}$/, { message: '$property must be 6 digits' })(target, key);
  };
}

/** A recovery code as shown (xxxx-xxxx-xxxx-xxxx); dashes and spaces are ignored when compared. */
function RecoveryCode(): PropertyDecorator {
  return (target, key) => {
    Optional()(target, key);
    IsString({ message: '$property must be a string' })(target, key);
    MaxLength(64, { message: '$property must be at most 64 characters' })(target, key);
    Matches(/^[A-Za-z0-9\s-]+$/, { message: '$property must be letters, digits and dashes' })(target, key);
  };
}

export class SignInCodeDto implements SignInCodeRequest {
  @ApiPropertyOptional({
    example: '123456',
    description: 'The mailed code, or a code of the authenticator app',
  })
  @SixDigitCode()
  code?: string;

  @ApiPropertyOptional({ example: 'abcd-efgh-jkmn-pqrs', description: 'Instead of code, at the totp step' })
  @RecoveryCode()
  recovery_code?: string;
}

export class TwoFactorCodeDto implements TwoFactorCodeRequest {
  @ApiPropertyOptional({ example: '123456', description: 'A current code of the authenticator app' })
  @SixDigitCode()
  code?: string;

  @ApiPropertyOptional({
    example: 'abcd-efgh-jkmn-pqrs',
    description: 'Instead of code (not to confirm a set-up): one of the recovery codes',
  })
  @RecoveryCode()
  recovery_code?: string;
}

export class TwoFactorSetupResponseDto implements TwoFactorSetupResponse {
  @ApiProperty({ description: 'The shared secret in base32' }) secret!: string;
  @ApiProperty({ example: 'otpauth://totp/Talent%20Pitch%20Pro:you%40agency.example?secret=…' })
  otpauth_uri!: string;
}

export class TwoFactorStatusResponseDto implements TwoFactorStatusResponse {
  @ApiProperty() enabled!: boolean;
  @ApiProperty({ description: 'Staff and platform admins: required, cannot be turned off' })
  required!: boolean;
  @ApiProperty({ type: String, nullable: true, format: 'date-time' }) enabled_at!: string | null;
  @ApiProperty() recovery_codes_left!: number;
}

export class RecoveryCodesResponseDto implements RecoveryCodesResponse {
  @ApiProperty({ enum: [true] }) success!: true;
  @ApiProperty({ type: [String], description: 'Shown once: only their hashes are kept' })
  recovery_codes!: string[];
}
