import { useState } from 'react';
import { useParams } from 'wouter';
import {
  CASE_STUDY_FIELDS,
  CASE_STUDY_LABELS,
  checkCaseStudy,
  IMAGE_CONTENT_TYPES,
  isImageContentType,
  numericRouteId,
  REQUEST_MESSAGES,
  RETURN_PATH_PARAM,
  TALENT_MESSAGES,
  type CaseStudyFields,
} from '@tpp/contracts';
import { errorMessage, uploadFile, useSession } from '@tpp/session';
import {
  Alert,
  FormFooter,
  LinkButton,
  LoadingState,
  TextAreaField,
  TextField,
  useDocumentTitle,
  useFormSubmit,
} from '@tpp/ui';
import { requestsApi } from '../../api/requestsApi';
import { PublicFrame } from '../../components/PublicFrame';
import './caseStudy.css';

type Fields = Omit<CaseStudyFields, 'thumbnailKey'>;
const EMPTY: Fields = {
  title: '',
  brandPartner: '',
  campaignSummary: '',
  campaignResults: '',
  campaignObjectives: '',
  highlightedContentUrl: '',
};
const LONG_FIELDS = new Set<keyof Fields>(['campaignSummary', 'campaignResults', 'campaignObjectives']);

function CaseStudyForm({ influencerId }: { influencerId: number }) {
  const [fields, setFields] = useState<Fields>(EMPTY);
  const [thumbnail, setThumbnail] = useState<File | null>(null);
  const [problem, setProblem] = useState<{ field?: string; message: string } | null>(null);
  const [submitted, setSubmitted] = useState(false);

  const { busy, onSubmit } = useFormSubmit(async () => {
    const invalid = checkCaseStudy(fields);
    if (invalid) return setProblem(invalid);
    setProblem(null);
    let thumbnailKey: string | undefined;
    if (thumbnail) {
      try {
        thumbnailKey = await uploadFile(thumbnail, { subdir: 'case-study' });
      } catch {
        return setProblem({ message: REQUEST_MESSAGES.uploadFailed });
      }
    }
    try {
      await requestsApi.submit({
        request_type: 'case_study',
        influencer_id: influencerId,
        ...fields,
        ...(thumbnailKey ? { thumbnailKey } : {}),
      });
      setSubmitted(true);
    } catch (error) {
      setProblem({ message: errorMessage(error, REQUEST_MESSAGES.caseStudyFailed) });
    }
  });

  if (submitted)
    return (
      <section className="tpp-card tpp-case-study" aria-live="polite">
        <h1>{REQUEST_MESSAGES.submitted}</h1>
        <p>The case study shows in the talent&rsquo;s profile when your team shows case studies.</p>
        <LinkButton href={`/influencers/profile/${influencerId}`}>Talent Profile</LinkButton>
      </section>
    );
  return (
    <form className="tpp-card tpp-case-study" onSubmit={onSubmit} noValidate>
      <h1>Case Study</h1>
      {CASE_STUDY_FIELDS.map((field) =>
        LONG_FIELDS.has(field) ? (
          <TextAreaField
            key={field}
            label={CASE_STUDY_LABELS[field]}
            rows={3}
            value={fields[field]}
            aria-invalid={problem?.field === field || undefined}
            onChange={(event) => setFields({ ...fields, [field]: event.target.value })}
          />
        ) : (
          <TextField
            key={field}
            label={CASE_STUDY_LABELS[field]}
            type={field === 'highlightedContentUrl' ? 'url' : 'text'}
            value={fields[field]}
            aria-invalid={problem?.field === field || undefined}
            onChange={(event) => setFields({ ...fields, [field]: event.target.value })}
          />
        ),
      )}
      <div className="tpp-field">
        <label htmlFor="case-thumbnail">
          Thumbnail image (optional; a default thumbnail is used without one)
        </label>
        <input
          id="case-thumbnail"
          type="file"
          accept={IMAGE_CONTENT_TYPES.join(',')}
          onChange={(event) => {
            const file = event.target.files?.[0] ?? null;
            if (file && !isImageContentType(file.type)) {
              event.target.value = '';
              setThumbnail(null);
              return setProblem({ message: 'Please choose an image (JPEG, PNG or WebP).' });
            }
            setThumbnail(file);
          }}
        />
      </div>
      <FormFooter error={problem?.message} submitLabel="Submit" busy={busy} />
    </form>
  );
}

/** /add-case-study/{influencerId} and /dummy-form/{influencerId}: the case study form (a team member's). */
export function CaseStudyPage() {
  useDocumentTitle('Case Study');
  const { influencerId = '' } = useParams<{ influencerId: string }>();
  const status = useSession((state) => state.status);
  const signedIn = useSession((state) => state.user !== null);
  const here = typeof window === 'undefined' ? '/' : window.location.pathname;
  return (
    <PublicFrame>
      {numericRouteId(influencerId) === null ? (
        <Alert tone="error">{TALENT_MESSAGES.influencerNotFoundBody}</Alert>
      ) : status !== 'ready' ? (
        <LoadingState />
      ) : signedIn ? (
        <CaseStudyForm influencerId={Number(influencerId)} />
      ) : (
        <section className="tpp-card tpp-case-study">
          <h1>Case Study</h1>
          <p>Please sign in to add a case study.</p>
          <LinkButton href={`/signin?${RETURN_PATH_PARAM}=${encodeURIComponent(here)}`}>Sign In</LinkButton>
        </section>
      )}
    </PublicFrame>
  );
}
