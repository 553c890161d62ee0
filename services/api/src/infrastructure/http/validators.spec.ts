import { describe, expect, it } from '@jest/globals';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { plainToInstance } from 'class-transformer';
import { IsInt, IsString, validateSync } from 'class-validator';
import {
  IdList,
  isPlainId,
  LARGEST_INT4,
  Optional,
  OptionalPercent,
  OptionalPositiveQueryInt,
  OptionalWholeNumber,
  PositiveId,
  toInteger,
} from './validators.js';

class Sample {
  @toInteger
  @IsInt()
  id!: number;

  @Optional()
  @IsString()
  name?: string;

  @Optional()
  @IdList(3)
  ids?: string;
}

const errorsOf = (plain: object) =>
  validateSync(plainToInstance(Sample, plain)).map((error) => error.property);

describe('shared validators', () => {
  it('takes only plain decimal integers from strings', () => {
    expect(errorsOf({ id: '16' })).toEqual([]);
    expect(errorsOf({ id: 16 })).toEqual([]);
    for (const id of [' 1', '0x10', '1e0', '+1', '1.0', '01', '', 'abc', true, [1]])
      expect([id, errorsOf({ id })]).toEqual([id, ['id']]);
  });

  it('Optional allows an absent field but refuses null', () => {
    expect(errorsOf({ id: 1 })).toEqual([]);
    expect(errorsOf({ id: 1, name: null })).toEqual(['name']);
  });

  it('IdList takes plain positive int4 ids only', () => {
    expect(errorsOf({ id: 1, ids: '1,2,2147483647' })).toEqual([]);
    for (const ids of ['2147483648', '0', '01', '1,,2', '1,2,3,4', ' 1', '1e3'])
      expect([ids, errorsOf({ id: 1, ids })]).toEqual([ids, ['ids']]);
    expect(isPlainId('-1')).toBe(false);
  });
});

class Ranged {
  @PositiveId()
  id!: number;

  @ApiPropertyOptional({ description: 'Views' })
  @OptionalWholeNumber(LARGEST_INT4)
  views?: number;

  @OptionalPercent()
  @ApiPropertyOptional({ description: 'Share' })
  share?: number;

  @ApiPropertyOptional()
  @OptionalPositiveQueryInt(1000)
  page?: number;
}

describe('the shared number decorators', () => {
  const documented = (key: string) =>
    Reflect.getMetadata('swagger/apiModelProperties', Ranged.prototype, key) as Record<string, unknown>;
  const rangeErrors = (plain: object) =>
    validateSync(plainToInstance(Ranged, { id: 1, ...plain })).map((error) => error.property);

  it('declare in the OpenAPI document the range they validate, whichever decorator comes first', () => {
    expect(documented('id')).toMatchObject({ minimum: 1, maximum: LARGEST_INT4 });
    expect(documented('views')).toMatchObject({ minimum: 0, maximum: LARGEST_INT4, required: false });
    expect(documented('views').description).toBe('Views');
    expect(documented('share')).toMatchObject({
      minimum: 0,
      maximum: 100,
      required: false,
      description: 'Share',
    });
    expect(documented('page')).toMatchObject({ minimum: 1, maximum: 1000, required: false });
  });

  it('refuse what lies past the declared range and take its bounds', () => {
    expect(rangeErrors({ views: '2147483647', share: '100', page: '1000' })).toEqual([]);
    expect(rangeErrors({ views: '0', share: '0', page: '1' })).toEqual([]);
    expect(rangeErrors({ views: '2147483648' })).toEqual(['views']);
    expect(rangeErrors({ share: '100.5' })).toEqual(['share']);
    expect(rangeErrors({ page: '1001' })).toEqual(['page']);
    expect(
      validateSync(plainToInstance(Ranged, { id: 2_147_483_648 })).map((error) => error.property),
    ).toEqual(['id']);
  });
});
