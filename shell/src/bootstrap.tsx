import '@tpp/ui/styles.css';
import './layout/layout.css';
import { createRoot } from 'react-dom/client';
import { start } from 'single-spa';
import { MESSAGES } from '@tpp/contracts';
import { sessionStore } from '@tpp/session';
import { installWindowErrorPath } from './errors/windowErrorPath';
import { ShellErrorBoundary } from './errors/ShellErrorBoundary';
import { ShellApp } from './layout/ShellApp';
import { fetchRemotesDocument, registerRemoteApplications } from './remotes/registerRemoteApplications';
import { guardRedirect } from './routing/guard';
import { installRouteGuard } from './routing/routeEnforcer';
import { removeSplash } from './remotes/splash';
import { reportFatalError, shellStore } from './state/shellStore';

async function startShell(): Promise<void> {
  installWindowErrorPath();
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');
  createRoot(container).render(
    <ShellErrorBoundary>
      <ShellApp />
    </ShellErrorBoundary>,
  );

  const [remotes] = await Promise.all([
    fetchRemotesDocument().catch((error: unknown) => {
      console.error('[shell] could not read /remotes.json', error);
      return null;
    }),
    sessionStore.getState().load(),
  ]);
  if (!remotes || sessionStore.getState().status === 'error') {
    removeSplash();
    shellStore.setState({ bootError: MESSAGES.statusFetchFailed });
    return;
  }

  // History is not patched before start(), so this first redirect does not route twice.
  const { pathname, search } = window.location;
  const target = guardRedirect(pathname, sessionStore.getState().user, remotes, search);
  if (target) window.history.replaceState(null, '', target);

  const slots = registerRemoteApplications(remotes);
  shellStore.setState({ remotes, slots, path: window.location.pathname });
  installRouteGuard(remotes);
  start({ urlRerouteOnly: true });
}

startShell().catch(reportFatalError);
