import { describe, expect, it, jest } from '@jest/globals';
import { act, renderHook } from '@testing-library/react';
import { useTimedMessage } from './useTimedMessage.js';

describe('useTimedMessage', () => {
  it('shows a message and clears it after the given duration', () => {
    jest.useFakeTimers();
    const { result } = renderHook(() => useTimedMessage(3000));
    act(() => result.current.show('Sign-in not successful'));
    expect(result.current.message).toBe('Sign-in not successful');
    act(() => jest.advanceTimersByTime(2999));
    expect(result.current.message).toBe('Sign-in not successful');
    act(() => jest.advanceTimersByTime(1));
    expect(result.current.message).toBeNull();
    jest.useRealTimers();
  });
});
