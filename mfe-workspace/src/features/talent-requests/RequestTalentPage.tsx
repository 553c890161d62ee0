import { useState } from 'react';
import { checkAddTalentRequest, REQUEST_MESSAGES, type RequestSocial } from '@tpp/contracts';
import { errorMessage } from '@tpp/session';
import {
  Button,
  FormFooter,
  LinkButton,
  TextAreaField,
  TextField,
  useDocumentTitle,
  useFormSubmit,
} from '@tpp/ui';
import { requestsApi } from '../../api/requestsApi';
import { RequestSubmitted } from './RequestParts';
import { nextPlatform, SocialRows } from './SocialRows';
import './requests.css';
import { AddTalentPaths } from '../../components/AddTalentPaths';
import { LinksPageHeader } from '../../components/LinksPageHeader';

const FIRST_SOCIAL: RequestSocial = { platform: 'instagram', url: '', primary: true };

/** /request-talent: ask the account managers to add a talent (display name, socials, notes). */
export function RequestTalentPage() {
  useDocumentTitle('Request to Add Talent');
  const [name, setName] = useState('');
  const [socials, setSocials] = useState<RequestSocial[]>([FIRST_SOCIAL]);
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [submitted, setSubmitted] = useState(false);

  const { busy, onSubmit } = useFormSubmit(async () => {
    const request = { name, socials, note };
    const invalid = checkAddTalentRequest(request);
    if (invalid) return setProblem(invalid.message);
    setProblem(null);
    try {
      await requestsApi.submit({ ...request, handle: socials[0]?.url.trim() ?? '', request_type: 'add' });
      setSubmitted(true);
    } catch (error) {
      setProblem(errorMessage(error, REQUEST_MESSAGES.addTalentFailed));
    }
  });

  const reset = () => {
    setName('');
    setSocials([FIRST_SOCIAL]);
    setNote('');
    setSubmitted(false);
  };

  return (
    <div className="tpp-page">
      <LinksPageHeader title="Request to Add Talent" subtitle={<AddTalentPaths here="manual" />}>
        <LinkButton href="/my-requests">My Requests</LinkButton>
      </LinksPageHeader>
      {submitted ? (
        <RequestSubmitted links={<Button onClick={reset}>Make Another Request</Button>}>
          Your account managers will get back to you. Follow the request in My Requests.
        </RequestSubmitted>
      ) : (
        <form className="tpp-card tpp-request-form" onSubmit={onSubmit} noValidate>
          <TextField
            label="Display name"
            value={name}
            onChange={(event) => {
              setName(event.target.value);
              setProblem(null);
            }}
          />
          <SocialRows
            socials={socials}
            onChange={(next) => {
              setSocials(next);
              setProblem(null);
            }}
          />
          <Button
            variant="secondary"
            onClick={() =>
              setSocials([...socials, { platform: nextPlatform(socials), url: '', primary: false }])
            }
          >
            Add Another Social Platform
          </Button>
          <TextAreaField
            label="Notes (optional)"
            rows={4}
            value={note}
            onChange={(event) => setNote(event.target.value)}
          />
          <FormFooter error={problem} submitLabel="Submit Request" busy={busy} />
        </form>
      )}
    </div>
  );
}
