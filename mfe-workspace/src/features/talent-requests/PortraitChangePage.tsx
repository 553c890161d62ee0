import { useEffect, useState } from 'react';
import { useParams } from 'wouter';
import { REQUEST_MESSAGES } from '@tpp/contracts';
import { uploadFile } from '@tpp/session';
import { Alert, Button, LinkButton } from '@tpp/ui';
import { requestsApi } from '../../api/requestsApi';
import { useInfluencerProfile } from '../../api/useInfluencerProfile';
import { TalentScreen } from '../../components/TalentScreen';
import { PortraitCropper } from './PortraitCropper';
import './requests.css';

type Step =
  | { name: 'choose' }
  | { name: 'uploading' }
  | { name: 'uploaded'; key: string; preview: string }
  | { name: 'replacing'; key: string; preview: string }
  | { name: 'changed'; pictureUrl: string };

/**
 * /request/portrait-change/{influencerId}: choose an image, crop it square and confirm the
 * framing, upload it (JPEG, at most 600 px), confirm, 'Portrait Changed'. Cancel clears the key.
 */
export function PortraitChangePage() {
  const { influencerId = '' } = useParams<{ influencerId: string }>();
  const { query } = useInfluencerProfile(influencerId);
  const [step, setStep] = useState<Step>({ name: 'choose' });
  const [problem, setProblem] = useState<string | null>(null);
  const [cropperKey, setCropperKey] = useState(0);
  const preview = step.name === 'uploaded' || step.name === 'replacing' ? step.preview : null;
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);

  const upload = async (portrait: Blob | null) => {
    if (!portrait) return;
    setProblem(null);
    setStep({ name: 'uploading' });
    try {
      const key = await uploadFile(portrait, {
        filename: `portrait-${influencerId}.jpg`,
        type: 'image/jpeg',
      });
      setStep({ name: 'uploaded', key, preview: URL.createObjectURL(portrait) });
    } catch {
      setProblem(REQUEST_MESSAGES.uploadFailed);
      setStep({ name: 'choose' });
    }
  };

  const cancel = () => {
    setStep({ name: 'choose' });
    setProblem(null);
    setCropperKey((value) => value + 1);
  };

  const confirm = async () => {
    if (step.name !== 'uploaded') return;
    setStep({ ...step, name: 'replacing' });
    try {
      const answer = await requestsApi.replacePortrait(Number(influencerId), step.key);
      if (!answer.success) throw new Error('Not replaced');
      setStep({ name: 'changed', pictureUrl: answer.picture_url });
    } catch {
      setProblem(REQUEST_MESSAGES.removalFailed);
      setStep({ ...step, name: 'uploaded' });
    }
  };

  return (
    <TalentScreen title="Portrait Change" influencerId={influencerId} query={query}>
      {(profile) =>
        step.name === 'changed' ? (
          <section className="tpp-card tpp-request-done" aria-live="polite">
            <h2>{REQUEST_MESSAGES.portraitChanged}</h2>
            <img
              className="tpp-portrait-preview"
              src={step.pictureUrl}
              alt={`New portrait of ${profile.fullname}`}
            />
            <div className="tpp-actions">
              <LinkButton href={`/influencers/profile/${profile.id}`}>Talent Profile</LinkButton>
            </div>
          </section>
        ) : (
          <section className="tpp-card tpp-request-form">
            <div>
              <h2>Current portrait</h2>
              <img
                className="tpp-portrait-preview"
                src={profile.custom_picture ?? profile.picture_main_url}
                alt={`Current portrait of ${profile.fullname}`}
              />
            </div>
            {step.name === 'choose' || step.name === 'uploading' ? (
              <PortraitCropper
                key={cropperKey}
                disabled={step.name === 'uploading'}
                onFramed={(portrait) => void upload(portrait)}
              />
            ) : (
              <div>
                <h2>New portrait</h2>
                <img
                  className="tpp-portrait-preview"
                  src={step.preview}
                  alt={`New portrait of ${profile.fullname}`}
                />
                <p>Replace the portrait your team shows on its roster, sheets and public pages?</p>
                <div className="tpp-actions">
                  <Button onClick={() => void confirm()} busy={step.name === 'replacing'}>
                    Confirm
                  </Button>
                  <Button variant="secondary" onClick={cancel} disabled={step.name === 'replacing'}>
                    Cancel
                  </Button>
                </div>
              </div>
            )}
            {step.name === 'uploading' ? <p role="status">Uploading...</p> : null}
            {problem ? <Alert tone="error">{problem}</Alert> : null}
          </section>
        )
      }
    </TalentScreen>
  );
}
