import { StrictMode } from 'react';
import { ApiQueryProvider } from '@tpp/session';
import { Route, Switch } from 'wouter';
import { CreatorCallsAdminPage } from './features/creator-calls-admin/CreatorCallsAdminPage';
import { AuditLogPage } from './features/settings/admin/AuditLogPage';
import { SettingsPage } from './features/settings/SettingsPage';

/** The routes mfe-settings owns (REMOTE_ROUTES['mfe-settings']). */
export function App() {
  return (
    <StrictMode>
      <ApiQueryProvider>
        <Switch>
          <Route path="/configure" component={SettingsPage} />
          <Route path="/configure/audit-log" component={AuditLogPage} />
          <Route path="/configure/creator-calls" component={CreatorCallsAdminPage} />
        </Switch>
      </ApiQueryProvider>
    </StrictMode>
  );
}
