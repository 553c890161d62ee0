import { describe, expect, it } from '@jest/globals';
import { plainToInstance } from 'class-transformer';
import { IsInt, IsString, validateSync } from 'class-validator';
import { IdList, isPlainId, Optional, toInteger } from './validators.js';

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
