import { Transform, Type } from 'class-transformer';
import {
  IsDefined,
  IsInt,
  IsNumber,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
} from 'class-validator';

/**
 * Property decorators the DTOs of every module share, each answering 400 with a message naming
 * the field ($property).
 */

/** Public ids of sheets and collections: 12 random bytes base64url (16 characters) or similar. */
export const PUBLIC_ID_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;

const LARGEST_ID = 2_147_483_647;

/** Query strings send '' for a cleared field: treat it as absent. */
export const emptyToUndefined = Transform(({ value }: { value: unknown }) =>
  value === '' ? undefined : value,
);

/** 'true'/'1' and 'false'/'0' from query strings; anything else is left for the validator to refuse. */
export const toBoolean = Transform(({ value }: { value: unknown }) =>
  value === 'true' || value === '1' || value === true
    ? true
    : value === 'false' || value === '0' || value === false
      ? false
      : value,
);

/** A required positive integer id. */
export function PositiveId(): PropertyDecorator {
  return (target, key) => {
    IsDefined({ message: '$property is required' })(target, key);
    IsInt({ message: '$property must be a positive whole number' })(target, key);
    Min(1, { message: '$property must be a positive whole number' })(target, key);
    Max(LARGEST_ID, { message: '$property is too large' })(target, key);
  };
}

/** An optional positive integer (a version, an id) in a JSON body. */
export function OptionalPositiveInt(): PropertyDecorator {
  return (target, key) => {
    IsOptional()(target, key);
    IsInt({ message: '$property must be a positive whole number' })(target, key);
    Min(1, { message: '$property must be a positive whole number' })(target, key);
    Max(LARGEST_ID, { message: '$property is too large' })(target, key);
  };
}

/** An optional positive integer from a query string, at most `max`. */
export function OptionalPositiveQueryInt(max: number): PropertyDecorator {
  return (target, key) => {
    IsOptional()(target, key);
    Max(max, { message: `$property must be at most ${max}` })(target, key);
    Min(1, { message: '$property must be a positive whole number' })(target, key);
    IsInt({ message: '$property must be a positive whole number' })(target, key);
    Type(() => Number)(target, key);
    emptyToUndefined(target, key);
  };
}

/** An optional whole number from a query string, zero or more. */
export function OptionalWholeNumber(): PropertyDecorator {
  return (target, key) => {
    IsOptional()(target, key);
    Max(10_000_000_000, { message: '$property is too large' })(target, key);
    Min(0, { message: '$property must be zero or more' })(target, key);
    IsInt({ message: '$property must be a whole number' })(target, key);
    Type(() => Number)(target, key);
    emptyToUndefined(target, key);
  };
}

/** An optional percentage (0 to 100) from a query string. */
export function OptionalPercent(): PropertyDecorator {
  return (target, key) => {
    IsOptional()(target, key);
    Max(100, { message: '$property must be at most 100' })(target, key);
    Min(0, { message: '$property must be zero or more' })(target, key);
    IsNumber({}, { message: '$property must be a number' })(target, key);
    Type(() => Number)(target, key);
    emptyToUndefined(target, key);
  };
}

/** A required string of at most `max` characters. */
export function Text(max: number): PropertyDecorator {
  return (target, key) => {
    IsDefined({ message: '$property is required' })(target, key);
    IsString({ message: '$property must be a string' })(target, key);
    MaxLength(max, { message: `$property must be at most ${max} characters` })(target, key);
  };
}

/** An optional string of at most `max` characters. */
export function OptionalText(max: number): PropertyDecorator {
  return (target, key) => {
    IsOptional()(target, key);
    IsString({ message: '$property must be a string' })(target, key);
    MaxLength(max, { message: `$property must be at most ${max} characters` })(target, key);
  };
}

/** A required public id of a sheet or collection; `what` names it in the message. */
export function PublicId(what: string): PropertyDecorator {
  return (target, key) => {
    IsDefined({ message: '$property is required' })(target, key);
    IsString({ message: '$property must be a string' })(target, key);
    Matches(PUBLIC_ID_PATTERN, { message: `$property must be a ${what} id` })(target, key);
  };
}
