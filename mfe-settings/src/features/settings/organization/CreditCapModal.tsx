import { useState, type ChangeEvent } from 'react';
import { MEMBER_CREDIT_CAP_MAX, type MemberCredits, type OrganizationMember } from '@tpp/contracts';
import { errorMessage } from '@tpp/session';
import { Alert, Button, FormModal, TextField } from '@tpp/ui';
import { organizationApi } from '../../../api/organizationApi';

const SAVE_FAILED = 'The credit limit could not be saved. Please try again.';

/** A member's name as the members table shows it. */
export const memberName = (member: OrganizationMember) => member.full_name.trim() || member.email;

/** The members table's cell: what a member spent of their cap this period, or that they have none. */
export function creditCapText(member: OrganizationMember): string {
  if (member.role === 'team_admin') return 'Not capped (team admin)';
  const cap = member.credit_cap;
  if (!cap) return 'No limit';
  return `${cap.used} of ${cap.cap} used`;
}

/** The cap as a whole number from 0 to the maximum, '' for none; otherwise the problem. */
export function parseCap(text: string): { cap: number | null } | { problem: string } {
  const trimmed = text.trim();
  if (trimmed === '') return { cap: null };
  if (!/^\d+$/.test(trimmed) || Number(trimmed) > MEMBER_CREDIT_CAP_MAX)
    return {
      problem: `Enter a whole number from 0 to ${MEMBER_CREDIT_CAP_MAX}, or leave it empty for no limit.`,
    };
  return { cap: Number(trimmed) };
}

const since = (credits: MemberCredits) =>
  new Date(credits.since).toLocaleDateString(undefined, { year: 'numeric', month: 'short', day: 'numeric' });

/**
 * Sets how many Add Talent credits a member may spend. Saving starts a new period (what the
 * member spent before no longer counts); an empty field, or Remove Limit, lets them use all of
 * the team's credits.
 */
export function CreditCapModal({
  member,
  onClose,
  onSaved,
}: {
  member: OrganizationMember;
  onClose: () => void;
  onSaved: (saved: OrganizationMember) => Promise<void>;
}) {
  const current = member.credit_cap ?? null;
  const [text, setText] = useState(current ? String(current.cap) : '');
  const [problem, setProblem] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const edit = (event: ChangeEvent<HTMLInputElement>) => {
    setText(event.target.value);
    setProblem(null);
  };

  const save = async (cap: number | null) => {
    setFailure(null);
    setBusy(true);
    try {
      await onSaved(await organizationApi.setCreditCap(member.id, cap));
    } catch (error) {
      setFailure(errorMessage(error, SAVE_FAILED));
      setBusy(false);
    }
  };

  return (
    <FormModal
      title="Add Talent Credit Limit"
      submitLabel="Save Limit"
      busy={busy}
      cancelDisabled={busy}
      onClose={onClose}
      onSubmit={() => {
        const parsed = parseCap(text);
        if ('problem' in parsed) {
          setProblem(parsed.problem);
          return;
        }
        void save(parsed.cap);
      }}
    >
      <p>
        How many Add Talent credits may <strong>{memberName(member)}</strong> use from the team&apos;s
        credits? Each request uses one; a request that fails gives its credit back.
      </p>
      {current ? (
        <p className="tpp-org__muted">
          This period (since {since(current)}): {current.used} of {current.cap} used.
        </p>
      ) : null}
      <TextField
        label="Credits per period"
        inputMode="numeric"
        value={text}
        error={problem}
        hint="Saving starts a new period. Leave empty for no limit."
        onChange={edit}
      />
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      {current ? (
        <Button variant="link" disabled={busy} onClick={() => void save(null)}>
          Remove Limit
        </Button>
      ) : null}
    </FormModal>
  );
}
