import type { CastingCall } from '@tpp/contracts';

const FIELDS: { key: keyof CastingCall; label: string }[] = [
  { key: 'brandRepresented', label: 'Brand' },
  { key: 'deliverables', label: 'Deliverables' },
  { key: 'compensation', label: 'Compensation' },
  { key: 'locations', label: 'Locations' },
];

const dateFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});
const formatDate = (value: string | null) => (value ? dateFormat.format(new Date(value)) : null);

/** What the brand asks for: title, brand, description, dates, deliverables, compensation and places. */
export function CastingCallDetails({ call }: { call: CastingCall }) {
  const start = formatDate(call.start_date);
  const end = formatDate(call.end_date);
  return (
    <section
      className={
        call.team_image_url ? 'tpp-section tpp-call-details has-image' : 'tpp-section tpp-call-details'
      }
      aria-label="Creator Call details"
    >
      {call.team_image_url ? (
        <img className="tpp-call-details__image" src={call.team_image_url} alt={call.team_name} />
      ) : null}
      <div>
        <p className="tpp-muted">Creator Call from {call.team_name}</p>
        <h2>{call.title}</h2>
        <p>{call.description}</p>
        <dl>
          {start || end ? (
            <>
              <dt>Dates</dt>
              <dd>{[start, end].filter(Boolean).join(' – ')}</dd>
            </>
          ) : null}
          {call.response_deadline ? (
            <>
              <dt>Respond by</dt>
              <dd>{formatDate(call.response_deadline)}</dd>
            </>
          ) : null}
          {FIELDS.map(({ key, label }) =>
            call[key] ? (
              <div key={key} style={{ display: 'contents' }}>
                <dt>{label}</dt>
                <dd>{String(call[key])}</dd>
              </div>
            ) : null,
          )}
        </dl>
      </div>
    </section>
  );
}
