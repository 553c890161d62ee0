import { useTimedValue } from './useTimedValue.js';

/**
 * A message that clears itself after `durationMs` (the spec fixes a duration per message:
 * sign-in 3 s, magic link 5 s, settings saved 1.5 s...).
 */
export function useTimedMessage(durationMs: number) {
  const { value, show, clear } = useTimedValue<string>(durationMs);
  return { message: value, show, clear };
}
