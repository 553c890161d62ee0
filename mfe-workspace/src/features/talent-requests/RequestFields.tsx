import type { ReactNode } from 'react';
import { REQUEST_PLATFORM_LABELS, requestAccountLabel, type TalentRequest } from '@tpp/contracts';

function Field({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </>
  );
}

/**
 * What a request sent, as `<dt>/<dd>` pairs of a `<dl>` (My Requests' detail and the Requests
 * Console): socials, content URLs under the account they are for ('Instagram @zoe.morales'),
 * the case study, the note, the uploads and the staff's note.
 */
export function RequestFields({ request }: { request: TalentRequest }) {
  const { form_data: form } = request;
  const study = form.case_study;
  const accounts = new Map(request.content_accounts.map((account) => [account.account_id, account]));
  return (
    <>
      {form.socials.length > 0 ? (
        <Field term="Socials">
          {form.socials.map((social, index) => (
            <div key={index}>
              {REQUEST_PLATFORM_LABELS[social.platform]}: {social.url}
              {social.primary ? ' (primary)' : ''}
            </div>
          ))}
        </Field>
      ) : null}
      {form.content_requests ? (
        <Field term="Content">
          {Object.entries(form.content_requests).map(([accountId, urls]) => {
            const account = accounts.get(accountId);
            return (
              <div key={accountId}>
                {account ? requestAccountLabel(account) : 'A removed account'}:{' '}
                {urls.map((url) => (
                  <a key={url} href={url} target="_blank" rel="noreferrer" className="tpp-staff-url">
                    {url}{' '}
                  </a>
                ))}
              </div>
            );
          })}
        </Field>
      ) : null}
      {study ? (
        <Field term="Case study">
          {study.title} for {study.brandPartner}: {study.campaignSummary}
        </Field>
      ) : null}
      {request.note ? <Field term="Note">{request.note}</Field> : null}
      {request.uploads.length > 0 ? (
        <Field term="Uploads">
          {request.uploads.map((upload) => (
            <a key={upload.key} href={upload.url} target="_blank" rel="noreferrer">
              {upload.content_type.startsWith('image/') ? (
                <img className="tpp-portrait-preview" src={upload.url} alt={upload.filename} />
              ) : (
                upload.filename
              )}
            </a>
          ))}
        </Field>
      ) : null}
      {request.staff_note ? <Field term="Staff note">{request.staff_note}</Field> : null}
    </>
  );
}
