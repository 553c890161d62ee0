import { ApiProperty } from '@nestjs/swagger';
import { LARGEST_INT4, plainPositiveInteger, PUBLIC_ID_PATTERN } from '@tpp/contracts';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsBoolean,
  IsDefined,
  IsInt,
  IsNumber,
  IsObject,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateBy,
  ValidateIf,
  ValidateNested,
  type ValidationOptions,
} from 'class-validator';

/**
 * Property decorators the DTOs of every module share, each answering 400 with a message naming
 * the field ($property).
 */

/**
 * The public id rule and the int4 bound are defined once in @tpp/contracts (the browser reads
 * addresses with the same rules); re-exported here beside the decorators that apply them.
 */
export { LARGEST_INT4, PUBLIC_ID_PATTERN };
const LARGEST_ID = LARGEST_INT4;

const PLAIN_INTEGER = /^(0|-?[1-9]\d*)$/;
const PLAIN_DECIMAL = /^(0|[1-9]\d*)(\.\d+)?$/;

/**
 * Path parameters and query strings: only a plain decimal integer ('16', not ' 16', '0x10',
 * '1.6e1', '+16' or '016') becomes a number; anything else stays a string for IsInt to refuse.
 * Numbers in a JSON body pass unchanged.
 */
export const toInteger = Transform(({ value }: { value: unknown }) =>
  typeof value === 'string' && PLAIN_INTEGER.test(value) ? Number(value) : value,
);

/** Like toInteger for a plain decimal number ('2.5'); exponents, hex and signs stay strings. */
export const toDecimal = Transform(({ value }: { value: unknown }) =>
  typeof value === 'string' && PLAIN_DECIMAL.test(value) ? Number(value) : value,
);

/**
 * Like IsOptional, but only an absent field is skipped: null is checked (and refused) like any
 * other value. IsOptional is kept for fields whose contract type says `| null`.
 */
export function Optional(options?: ValidationOptions): PropertyDecorator {
  return ValidateIf((_object: object, value: unknown) => value !== undefined, options);
}

/**
 * Writes a number field's range into the OpenAPI document (`minimum`, `maximum`), merged into the
 * field's @ApiProperty whichever is applied first. Every shared number decorator below declares
 * the range it validates, so the document (which clients and the bad-input test read) cannot
 * promise more than the validation takes. A DTO validating a number with its own @Min/@Max
 * writes the same bounds into its @ApiProperty.
 */
export function DeclaredRange(minimum: number, maximum: number): PropertyDecorator {
  return ApiProperty({ minimum, maximum });
}

/** True for '16' within int4 range and above zero. */
export function isPlainId(text: string): boolean {
  return plainPositiveInteger(text, LARGEST_ID) !== null;
}

/** A comma-separated list ('12,15') of at most `maxItems` plain positive int4 ids. */
export function IdList(maxItems: number, options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: 'isIdList',
      validator: {
        validate: (value: unknown) => {
          if (typeof value !== 'string') return false;
          const ids = value.split(',');
          return ids.length <= maxItems && ids.every(isPlainId);
        },
        defaultMessage: () => '$property must be a comma-separated list of ids',
      },
    },
    options,
  );
}

/** Query strings send '' for a cleared field: treat it as absent. */
export const emptyToUndefined = Transform(({ value }: { value: unknown }) =>
  value === '' ? undefined : value,
);

const QUERY_BOOLEANS: Readonly<Record<string, boolean>> = { true: true, '1': true, false: false, '0': false };

/** A boolean from a query string ('true'/'1', 'false'/'0') or a JSON boolean; undefined for anything else. */
export function queryBoolean(value: unknown): boolean | undefined {
  if (typeof value === 'boolean') return value;
  return typeof value === 'string' && Object.hasOwn(QUERY_BOOLEANS, value)
    ? QUERY_BOOLEANS[value]
    : undefined;
}

/** Query booleans become booleans (queryBoolean); anything else is left for the validator to refuse. */
export const toBoolean = Transform(({ value }: { value: unknown }) => queryBoolean(value) ?? value);

/** A required positive integer id. */
export function PositiveId(): PropertyDecorator {
  return (target, key) => {
    DeclaredRange(1, LARGEST_ID)(target, key);
    IsDefined({ message: '$property is required' })(target, key);
    IsInt({ message: '$property must be a positive whole number' })(target, key);
    Min(1, { message: '$property must be a positive whole number' })(target, key);
    Max(LARGEST_ID, { message: '$property is too large' })(target, key);
  };
}

/** An optional positive integer (a version, an id) in a JSON body. */
export function OptionalPositiveInt(): PropertyDecorator {
  return (target, key) => {
    DeclaredRange(1, LARGEST_ID)(target, key);
    Optional()(target, key);
    IsInt({ message: '$property must be a positive whole number' })(target, key);
    Min(1, { message: '$property must be a positive whole number' })(target, key);
    Max(LARGEST_ID, { message: '$property is too large' })(target, key);
  };
}

/** An optional positive integer from a query string, at most `max`. */
export function OptionalPositiveQueryInt(max: number): PropertyDecorator {
  return (target, key) => {
    DeclaredRange(1, max)(target, key);
    Optional()(target, key);
    Max(max, { message: '$property is too large' })(target, key);
    Min(1, { message: '$property must be a positive whole number' })(target, key);
    IsInt({ message: '$property must be a positive whole number' })(target, key);
    toInteger(target, key);
    emptyToUndefined(target, key);
  };
}

/** The largest whole number a count filter takes (followers, views): far above any real account. */
export const WHOLE_NUMBER_MAX = 10_000_000_000;

/**
 * An optional whole number from a query string, zero to `max` (WHOLE_NUMBER_MAX by default). A
 * filter compared with an `integer` (int4) column takes LARGEST_INT4 at most: PostgreSQL refuses
 * a larger parameter for it, which would answer 500.
 */
export function OptionalWholeNumber(max: number = WHOLE_NUMBER_MAX): PropertyDecorator {
  return (target, key) => {
    DeclaredRange(0, max)(target, key);
    Optional()(target, key);
    Max(max, { message: '$property is too large' })(target, key);
    Min(0, { message: '$property must be zero or more' })(target, key);
    IsInt({ message: '$property must be a whole number' })(target, key);
    toInteger(target, key);
    emptyToUndefined(target, key);
  };
}

/** An optional percentage (0 to 100) from a query string. */
export function OptionalPercent(): PropertyDecorator {
  return (target, key) => {
    DeclaredRange(0, 100)(target, key);
    Optional()(target, key);
    Max(100, { message: '$property must be at most 100' })(target, key);
    Min(0, { message: '$property must be zero or more' })(target, key);
    IsNumber({}, { message: '$property must be a number' })(target, key);
    toDecimal(target, key);
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

/** An optional string of at most `max` characters (null is refused). */
export function OptionalText(max: number): PropertyDecorator {
  return (target, key) => {
    Optional()(target, key);
    IsString({ message: '$property must be a string' })(target, key);
    MaxLength(max, { message: `$property must be at most ${max} characters` })(target, key);
  };
}

/** An optional string of at most `max` characters, or null (a `string | null` contract field). */
export function NullableText(max: number): PropertyDecorator {
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

const BOOLEAN_MESSAGE = '$property must be true or false';

/** A required boolean in a JSON body. */
export function RequiredBoolean(): PropertyDecorator {
  return (target, key) => {
    IsDefined({ message: '$property is required' })(target, key);
    IsBoolean({ message: BOOLEAN_MESSAGE })(target, key);
  };
}

/** An optional boolean in a JSON body (null is refused). */
export function OptionalBoolean(): PropertyDecorator {
  return (target, key) => {
    Optional()(target, key);
    IsBoolean({ message: BOOLEAN_MESSAGE })(target, key);
  };
}

/** An optional boolean from a query string ('true'/'1', 'false'/'0'; '' is absent). */
export function OptionalQueryBoolean(): PropertyDecorator {
  return (target, key) => {
    OptionalBoolean()(target, key);
    toBoolean(target, key);
    emptyToUndefined(target, key);
  };
}

/** A required object validated as the DTO class `type` returns (its errors are named parent.child). */
export function NestedObject(type: () => new () => object): PropertyDecorator {
  return (target, key) => {
    IsDefined({ message: '$property is required' })(target, key);
    IsObject({ message: '$property must be an object' })(target, key);
    ValidateNested()(target, key);
    Type(type)(target, key);
  };
}

/**
 * A list of at most `maxItems` objects, each validated as the DTO class `type` returns; required
 * unless `optional`. `tooMany` is the message of the size check, which runs before the list check
 * (a value that is not a list answers it too).
 */
export function NestedList(
  type: () => new () => object,
  maxItems: number,
  tooMany: string,
  options: { optional?: boolean } = {},
): PropertyDecorator {
  return (target, key) => {
    Type(type)(target, key);
    ValidateNested({ each: true })(target, key);
    ArrayMaxSize(maxItems, { message: tooMany })(target, key);
    IsArray({ message: '$property must be a list' })(target, key);
    if (options.optional) Optional()(target, key);
    else IsDefined({ message: '$property is required' })(target, key);
  };
}

/**
 * A required list of 1 to `maxItems` creator ids (positive int4), as the bulk calls take them;
 * more answers 400 "$property may hold at most N creators".
 */
export function CreatorIdList(maxItems: number): PropertyDecorator {
  return (target, key) => {
    ApiProperty({
      type: 'array',
      minItems: 1,
      maxItems,
      items: { type: 'integer', minimum: 1, maximum: LARGEST_ID },
    })(target, key);
    IsInt({ each: true, message: 'each of $property must be a creator id' })(target, key);
    Min(1, { each: true, message: 'each of $property must be a creator id' })(target, key);
    Max(LARGEST_ID, { each: true, message: 'each of $property must be a creator id' })(target, key);
    ArrayMaxSize(maxItems, { message: `$property may hold at most ${maxItems} creators` })(target, key);
    ArrayMinSize(1, { message: '$property must name at least one creator' })(target, key);
    IsArray({ message: '$property must be a list of creator ids' })(target, key);
    IsDefined({ message: '$property is required' })(target, key);
  };
}
