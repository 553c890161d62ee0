import { useSession } from '@tpp/session';
import { Link } from 'wouter';
import { OrganizationPicker } from './OrganizationPicker';
import { UserAccessSection } from './UserAccessSection';
import './admin.css';

export const AUDIT_LOG_ROUTE = '/configure/audit-log';

/**
 * Below the tabs of /configure: the link to the older site version (only when the server has
 * one), the admin organization picker, the user search (staff view the app as a user from its row,
 * admins disable and enable accounts), and the audit log link.
 */
export function AdminTools() {
  const user = useSession((state) => state.user);
  if (!user) return null;
  const oldSite = user.old_site_url ? (
    <p className="admin-tools__old-site">
      <a href={user.old_site_url}>Go to the older version of the site</a>
    </p>
  ) : null;
  if (!user.is_admin && !user.is_staff) return oldSite;
  return (
    <div className="admin-tools">
      {oldSite}
      {user.is_admin ? <OrganizationPicker /> : null}
      <UserAccessSection />
      {user.is_admin ? (
        <p className="admin-tools__audit">
          <Link href={AUDIT_LOG_ROUTE}>Audit Log</Link>: every action admins took as an organization and staff
          as a user.
        </p>
      ) : null}
      <p className="admin-tools__audit">
        <Link href="/configure/creator-calls">Manage Creator Calls</Link>: post brands&apos; calls for
        creators and edit them, deadlines included.
      </p>
    </div>
  );
}
