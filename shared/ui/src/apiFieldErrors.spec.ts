import { describe, expect, it } from '@jest/globals';
import { ApiError } from '@tpp/session';
import { apiFieldErrors, fieldMessage, formErrorMessage } from './apiFieldErrors.js';

const invalid = (fields: Record<string, string[]>) =>
  new ApiError(400, { statusCode: 400, error: 'INVALID_INPUT', message: 'raw summary', fields });

describe('fieldMessage', () => {
  it('puts the form label in place of the wire name', () => {
    expect(fieldMessage('old_password', 'old_password is required', 'Current password')).toBe(
      'Current password is required',
    );
  });

  it('writes an unlabelled wire name in words', () => {
    expect(fieldMessage('full_name', 'full_name must be at most 100 characters long')).toBe(
      'Full name must be at most 100 characters long',
    );
    expect(fieldMessage('responderEmail', 'responderEmail is required')).toBe('Responder email is required');
    expect(fieldMessage('sheet.title', 'sheet.title is required')).toBe('Title is required');
  });

  it('leaves a message that does not start with the wire name alone', () => {
    expect(fieldMessage('email', 'Email is not deliverable')).toBe('Email is not deliverable');
    expect(fieldMessage('email', 'emailing failed')).toBe('emailing failed');
  });
});

describe('apiFieldErrors', () => {
  it('maps each field to its first message in the form words', () => {
    const error = invalid({ old_password: ['old_password is required', 'old_password must be a string'] });
    expect(apiFieldErrors(error, { old_password: 'Current password' })).toEqual({
      old_password: 'Current password is required',
    });
    expect(apiFieldErrors(new Error('x'))).toEqual({});
  });
});

describe('formErrorMessage', () => {
  const labels = { old_password: 'Current password', new_password: 'New password' };

  it('turns field messages into sentences', () => {
    const error = invalid({
      old_password: ['old_password is required'],
      new_password: ['new_password is required'],
    });
    expect(formErrorMessage(error, labels, 'Failed.')).toBe(
      'Current password is required. New password is required.',
    );
  });

  it('never shows the raw summary of refused input', () => {
    const error = new ApiError(400, {
      statusCode: 400,
      error: 'INVALID_INPUT',
      message: 'body must be an object',
    });
    expect(formErrorMessage(error, labels, 'Failed.')).toBe('Failed.');
  });

  it('shows a module message meant for people, or the fallback', () => {
    const wrong = new ApiError(400, { statusCode: 400, error: 'WRONG_PASSWORD', message: 'Wrong password.' });
    expect(formErrorMessage(wrong, labels, 'Failed.')).toBe('Wrong password.');
    expect(formErrorMessage(new Error('network'), labels, 'Failed.')).toBe('Failed.');
  });
});
