import { describe, expect, it } from '@jest/globals';
import type { ValidationError } from '@nestjs/common';
import { fieldMessages, validationSummary } from './validation.js';

describe('validation error shaping', () => {
  const errors: ValidationError[] = [
    { property: 'email', constraints: { isEmail: 'email must be a valid email address' }, children: [] },
    {
      property: 'profile',
      children: [{ property: 'name', constraints: { isNotEmpty: 'name is required' }, children: [] }],
    },
  ];

  it('names every field, nested ones with a dotted path', () => {
    expect(fieldMessages(errors)).toEqual({
      email: ['email must be a valid email address'],
      'profile.name': ['name is required'],
    });
  });

  it('summarises the messages as sentences', () => {
    expect(validationSummary(fieldMessages(errors))).toBe(
      'email must be a valid email address. name is required.',
    );
    expect(validationSummary({})).toBe('The request is not valid.');
  });
});
