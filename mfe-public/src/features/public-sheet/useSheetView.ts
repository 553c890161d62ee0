import { useEffect, useRef } from 'react';
import type { AnalyticsEventType } from '@tpp/contracts';
import { track } from '../../api/analytics';
import type { GateState } from './useRegistrationGate';

/**
 * Sends the view event (sheet_view or sheet_response_view) once the sheet shows: at once when no
 * gate covers it, after the gate otherwise (then with the email the viewer gave).
 */
export function useSheetView(eventType: AnalyticsEventType, sheetId: string | null, gate: GateState): void {
  const sent = useRef<string | null>(null);
  useEffect(() => {
    if (!sheetId || gate !== 'open' || sent.current === sheetId) return;
    sent.current = sheetId;
    track(eventType, { sheet_id: sheetId });
  }, [eventType, sheetId, gate]);
}
