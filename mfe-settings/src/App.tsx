import { StrictMode } from 'react';
import { Route, Switch } from 'wouter';
import { AuditLogPage } from './features/settings/admin/AuditLogPage';
import { SettingsPage } from './features/settings/SettingsPage';

/** The routes mfe-settings owns (REMOTE_ROUTES['mfe-settings']). */
export function App() {
  return (
    <StrictMode>
      <Switch>
        <Route path="/configure" component={SettingsPage} />
        <Route path="/configure/audit-log" component={AuditLogPage} />
      </Switch>
    </StrictMode>
  );
}
