import { MESSAGES } from '@tpp/contracts';
import { AuthCard, LinkButton, useDocumentTitle } from '@tpp/ui';
import { ResultPanel } from '../../components/ResultPanel';

/** /account-disabled: where the guard sends accounts with account_disabled. */
export function AccountDisabledPage() {
  useDocumentTitle(MESSAGES.accountInactive);
  return (
    <AuthCard title={MESSAGES.accountInactive}>
      <ResultPanel
        tone="error"
        actions={
          <LinkButton href="/signout" variant="primary">
            Log Out
          </LinkButton>
        }
      >
        <p>Your account is not active at the moment. Please contact your provider to restore access.</p>
      </ResultPanel>
    </AuthCard>
  );
}
