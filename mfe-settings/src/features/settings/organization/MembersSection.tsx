import { useState, type ReactNode } from 'react';
import {
  INVITATION_LIFETIME_DAYS,
  ORGANIZATION_MESSAGES,
  type Invitation,
  type InvitationRole,
  type OrganizationMember,
  type TeamRole,
} from '@tpp/contracts';
import { errorMessage, invalidateApi, useSession } from '@tpp/session';
import {
  Alert,
  Button,
  ConfirmModal,
  QueryView,
  TableHead,
  TextField,
  useFormFields,
  useFormSubmit,
  useTimedMessage,
} from '@tpp/ui';
import { organizationApi } from '../../../api/organizationApi';
import { settingsKeys, useMembers } from '../../../api/settingsQueries';
import { CreditCapModal, creditCapText, memberName } from './CreditCapModal';

const LOAD_FAILED = 'The members could not be loaded.';
const REMOVE_FAILED = 'The member could not be removed. Please try again.';
const INVITE_FAILED = 'The invitation could not be sent. Please try again.';
const ROLE_LABELS: Record<TeamRole, string> = {
  member: 'Member',
  team_admin: 'Team Admin',
  team_contact: 'Team Contact',
};
const FIELD_LABELS = { email: 'Email', role: 'Role' };
/** The buttons of a pending invitation's row. */
const INVITATION_ACTIONS = [
  { action: 'resend', label: 'Resend' },
  { action: 'revoke', label: 'Revoke' },
] as const;

/** A table of the organization page: the named columns, then a last one for the row's actions. */
function OrgTable({
  labelledBy,
  columns,
  children,
}: {
  labelledBy: string;
  columns: string[];
  children: ReactNode;
}) {
  return (
    <div className="tpp-org__table-wrap">
      <table className="tpp-org__table" aria-labelledby={labelledBy}>
        <TableHead columns={[...columns, <span className="tpp-visually-hidden">Actions</span>]} />
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

const date = (iso: string) =>
  new Date(iso).toLocaleDateString(undefined, { year: 'numeric', month: 'short', day: 'numeric' });

/** Members with removal, and invitations (invite by email with a role; resend; revoke). */
export function MembersSection() {
  const query = useMembers();
  if (query.state.status !== 'ready')
    return (
      <section className="tpp-org__section">
        <h2>Members</h2>
        <QueryView query={query} loadingLabel="Loading the members..." errorText={LOAD_FAILED}>
          {() => null}
        </QueryView>
      </section>
    );
  return <MembersTables {...query.state.data} />;
}

function MembersTables({
  members,
  invitations,
}: {
  members: OrganizationMember[];
  invitations: Invitation[];
}) {
  const me = useSession((state) => state.user?.id);
  const [removing, setRemoving] = useState<OrganizationMember | null>(null);
  const [capping, setCapping] = useState<OrganizationMember | null>(null);
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const reload = () => invalidateApi(settingsKeys.members);

  return (
    <>
      <section className="tpp-org__section" aria-labelledby="org-members-title">
        <h2 id="org-members-title">Members</h2>
        {notice ? <Alert tone={notice.tone}>{notice.text}</Alert> : null}
        <p className="tpp-org__muted">
          Add Talent credits: a team admin can limit how many of the team&apos;s credits each member may use.
          Team admins are not limited.
        </p>
        <OrgTable labelledBy="org-members-title" columns={['Name', 'Email', 'Role', 'Add Talent Credits']}>
          {members.map((member) => (
            <tr key={member.id}>
              <td>{memberName(member)}</td>
              <td>{member.email}</td>
              <td>{ROLE_LABELS[member.role]}</td>
              <td>
                <span className="tpp-org__credits">{creditCapText(member)}</span>
                {member.role !== 'team_admin' ? (
                  <Button
                    variant="link"
                    aria-label={`Set the Add Talent credit limit of ${memberName(member)}`}
                    onClick={() => {
                      setNotice(null);
                      setCapping(member);
                    }}
                  >
                    {member.credit_cap ? 'Change Limit' : 'Set Limit'}
                  </Button>
                ) : null}
              </td>
              <td className="tpp-org__actions">
                {member.id === me ? (
                  <span className="tpp-org__muted">You</span>
                ) : (
                  <Button
                    variant="secondary"
                    aria-label={`Remove ${memberName(member)}`}
                    onClick={() => {
                      setNotice(null);
                      setRemoving(member);
                    }}
                  >
                    Remove
                  </Button>
                )}
              </td>
            </tr>
          ))}
        </OrgTable>
      </section>
      <InvitationsSection invitations={invitations} onChanged={reload} />
      {capping ? (
        <CreditCapModal
          member={capping}
          onClose={() => setCapping(null)}
          onSaved={async (saved) => {
            setCapping(null);
            setNotice({
              tone: 'success',
              text: `${ORGANIZATION_MESSAGES.creditCapSaved} ${memberName(saved)}: ${creditCapText(saved)}.`,
            });
            await reload();
          }}
        />
      ) : null}
      {removing ? (
        <RemoveMemberModal
          member={removing}
          onClose={() => setRemoving(null)}
          onRemoved={async () => {
            setRemoving(null);
            setNotice({
              tone: 'success',
              text: `${memberName(removing)} was removed.`,
            });
            await reload();
          }}
        />
      ) : null}
    </>
  );
}

function RemoveMemberModal({
  member,
  onClose,
  onRemoved,
}: {
  member: OrganizationMember;
  onClose: () => void;
  onRemoved: () => Promise<void>;
}) {
  return (
    <ConfirmModal
      title="Remove Member"
      confirmLabel="Remove Member"
      failedMessage={REMOVE_FAILED}
      onConfirm={async () => {
        await organizationApi.removeMember(member.id);
        await onRemoved();
      }}
      onClose={onClose}
    >
      <p>{ORGANIZATION_MESSAGES.confirmRemoveMember}</p>
      <p className="tpp-org__muted">
        {memberName(member)} ({member.email}) loses access to this organization at once.
      </p>
    </ConfirmModal>
  );
}

function InvitationsSection({
  invitations,
  onChanged,
}: {
  invitations: Invitation[];
  onChanged: () => Promise<void>;
}) {
  const form = useFormFields({ email: '' }, { labels: FIELD_LABELS });
  const [role, setRole] = useState<InvitationRole>('member');
  const [rowBusy, setRowBusy] = useState<number | null>(null);
  const sent = useTimedMessage(4000);

  const { busy, onSubmit } = useFormSubmit(async () => {
    form.clearMessages();
    sent.clear();
    try {
      const invitation = await organizationApi.invite({ email: form.values.email.trim(), role });
      form.setValues({ email: '' });
      sent.show(
        `${ORGANIZATION_MESSAGES.invitationSent} ${invitation.email} can join until ${date(invitation.expires_at)}.`,
      );
      await onChanged();
    } catch (error) {
      form.fail(error, INVITE_FAILED);
    }
  });

  const act = async (invitation: Invitation, action: 'resend' | 'revoke') => {
    setRowBusy(invitation.id);
    form.setFailure(null);
    sent.clear();
    try {
      if (action === 'resend') {
        await organizationApi.resend(invitation.id);
        sent.show(`${ORGANIZATION_MESSAGES.invitationSent} (${invitation.email})`);
      } else await organizationApi.revoke(invitation.id);
      await onChanged();
    } catch (error) {
      form.setFailure(errorMessage(error, 'The invitation could not be changed. Please try again.'));
    } finally {
      setRowBusy(null);
    }
  };

  return (
    <section className="tpp-org__section" aria-labelledby="org-invitations-title">
      <h2 id="org-invitations-title">Invitations</h2>
      <form className="tpp-org__invite" onSubmit={onSubmit} noValidate aria-label="Invite a Member">
        <TextField label="Email" type="email" autoComplete="off" {...form.field('email')} />
        <div className="tpp-field">
          <label htmlFor="org-invite-role">Role</label>
          <select
            id="org-invite-role"
            value={role}
            onChange={(event) => setRole(event.target.value as InvitationRole)}
          >
            <option value="member">Member</option>
            <option value="team_admin">Team Admin</option>
          </select>
        </div>
        <Button type="submit" busy={busy}>
          Send Invitation
        </Button>
      </form>
      <p className="tpp-org__muted">
        The invited person gets a link to choose a password; it stays valid for {INVITATION_LIFETIME_DAYS}{' '}
        days.
      </p>
      {sent.message ? <Alert tone="success">{sent.message}</Alert> : null}
      {form.failure ? <Alert tone="error">{form.failure}</Alert> : null}
      {invitations.length === 0 ? (
        <p className="tpp-org__muted">No pending invitations.</p>
      ) : (
        <OrgTable labelledBy="org-invitations-title" columns={['Email', 'Role', 'Sent', 'Status']}>
          {invitations.map((invitation) => (
            <tr key={invitation.id}>
              <td>{invitation.email}</td>
              <td>{ROLE_LABELS[invitation.role]}</td>
              <td>
                {date(invitation.sent_at)}
                {invitation.invited_by ? (
                  <span className="tpp-org__muted"> by {invitation.invited_by}</span>
                ) : null}
              </td>
              <td>{invitation.expired ? 'Expired' : `Pending until ${date(invitation.expires_at)}`}</td>
              <td className="tpp-org__actions">
                {INVITATION_ACTIONS.map(({ action, label }) => (
                  <Button
                    key={action}
                    variant="secondary"
                    disabled={rowBusy !== null}
                    aria-label={`${label} the invitation to ${invitation.email}`}
                    onClick={() => void act(invitation, action)}
                  >
                    {label}
                  </Button>
                ))}
              </td>
            </tr>
          ))}
        </OrgTable>
      )}
    </section>
  );
}
