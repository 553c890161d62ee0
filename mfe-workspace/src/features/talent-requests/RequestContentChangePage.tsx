import { useState } from 'react';
import { useParams } from 'wouter';
import { REQUEST_LIMITS, REQUEST_MESSAGES, type InfluencerProfile } from '@tpp/contracts';
import { errorMessage } from '@tpp/session';
import { Button, FormFooter, SelectField, TextAreaField, TextField, useFormSubmit } from '@tpp/ui';
import { requestsApi } from '../../api/requestsApi';
import { useInfluencerProfile } from '../../api/useInfluencerProfile';
import { TalentScreen } from '../../components/TalentScreen';
import { stage, unstage, type Staging } from './contentStaging';
import { ChangeSubmittedLinks, RequestSubmitted } from './RequestParts';
import './requests.css';

const EMPTY_URLS = Array.from({ length: REQUEST_LIMITS.contentUrlsPerAccount }, () => '');

function ContentForm({ profile }: { profile: InfluencerProfile }) {
  const [accountId, setAccountId] = useState(String(profile.socials[0]?.id ?? ''));
  const [urls, setUrls] = useState<string[]>(EMPTY_URLS);
  const [staging, setStaging] = useState<Staging>({});
  const [notes, setNotes] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [submitted, setSubmitted] = useState(false);
  const accountName = (id: string) => {
    const social = profile.socials.find((candidate) => String(candidate.id) === id);
    return social ? `${social.platform}: @${social.platform_account_name}` : id;
  };

  const addToStaging = () => {
    const next = stage(staging, accountId, urls);
    if ('problem' in next) return setProblem(next.problem);
    setProblem(null);
    setStaging(next.staging);
    setUrls(EMPTY_URLS);
  };

  const { busy, onSubmit } = useFormSubmit(async () => {
    if (Object.keys(staging).length === 0) return setProblem(REQUEST_MESSAGES.needContentRequest);
    setProblem(null);
    try {
      await requestsApi.contentChange({ influencer_id: profile.id, content_requests: staging, notes });
      setSubmitted(true);
    } catch (error) {
      setProblem(errorMessage(error, REQUEST_MESSAGES.contentFailed));
    }
  });

  if (submitted)
    return (
      <RequestSubmitted links={<ChangeSubmittedLinks influencerId={profile.id} />}>
        Your account managers will update the content of {profile.fullname}.
      </RequestSubmitted>
    );
  return (
    <form className="tpp-card tpp-request-form" onSubmit={onSubmit} noValidate>
      <SelectField
        label="Social account"
        value={accountId}
        onChange={(event) => setAccountId(event.target.value)}
      >
        {profile.socials.map((social) => (
          <option key={social.id} value={String(social.id)}>
            {accountName(String(social.id))}
          </option>
        ))}
      </SelectField>
      {urls.map((url, index) => (
        <TextField
          key={index}
          label={`Content URL ${index + 1}`}
          type="url"
          value={url}
          placeholder="https://"
          onChange={(event) => setUrls(urls.map((value, at) => (at === index ? event.target.value : value)))}
        />
      ))}
      <div>
        <Button variant="secondary" onClick={addToStaging}>
          Add to Request
        </Button>
      </div>
      <section aria-labelledby="staging-heading">
        <h2 id="staging-heading">Content to change</h2>
        {Object.keys(staging).length === 0 ? (
          <p className="tpp-muted">Nothing added yet.</p>
        ) : (
          <ul className="tpp-request-list">
            {Object.entries(staging).flatMap(([id, staged]) =>
              staged.map((url) => (
                <li key={`${id}-${url}`}>
                  <strong>{accountName(id)}</strong> <a href={url}>{url}</a>
                  <Button variant="link" onClick={() => setStaging(unstage(staging, id, url))}>
                    Remove
                  </Button>
                </li>
              )),
            )}
          </ul>
        )}
      </section>
      <TextAreaField
        label="Notes (optional)"
        rows={3}
        value={notes}
        onChange={(event) => setNotes(event.target.value)}
      />
      <FormFooter error={problem} submitLabel="Submit" busy={busy} />
    </form>
  );
}

/** /request-content/{influencerId}: up to 3 content URLs per social account, staged, then submitted. */
export function RequestContentChangePage() {
  const { influencerId = '' } = useParams<{ influencerId: string }>();
  const { query } = useInfluencerProfile(influencerId);
  return (
    <TalentScreen title="Request Content Change" influencerId={influencerId} query={query}>
      {(profile) => <ContentForm profile={profile} />}
    </TalentScreen>
  );
}
