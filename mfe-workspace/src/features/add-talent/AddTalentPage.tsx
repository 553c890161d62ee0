import { useId, useState, type FormEvent } from 'react';
import {
  ADD_TALENT_MESSAGES,
  INTAKE_ERROR_CODES,
  PLATFORM_LABELS,
  SOCIAL_PLATFORMS,
  parseSocialIdentifier,
  type MemberCredits,
  type RequestedSocial,
  type SocialPlatform,
} from '@tpp/contracts';
import { ApiError, errorMessage, useApiQuery } from '@tpp/session';
import {
  Button,
  EmptyState,
  FormFooter,
  LinkButton,
  LoadingState,
  TextField,
  useDocumentTitle,
} from '@tpp/ui';
import { intakeApi } from '../../api/intakeApi';
import { PlatformIcon } from '../../components/PlatformIcon';
import { QueryFailed } from '../../components/QueryFailed';
import { workspaceKeys } from '../../api/workspaceQueries';
import { addSocial, identifierProblem, removeSocial, submitProblem } from './addTalentForm';
import './addTalent.css';
import { LinksPageHeader } from '../../components/LinksPageHeader';
import { Options } from '../../components/Options';

/** A failed add-influencer in the spec's words: no_credits, the rule's own messages, else the generic one. */
function addFailedMessage(error: unknown): string {
  if (!(error instanceof ApiError) || !error.body) return ADD_TALENT_MESSAGES.addFailed;
  const code = error.body.error;
  if (code === INTAKE_ERROR_CODES.noCredits) return ADD_TALENT_MESSAGES.noCredits;
  const own: string[] = [
    INTAKE_ERROR_CODES.memberCapReached,
    INTAKE_ERROR_CODES.invalidSocial,
    INTAKE_ERROR_CODES.duplicateSocial,
    INTAKE_ERROR_CODES.teamHasAccount,
    INTAKE_ERROR_CODES.invalidRequest,
  ];
  return own.includes(code) ? error.body.message : ADD_TALENT_MESSAGES.addFailed;
}

/**
 * What the form says about credits: the member's own cap when a team admin set one (and the
 * team's count when that is lower), else the team's count.
 */
export function creditsText(teamCredits: number, mine: MemberCredits | null): string {
  const team =
    teamCredits === 1 ? '1 request left for your team' : `${teamCredits} requests left for your team`;
  if (!mine) return `${team}. Each request uses one.`;
  const own = `${mine.left} of your ${mine.cap} credits left this period`;
  return teamCredits < mine.left
    ? `${own} (${team}). Each request uses one.`
    : `${own}. Each request uses one.`;
}

/** /add-talent: name and social accounts of a talent, submitted for review (one add-talent credit). */
export function AddTalentPage() {
  useDocumentTitle('Add Talent');
  const query = useApiQuery(workspaceKeys.addTalentTasks(), (signal) => intakeApi.tasks(signal));
  const { state } = query;
  const [submitted, setSubmitted] = useState<string | null>(null);
  const [formKey, setFormKey] = useState(0);

  let body;
  if (submitted !== null)
    body = (
      <section className="tpp-section tpp-add-talent__done" aria-labelledby="add-talent-done">
        <h2 id="add-talent-done">Submitted for Review</h2>
        <p>
          We are fetching the social data of <strong>{submitted}</strong>. The creator joins your roster as
          soon as the request is completed; follow it on New Talent Requests.
        </p>
        <div className="tpp-actions">
          <Button
            onClick={() => {
              setSubmitted(null);
              setFormKey((key) => key + 1);
              query.retry();
            }}
          >
            Add Another
          </Button>
          <LinkButton href="/add-talent-requests">New Talent Requests</LinkButton>
        </div>
      </section>
    );
  // Add Another reads the credits again: the form waits for the new count.
  else if (state.status === 'loading' || query.fetching) body = <LoadingState />;
  else if (state.status !== 'ready')
    body = <QueryFailed query={query} text={ADD_TALENT_MESSAGES.tasksLoadFailed} />;
  else if (state.data.credits <= 0)
    body = (
      <EmptyState
        title={ADD_TALENT_MESSAGES.maximumRosterReached}
        action={<LinkButton href="/add-talent-requests">New Talent Requests</LinkButton>}
      >
        <p>{ADD_TALENT_MESSAGES.noCredits}</p>
      </EmptyState>
    );
  else if (state.data.my_credits && state.data.my_credits.left <= 0)
    body = (
      <EmptyState
        title={ADD_TALENT_MESSAGES.memberCapTitle}
        action={<LinkButton href="/add-talent-requests">New Talent Requests</LinkButton>}
      >
        <p>{ADD_TALENT_MESSAGES.memberCapReached.replace('{cap}', String(state.data.my_credits.cap))}</p>
      </EmptyState>
    );
  else
    body = (
      <AddTalentForm
        key={formKey}
        credits={creditsText(state.data.credits, state.data.my_credits)}
        onSubmitted={setSubmitted}
      />
    );

  return (
    <div className="tpp-page">
      <LinksPageHeader title="Add Talent">
        <LinkButton href="/add-talent-requests">New Talent Requests</LinkButton>
        <LinkButton href="/influencers">Talent Roster</LinkButton>
      </LinksPageHeader>
      {body}
    </div>
  );
}

function AddTalentForm({ credits, onSubmitted }: { credits: string; onSubmitted: (name: string) => void }) {
  const id = useId();
  const [name, setName] = useState('');
  const [platform, setPlatform] = useState<SocialPlatform>('instagram');
  const [identifier, setIdentifier] = useState('');
  const [socials, setSocials] = useState<RequestedSocial[]>([]);
  const [socialError, setSocialError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const [submitting, setSubmitting] = useState(false);

  const ruleProblem = identifierProblem(platform, identifier);
  const canAdd = identifier.trim() !== '' && ruleProblem === null && !checking;

  /**
   * Checks the typed account as Add Social does (the handle rule, a duplicate, the server's check):
   * the list with it, or null with the field's error shown.
   */
  const takeTyped = async (): Promise<RequestedSocial[] | null> => {
    const parsed = parseSocialIdentifier(platform, identifier);
    if (parsed.kind !== 'handle' && parsed.kind !== 'link') return null;
    const local = addSocial(socials, { platform, handle: parsed.handle });
    if (typeof local === 'string') {
      setSocialError(local);
      return null;
    }
    setChecking(true);
    setSocialError(null);
    try {
      const answer = await intakeApi.checkSocial(platform, identifier);
      if ('existing' in answer) {
        setSocialError(ADD_TALENT_MESSAGES.teamHasAccount.replace('{existing}', answer.existing.fullname));
        return null;
      }
      const next = addSocial(socials, { platform: answer.social.platform, handle: answer.social.handle });
      if (typeof next === 'string') {
        setSocialError(next);
        return null;
      }
      setSocials(next);
      setIdentifier('');
      setFormError(null);
      return next;
    } catch (error) {
      setSocialError(errorMessage(error, ADD_TALENT_MESSAGES.checkSocialFailed));
      return null;
    } finally {
      setChecking(false);
    }
  };

  const add = () => void takeTyped();

  // Submit takes an account typed but not yet added as if Add Social had been clicked; one that
  // fails its checks blocks Submit with the field's error.
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const typed = identifier.trim() !== '';
    const problem = submitProblem(name, socials, typed);
    setFormError(problem);
    if (problem) return;
    if (typed && ruleProblem) return;
    setSubmitting(true);
    try {
      const list = typed ? await takeTyped() : socials;
      if (!list) return;
      await intakeApi.addInfluencer(name.trim(), list);
      onSubmitted(name.trim());
    } catch (error) {
      setFormError(addFailedMessage(error));
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <form className="tpp-section tpp-add-talent" onSubmit={submit} noValidate aria-label="Add Talent">
      <p className="tpp-muted">{credits}</p>
      <TextField
        label="Creator Name"
        value={name}
        maxLength={200}
        onChange={(event) => setName(event.target.value)}
      />
      <fieldset className="tpp-add-talent__social">
        <legend>Social accounts</legend>
        <div className="tpp-field">
          <label htmlFor={`${id}-platform`}>Social Platform</label>
          <select
            id={`${id}-platform`}
            value={platform}
            onChange={(event) => {
              setPlatform(event.target.value as SocialPlatform);
              setSocialError(null);
            }}
          >
            <Options values={SOCIAL_PLATFORMS} label={(option) => PLATFORM_LABELS[option]} />
          </select>
        </div>
        <TextField
          label="Handle/Link"
          value={identifier}
          placeholder="@handle or profile link"
          maxLength={300}
          error={ruleProblem ?? socialError}
          onChange={(event) => {
            setIdentifier(event.target.value);
            setSocialError(null);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              if (canAdd) add();
            }
          }}
        />
        <div className="tpp-add-talent__add">
          <Button variant="secondary" disabled={!canAdd} busy={checking} onClick={add}>
            Add Social
          </Button>
        </div>
      </fieldset>
      {socials.length > 0 ? (
        <ul className="tpp-add-talent__list" aria-label="Added socials">
          {socials.map((social, index) => (
            <li key={`${social.platform}:${social.handle}`}>
              <PlatformIcon platform={social.platform} />
              <span className="tpp-add-talent__handle">@{social.handle}</span>
              {social.primary ? <span className="tpp-badge">Primary</span> : null}
              <Button
                variant="link"
                aria-label={`Delete ${PLATFORM_LABELS[social.platform]} @${social.handle}`}
                onClick={() => setSocials((current) => removeSocial(current, index))}
              >
                Delete
              </Button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="tpp-muted">No socials added yet.</p>
      )}
      <FormFooter error={formError} submitLabel="Submit for Review" busy={submitting} />
    </form>
  );
}
