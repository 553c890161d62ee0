import { StrictMode } from 'react';
import { Route, Switch } from 'wouter';
import { ANALYTICS_ROUTES } from './routes';

/**
 * Statistics. No catch-all route: the shell mounts this remote only on its own routes
 * and shows Not Found itself.
 */
export function App() {
  return (
    <StrictMode>
      <Switch>
        {ANALYTICS_ROUTES.map((route) => (
          <Route key={route.path} path={route.path} component={route.component} />
        ))}
      </Switch>
    </StrictMode>
  );
}
