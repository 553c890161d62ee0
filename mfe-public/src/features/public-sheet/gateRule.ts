export interface GateInput {
  /** A signed-in user of the product never sees the gate. */
  signedIn: boolean;
  /** The email this browser gave before (localStorage). */
  storedEmail: string | null;
  /** Team display setting displayRequireRegistration. */
  requireRegistration: boolean;
  /** The sheet's access_restricted flag. */
  accessRestricted: boolean;
}

/**
 * The gate shows when the viewer is not signed in, has no stored email, and the team
 * requires registration or the sheet is access_restricted.
 */
export function needsGate({
  signedIn,
  storedEmail,
  requireRegistration,
  accessRestricted,
}: GateInput): boolean {
  if (signedIn || storedEmail) return false;
  return requireRegistration || accessRestricted;
}

/** A plain email check for the gate and the response form (the server checks again). */
export function isEmail(value: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim());
}
