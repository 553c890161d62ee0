import type { PublicTalentSheet } from '@tpp/contracts';
import { needsGate } from './gateRule';

export type GateState = 'pending' | 'gated' | 'open';

/**
 * Whether the registration gate covers this sheet: 'pending' until the answer is there, then
 * 'gated' when the server withheld the creators (see needsGate), else 'open'.
 */
export function useRegistrationGate(sheet: PublicTalentSheet | null): GateState {
  if (!sheet) return 'pending';
  return needsGate(sheet) ? 'gated' : 'open';
}
