import { useEffect, useState } from 'react';
import type { ConfirmSheetViewerResponse } from '@tpp/contracts';
import { errorMessage, navigate } from '@tpp/session';
import { Alert, AuthCard, Spinner, useDocumentTitle } from '@tpp/ui';
import { publicSheetsApi } from '../../api/publicSheetsApi';
import { viewerEmailStore } from '../../api/viewerEmail';

const confirmations = new Map<string, Promise<ConfirmSheetViewerResponse>>();

/** One request per token, whatever React runs twice (StrictMode, a remount). */
function confirmOnce(token: string): Promise<ConfirmSheetViewerResponse> {
  let confirmation = confirmations.get(token);
  if (!confirmation) {
    confirmation = publicSheetsApi.confirmViewer(token);
    confirmations.set(token, confirmation);
  }
  return confirmation;
}

/** Where the page continues: the sheet the link was asked for, in its roster view. */
export const sheetAfterConfirmation = (sheetId: string) =>
  `/public/talent-sheet/roster-view/${encodeURIComponent(sheetId)}`;

/**
 * /public/sheet-viewer/confirm/{token}: the landing page of the link the registration gate mails.
 * Confirming (a POST, never on load of a cached page) makes this browser a viewer verified for
 * the address, so the team's Recent Visits shows the address as verified; then the sheet opens.
 */
export function ViewerLinkPage({ token }: { token: string }) {
  const [failure, setFailure] = useState<string | null>(null);
  useDocumentTitle(failure ? 'Link not valid' : 'Confirming your email');

  useEffect(() => {
    let current = true;
    confirmOnce(token).then(
      ({ email, sheet_id }) => {
        if (!current) return;
        viewerEmailStore.getState().remember(email);
        navigate(sheetAfterConfirmation(sheet_id), { replace: true });
      },
      (error: unknown) => {
        if (current)
          setFailure(
            errorMessage(
              error,
              'This link is not valid or has expired. Open the talent sheet again and enter your email for a new one.',
            ),
          );
      },
    );
    return () => {
      current = false;
    };
  }, [token]);

  if (!failure)
    return (
      <AuthCard title="Confirming your email">
        <Spinner label="Checking your link..." />
      </AuthCard>
    );
  return (
    <AuthCard title="This link cannot be used">
      <Alert tone="error">{failure}</Alert>
    </AuthCard>
  );
}
