import type { PublicTalentSheet } from '@tpp/contracts';
import { useSession } from '@tpp/session';
import { useViewerEmail } from '../../api/viewerEmail';
import { needsGate } from './gateRule';

export type GateState = 'pending' | 'gated' | 'open';

/**
 * Whether the registration gate covers this sheet: 'pending' while the session is still being
 * read (a signed-in agent never sees the gate flash), 'gated' or 'open'.
 */
export function useRegistrationGate(sheet: PublicTalentSheet | null): GateState {
  const sessionStatus = useSession((state) => state.status);
  const signedIn = useSession((state) => state.user !== null);
  const storedEmail = useViewerEmail();
  if (!sheet) return 'pending';
  if (sessionStatus === 'loading') return 'pending';
  return needsGate({
    signedIn,
    storedEmail,
    requireRegistration: Boolean(sheet.settings.displayRequireRegistration),
    accessRestricted: Boolean(sheet.access_restricted),
  })
    ? 'gated'
    : 'open';
}
