import { useState } from 'react';
import { useParams } from 'wouter';
import {
  checkProfileChangeRequest,
  REQUEST_MESSAGES,
  REQUEST_PLATFORM_LABELS,
  type InfluencerProfile,
  type RequestPlatform,
  type RequestSocial,
} from '@tpp/contracts';
import { errorMessage, uploadFile, useSession } from '@tpp/session';
import { Button, FormFooter, LinkButton, TextAreaField, TextField, useFormSubmit } from '@tpp/ui';
import { requestsApi } from '../../api/requestsApi';
import { useInfluencerProfile } from '../../api/useInfluencerProfile';
import { RemoveFromRosterButton } from '../../components/RemoveFromRosterButton';
import { canRemoveFromRoster } from '../../components/rosterRules';
import { TalentScreen } from '../../components/TalentScreen';
import { PortraitCropper } from './PortraitCropper';
import { ChangeSubmittedLinks, PlatformSelect, RequestSubmitted } from './RequestParts';
import './requests.css';

interface Draft {
  platform: RequestPlatform;
  url: string;
}

/** Social account entries: a pending one (Add Account, enabled once its URL is not blank) and the confirmed ones. */
function SocialEntries({
  confirmed,
  onChange,
}: {
  confirmed: RequestSocial[];
  onChange: (next: RequestSocial[]) => void;
}) {
  const [draft, setDraft] = useState<Draft>({ platform: 'instagram', url: '' });
  const add = () => {
    onChange([...confirmed, { ...draft, url: draft.url.trim(), primary: confirmed.length === 0 }]);
    setDraft({ platform: 'instagram', url: '' });
  };
  const edit = (index: number) => {
    setDraft({ platform: confirmed[index]!.platform, url: confirmed[index]!.url });
    onChange(
      confirmed.filter((_, at) => at !== index).map((social, at) => ({ ...social, primary: at === 0 })),
    );
  };
  const remove = (index: number) =>
    onChange(
      confirmed.filter((_, at) => at !== index).map((social, at) => ({ ...social, primary: at === 0 })),
    );
  return (
    <fieldset className="tpp-request-form">
      <legend>Social accounts</legend>
      {confirmed.length > 0 ? (
        <ul className="tpp-request-list" aria-label="Accounts to add or change">
          {confirmed.map((social, index) => (
            <li key={`${social.platform}-${social.url}`}>
              <strong>{REQUEST_PLATFORM_LABELS[social.platform]}</strong> {social.url}
              <Button variant="link" onClick={() => edit(index)}>
                Edit
              </Button>
              <Button variant="link" onClick={() => remove(index)}>
                Remove
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="tpp-request-socials__row">
        <PlatformSelect value={draft.platform} onChange={(platform) => setDraft({ ...draft, platform })} />
        <TextField
          className="tpp-request-socials__url"
          label="Profile URL or handle"
          value={draft.url}
          onChange={(event) => setDraft({ ...draft, url: event.target.value })}
        />
        <Button variant="secondary" disabled={!draft.url.trim()} onClick={add}>
          Add Account
        </Button>
      </div>
    </fieldset>
  );
}

/** The 'remove from roster' path: confirm, then the removed screen (team admins; others are told). */
function RemoveFromRoster({ profile, onRemoved }: { profile: InfluencerProfile; onRemoved: () => void }) {
  const mayRemove = useSession((state) => canRemoveFromRoster(state.user));
  if (!mayRemove) return <p className="tpp-muted">Only team admins can remove talent from the roster.</p>;
  return (
    <RemoveFromRosterButton
      influencerId={profile.id}
      name={profile.fullname}
      label="Remove from Roster"
      variant="danger"
      onRemoved={onRemoved}
    />
  );
}

function ChangeForm({ profile }: { profile: InfluencerProfile }) {
  const [socials, setSocials] = useState<RequestSocial[]>([]);
  const [note, setNote] = useState('');
  const [portrait, setPortrait] = useState<Blob | null>(null);
  const [portraitChosen, setPortraitChosen] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState<'submitted' | 'removed' | null>(null);

  const { busy, onSubmit } = useFormSubmit(async () => {
    setProblem(null);
    if (portraitChosen && !portrait) return setProblem(REQUEST_MESSAGES.confirmFraming);
    const invalid = checkProfileChangeRequest({
      socials,
      note,
      ...(portrait ? { uploadedKey: 'portrait' } : {}),
    });
    if (invalid) return setProblem(invalid.message);
    let uploadedKey: string | undefined;
    if (portrait) {
      try {
        uploadedKey = await uploadFile(portrait, {
          filename: `portrait-${profile.id}.jpg`,
          type: 'image/jpeg',
        });
      } catch {
        return setProblem(REQUEST_MESSAGES.uploadFailed);
      }
    }
    try {
      await requestsApi.submit({
        request_type: 'update',
        influencer_id: profile.id,
        name: profile.fullname,
        socials,
        note,
        ...(uploadedKey ? { uploadedKey } : {}),
      });
      setDone('submitted');
    } catch (error) {
      setProblem(errorMessage(error, REQUEST_MESSAGES.changeRequestFailed));
    }
  });

  if (done === 'submitted')
    return (
      <RequestSubmitted links={<ChangeSubmittedLinks influencerId={profile.id} />}>
        Your account managers will get back to you about {profile.fullname}.
      </RequestSubmitted>
    );
  if (done === 'removed')
    return (
      <section className="tpp-card tpp-request-done" aria-live="polite">
        <h2>Removed</h2>
        <p>{profile.fullname} is no longer on your roster.</p>
        <LinkButton href="/influencers">Talent Roster</LinkButton>
      </section>
    );
  return (
    <div className="tpp-request-sections">
      <nav className="tpp-request-links" aria-label="Other changes">
        <LinkButton href={`/request/portrait-change/${profile.id}`}>Change Portrait Now</LinkButton>
        <LinkButton href={`/request-content/${profile.id}`}>Request Content Change</LinkButton>
        <LinkButton href={`/add-case-study/${profile.id}`}>Add Case Study</LinkButton>
      </nav>
      <form className="tpp-card tpp-request-form" onSubmit={onSubmit} noValidate>
        <SocialEntries confirmed={socials} onChange={setSocials} />
        <TextAreaField
          label="Note (optional)"
          rows={4}
          value={note}
          onChange={(event) => setNote(event.target.value)}
        />
        <PortraitCropper onFramed={setPortrait} onChosen={setPortraitChosen} disabled={busy} />
        <FormFooter error={problem} submitLabel="Submit" busy={busy} />
      </form>
      <section className="tpp-card tpp-request-form" aria-labelledby="remove-heading">
        <h2 id="remove-heading">Remove from roster</h2>
        <RemoveFromRoster profile={profile} onRemoved={() => setDone('removed')} />
      </section>
    </div>
  );
}

/** /request/{influencerId}: social accounts, a note and a portrait sent as a change request; or remove from the roster. */
export function RequestProfileChangePage() {
  const { influencerId = '' } = useParams<{ influencerId: string }>();
  const { query } = useInfluencerProfile(influencerId);
  return (
    <TalentScreen title="Request Profile Change" influencerId={influencerId} query={query}>
      {(profile) => <ChangeForm profile={profile} />}
    </TalentScreen>
  );
}
