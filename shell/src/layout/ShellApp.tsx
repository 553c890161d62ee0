import { useSession } from '@tpp/session';
import { NotFoundView, PublicHeader, Spinner } from '@tpp/ui';
import { showsNavigationShell } from '../navigation/navEntries';
import { NewLookDialog } from '../notifications/NewLookDialog';
import { UserNotices } from '../notifications/UserNotices';
import { GenericErrorPage } from '../pages/GenericErrorPage';
import { SigningOutPage } from '../pages/SigningOutPage';
import { isKnownRoute, isPublicRoute } from '../routing/routes';
import { useShell } from '../state/shellStore';
import { AccountNotice } from './AccountNotice';
import { ActingBanner } from './ActingBanner';
import { AppHeader } from './AppHeader';
import { RemoteSlots } from './RemoteSlots';

/**
 * The layout: header and navigation when they apply (on Not Found without them, the plain
 * public header), then <main> holding the shell's own page (Not Found, signing out) and the
 * remotes' slots. <main> keeps its place in the tree whatever the header does, so the slots
 * inside it are never remounted.
 */
export function ShellApp() {
  const path = useShell((state) => state.path);
  const remotes = useShell((state) => state.remotes);
  const bootError = useShell((state) => state.bootError);
  const fatalError = useShell((state) => state.fatalError);
  const signingOut = useShell((state) => state.signingOut);
  const user = useSession((state) => state.user);

  if (fatalError) return <GenericErrorPage />;
  if (bootError) return <GenericErrorPage message={bootError} />;
  if (!remotes) return <Spinner />;

  const isPublicPath = isPublicRoute(path);
  const withNavigation = showsNavigationShell(user, isPublicPath);
  const notFound = !signingOut && !isKnownRoute(remotes, path);
  const shellPage = signingOut ? <SigningOutPage /> : notFound ? <NotFoundView /> : null;

  return (
    <div className={withNavigation ? 'shell shell--with-navigation' : 'shell'}>
      <a className="shell-skip-link" href="#main-content">
        Skip to Content
      </a>
      {user?.acting_as ? <ActingBanner acting={user.acting_as} /> : null}
      {withNavigation ? (
        <AppHeader user={user} path={path} />
      ) : notFound ? (
        // Not Found keeps a header for visitors too: the product's name leads home, and Sign In.
        <PublicHeader signIn={!user} />
      ) : null}
      <main id="main-content" className="shell-main" tabIndex={-1}>
        {user && !isPublicPath ? <AccountNotice user={user} /> : null}
        {withNavigation && !user.noTeam && !user.suspended ? (
          <UserNotices teamAdmin={user.is_team_admin || user.is_admin} />
        ) : null}
        {shellPage}
        <RemoteSlots />
      </main>
      {withNavigation && user.show_notification ? <NewLookDialog /> : null}
    </div>
  );
}
