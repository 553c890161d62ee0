import type { UserStatus } from '@tpp/contracts';
import { Alert } from '@tpp/ui';
import { ShellLink } from '../components/ShellLink';

export const NO_TEAM_NOTICE = 'Your account is not linked to an organization yet. Please contact us.';
export const SUSPENDED_NOTICE = 'Your account is suspended. Please contact us.';

/** Users without a team or with a suspended account see pages without the navigation, and why. */
export function AccountNotice({ user }: { user: UserStatus }) {
  const notice = user.suspended ? SUSPENDED_NOTICE : user.noTeam ? NO_TEAM_NOTICE : null;
  if (!notice) return null;
  return (
    <div className="shell-notice">
      <Alert tone="warning">
        <p className="shell-notice__text">{notice}</p>
        <p className="shell-notice__links">
          <ShellLink href="/contact-tpp">Contact Us</ShellLink> ·{' '}
          <ShellLink href="/signout">Log Out</ShellLink>
        </p>
      </Alert>
    </div>
  );
}
