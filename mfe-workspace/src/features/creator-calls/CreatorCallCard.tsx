import { Link } from 'wouter';
import { SHEET_MESSAGES, type CastingCall } from '@tpp/contracts';
import { Button, ShortenedText } from '@tpp/ui';
import { formatCallDate, formatCallDates } from './callFormat';

export interface CreatorCallCardProps {
  call: CastingCall;
  /** 'visible': Hide; 'leaving': the hidden notice; 'hidden': shown on request, with Restore. */
  mode: 'visible' | 'leaving' | 'hidden';
  onHide: () => void;
  onRestore: () => void;
}

/** Closed, Responded (the team submitted a response) or Draft (saved, not submitted); nothing otherwise. */
function CallState({ call }: { call: CastingCall }) {
  const states: { label: string; tone: string }[] = [];
  if (call.closed) states.push({ label: 'Closed', tone: 'closed' });
  if (call.response_status === 'submitted') states.push({ label: 'Responded', tone: 'responded' });
  else if (call.response_sheet_id) states.push({ label: 'Draft', tone: 'draft' });
  return (
    <>
      {states.map(({ label, tone }) => (
        <span key={label} className={`tpp-chip tpp-call__state is-${tone}`}>
          {label}
        </span>
      ))}
    </>
  );
}

/**
 * One Creator Call: brand, title, its state, response deadline, dates, deliverables, compensation,
 * and the response link (none once the call is closed, unless the team's response was submitted).
 */
export function CreatorCallCard({ call, mode, onHide, onRestore }: CreatorCallCardProps) {
  const brand = call.brandRepresented || call.team_name;
  const dates = formatCallDates(call.start_date, call.end_date);
  const id = encodeURIComponent(String(call.id));
  const titleId = `creator-call-${call.id}`;

  if (mode === 'leaving') {
    return (
      <article className="tpp-call is-leaving" aria-labelledby={titleId}>
        <h2 id={titleId} className="tpp-visually-hidden">
          {call.title}
        </h2>
        <p role="status" className="tpp-call__notice">
          {SHEET_MESSAGES.callHidden}
        </p>
      </article>
    );
  }

  return (
    <article className={mode === 'hidden' ? 'tpp-call is-hidden' : 'tpp-call'} aria-labelledby={titleId}>
      <header className="tpp-call__head">
        {call.team_image_url ? (
          <img className="tpp-call__logo" src={call.team_image_url} alt="" width={48} height={48} />
        ) : (
          <span className="tpp-call__logo tpp-call__logo--initial" aria-hidden="true">
            {brand.slice(0, 1).toUpperCase()}
          </span>
        )}
        <div className="tpp-call__names">
          <h2 id={titleId}>{call.title}</h2>
          <p className="tpp-muted">{brand}</p>
        </div>
        <CallState call={call} />
        {mode === 'hidden' ? <span className="tpp-chip">Hidden</span> : null}
      </header>
      {call.description ? <ShortenedText text={call.description} className="tpp-call__description" /> : null}
      <dl className="tpp-call__facts">
        <div>
          <dt>Respond by</dt>
          <dd>{call.response_deadline ? formatCallDate(call.response_deadline) : 'No response deadline'}</dd>
        </div>
        {dates ? (
          <div>
            <dt>Dates</dt>
            <dd>{dates}</dd>
          </div>
        ) : null}
        {call.deliverables ? (
          <div>
            <dt>Deliverables</dt>
            <dd>{call.deliverables}</dd>
          </div>
        ) : null}
        {call.compensation ? (
          <div>
            <dt>Compensation</dt>
            <dd>{call.compensation}</dd>
          </div>
        ) : null}
        {call.locations ? (
          <div>
            <dt>Locations</dt>
            <dd>{call.locations}</dd>
          </div>
        ) : null}
      </dl>
      <footer className="tpp-call__actions">
        {call.response_status === 'submitted' ? (
          <Link href={`/creator-call-response/preview/${id}`} className="tpp-call__response is-sent">
            Your team sent a response
          </Link>
        ) : call.closed ? (
          <span className="tpp-muted">No longer taking responses</span>
        ) : call.response_sheet_id ? (
          <Link href={`/creator-call-response/${id}`} className="tpp-button tpp-button--primary">
            Continue Draft Response
          </Link>
        ) : (
          <Link href={`/creator-call-response/${id}`} className="tpp-button tpp-button--primary">
            Respond
          </Link>
        )}
        {mode === 'hidden' ? (
          <Button variant="secondary" aria-label={`Restore ${call.title}`} onClick={onRestore}>
            Restore
          </Button>
        ) : (
          <Button variant="secondary" aria-label={`Hide ${call.title}`} onClick={onHide}>
            Hide
          </Button>
        )}
      </footer>
    </article>
  );
}
