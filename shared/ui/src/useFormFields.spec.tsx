import { describe, expect, it } from '@jest/globals';
import { act, renderHook } from '@testing-library/react';
import { ApiError } from '@tpp/session';
import { useFormFields } from './useFormFields.js';

const invalid = (fields?: Record<string, string[]>) =>
  new ApiError(400, { statusCode: 400, error: 'INVALID_INPUT', message: 'raw summary', fields });
const type = (value: string) => ({ target: { value } });

describe('useFormFields', () => {
  it('binds a field to its value and shows a failed call’s field messages in the form’s words', () => {
    const { result } = renderHook(() =>
      useFormFields({ full_name: '' }, { labels: { full_name: 'Full name' } }),
    );
    act(() => result.current.field('full_name').onChange(type('Ana')));
    expect(result.current.values.full_name).toBe('Ana');
    act(() => result.current.fail(invalid({ full_name: ['full_name is too long'] }), 'Not saved.'));
    expect(result.current.field('full_name').error).toBe('Full name is too long');
    expect(result.current.failure).toBeNull();
    act(() => result.current.field('full_name').onChange(type('Ana S')));
    expect(result.current.field('full_name').error).toBe('Full name is too long');
    act(() => result.current.clearMessages());
    expect(result.current.field('full_name').error).toBeUndefined();
  });

  it('shows one message for the form when the call names no field', () => {
    const { result } = renderHook(() => useFormFields({ email: '' }));
    act(() => result.current.fail(invalid(), 'The form could not be sent.'));
    expect(result.current.failure).toBe('The form could not be sent.');
    expect(result.current.errors).toEqual({});
  });

  it('removes a field’s message as soon as it is edited when asked to', () => {
    const { result } = renderHook(() => useFormFields({ email: '' }, { clearErrorOnChange: true }));
    act(() => result.current.setErrors({ email: 'Email is required' }));
    act(() => result.current.field('email').onChange(type('a@b.example')));
    expect(result.current.field('email').error).toBeUndefined();
  });
});
