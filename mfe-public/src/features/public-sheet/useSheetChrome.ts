import { PRODUCT_NAME, type AnalyticsEventType, type PublicTalentSheet } from '@tpp/contracts';
import type { ApiQueryState } from '@tpp/session';
import { useRegistrationGate, type GateState } from './useRegistrationGate';
import { sheetPageTitle } from '../../components/sheetRules';
import { useExactDocumentTitle } from '../../components/useDocumentTitleExact';
import { useSheetView } from './useSheetView';

/** The sheet to show: a ready answer without an error text, else null. */
export function readySheet(state: ApiQueryState<PublicTalentSheet>): PublicTalentSheet | null {
  return state.status === 'ready' && !state.data.error ? state.data : null;
}

/**
 * What every shared-sheet page does around its content: the registration gate, the view event
 * (`eventType`, once the gate is open) and the document title (the sheet's, or not found / loading).
 */
export function useSheetChrome(
  state: ApiQueryState<PublicTalentSheet>,
  sheet: PublicTalentSheet | null,
  eventType: AnalyticsEventType,
): GateState {
  const gate = useRegistrationGate(sheet);
  useSheetView(eventType, sheet?.id ?? null, gate);
  useExactDocumentTitle(
    sheet
      ? sheetPageTitle(sheet)
      : state.status === 'not-found'
        ? `Talent sheet not found · ${PRODUCT_NAME}`
        : `Talent Sheet · ${PRODUCT_NAME}`,
  );
  return gate;
}
