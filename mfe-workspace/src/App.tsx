import { StrictMode } from 'react';
import { Route, Switch } from 'wouter';
import { WORKSPACE_ROUTES } from './routes';

/**
 * The team workspace. No catch-all route: the shell mounts this remote only on its own routes
 * and shows Not Found itself.
 */
export function App() {
  return (
    <StrictMode>
      <Switch>
        {WORKSPACE_ROUTES.map((route) => (
          <Route key={route.path} path={route.path} component={route.component} />
        ))}
      </Switch>
    </StrictMode>
  );
}
