import { StrictMode } from 'react';
import { Route, Switch } from 'wouter';
import { ApiQueryProvider } from '@tpp/session';
import { ANALYTICS_ROUTES } from './routes';

/**
 * Statistics. No catch-all route: the shell mounts this remote only on its own routes
 * and shows Not Found itself.
 */
export function App() {
  return (
    <StrictMode>
      <ApiQueryProvider>
        <Switch>
          {ANALYTICS_ROUTES.map((route) => (
            <Route key={route.path} path={route.path} component={route.component} />
          ))}
        </Switch>
      </ApiQueryProvider>
    </StrictMode>
  );
}
