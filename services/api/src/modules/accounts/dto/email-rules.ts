import {
  isValidEmail,
  MAX_EMAIL_LENGTH,
  MAX_PASSWORD_LENGTH,
  MIN_PASSWORD_LENGTH,
  normaliseEmail,
  PASSWORD_RULE_MESSAGES,
} from '@tpp/contracts';
import { Transform } from 'class-transformer';
import {
  IsDefined,
  IsNotEmpty,
  IsString,
  MaxLength,
  MinLength,
  ValidateBy,
  buildMessage,
  type ValidationOptions,
} from 'class-validator';

/** The shared email rule of the forms (isValidEmail), applied on the server. */
export function IsAccountEmail(options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: 'isAccountEmail',
      validator: {
        validate: (value: unknown) => typeof value === 'string' && isValidEmail(value),
        defaultMessage: buildMessage((each) => `${each}$property must be a valid email address`, options),
      },
    },
    options,
  );
}

/** Validators run in the order they are registered; with stopAtFirstError the first failure is the field's message. */
export function RequiredString(): PropertyDecorator {
  return (target, key) => {
    IsDefined({ message: '$property is required' })(target, key);
    IsString({ message: '$property must be a string' })(target, key);
  };
}

const trimmedLowercase = Transform(({ value }: { value: unknown }) =>
  typeof value === 'string' ? normaliseEmail(value) : value,
);

/** A required, normalised email address. */
export function AccountEmail(): PropertyDecorator {
  return (target, key) => {
    trimmedLowercase(target, key);
    RequiredString()(target, key);
    IsNotEmpty({ message: '$property is required' })(target, key);
    MaxLength(MAX_EMAIL_LENGTH, { message: `$property must be at most ${MAX_EMAIL_LENGTH} characters long` })(
      target,
      key,
    );
    IsAccountEmail()(target, key);
  };
}

/**
 * A password being chosen: a string within the policy's length, with the policy's own messages.
 * The rest of the policy (not the account's address, not a common password) needs the account and
 * the server's list: the services check it (services/password-policy.ts).
 */
export function NewPassword(): PropertyDecorator {
  return (target, key) => {
    RequiredString()(target, key);
    MinLength(MIN_PASSWORD_LENGTH, { message: PASSWORD_RULE_MESSAGES.tooShort })(target, key);
    MaxLength(MAX_PASSWORD_LENGTH, { message: PASSWORD_RULE_MESSAGES.tooLong })(target, key);
  };
}

/** A required, non-empty string of at most `maxLength` characters. */
function NonEmptyText(maxLength: number): PropertyDecorator {
  return (target, key) => {
    RequiredString()(target, key);
    IsNotEmpty({ message: '$property is required' })(target, key);
    MaxLength(maxLength, { message: `$property must be at most ${maxLength} characters long` })(target, key);
  };
}

/** A password being checked: any non-empty string of sane length. */
export const GivenPassword = (): PropertyDecorator => NonEmptyText(MAX_PASSWORD_LENGTH);

/** A mailed code or token. */
export const MailedCode = (): PropertyDecorator => NonEmptyText(200);
