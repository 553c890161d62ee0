import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  MAX_NAME_LENGTH,
  MIN_PASSWORD_LENGTH,
  type AccountRegistrationRequest,
  type ChangePasswordRequest,
  type ConfirmAccountRequest,
  type EmailRequest,
  type RegistrationLookupRequest,
  type ResetPasswordRequest,
  type SignInRequest,
  type UserConfigurationUpdate,
} from '@tpp/contracts';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { Optional } from '../../../infrastructure/http/validators.js';
import { AccountEmail, GivenPassword, MailedCode, NewPassword, RequiredString } from './email-rules.js';

const trim = Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value));

export class SignInDto implements SignInRequest {
  @ApiProperty({ example: 'demo.admin@northstar.example' })
  @AccountEmail()
  email!: string;

  @ApiProperty({ example: 'demo-pass-2026' })
  @GivenPassword()
  password!: string;
}

export class EmailDto implements EmailRequest {
  @ApiProperty({ example: 'demo.member@northstar.example' })
  @AccountEmail()
  email!: string;
}

export class ResetPasswordDto implements ResetPasswordRequest {
  @ApiProperty({ description: 'The code from the reset link /reset-password/{code}' })
  @MailedCode()
  code!: string;

  @ApiProperty({ minLength: MIN_PASSWORD_LENGTH })
  @NewPassword()
  new_password!: string;
}

export class ChangePasswordDto implements ChangePasswordRequest {
  @ApiProperty()
  @GivenPassword()
  old_password!: string;

  @ApiProperty({ minLength: MIN_PASSWORD_LENGTH })
  @NewPassword()
  new_password!: string;
}

export class RegistrationLookupDto implements RegistrationLookupRequest {
  @ApiProperty({ description: 'The code from /new-user-confirm/{registrationCode}' })
  @MailedCode()
  code!: string;
}

export class ConfirmAccountDto implements ConfirmAccountRequest {
  @ApiProperty()
  @MailedCode()
  code!: string;

  @ApiProperty({ minLength: MIN_PASSWORD_LENGTH })
  @NewPassword()
  password!: string;

  @ApiProperty({ description: 'Must be the invited address' })
  @AccountEmail()
  email!: string;
}

export class AccountRegistrationDto implements AccountRegistrationRequest {
  @ApiProperty({ maxLength: MAX_NAME_LENGTH })
  @trim
  // Stacked validators run bottom-up; the first failure is the field's message.
  @MaxLength(MAX_NAME_LENGTH, { message: `$property must be at most ${MAX_NAME_LENGTH} characters long` })
  @IsNotEmpty({ message: 'name is required' })
  @RequiredString()
  name!: string;

  @ApiProperty()
  @AccountEmail()
  email!: string;

  @ApiPropertyOptional({ description: 'Agency or affiliation', maxLength: MAX_NAME_LENGTH })
  @Optional()
  @trim
  @MaxLength(MAX_NAME_LENGTH, { message: `$property must be at most ${MAX_NAME_LENGTH} characters long` })
  @IsString({ message: '$property must be a string' })
  affiliation?: string;
}

export class UserConfigurationUpdateDto implements UserConfigurationUpdate {
  @ApiProperty({ maxLength: MAX_NAME_LENGTH })
  @trim
  @MaxLength(MAX_NAME_LENGTH, { message: `$property must be at most ${MAX_NAME_LENGTH} characters long` })
  @RequiredString()
  full_name!: string;

  @ApiProperty({ maxLength: MAX_NAME_LENGTH })
  @trim
  @MaxLength(MAX_NAME_LENGTH, { message: `$property must be at most ${MAX_NAME_LENGTH} characters long` })
  @RequiredString()
  nickname!: string;
}
