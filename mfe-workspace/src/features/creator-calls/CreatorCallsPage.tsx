import { useState } from 'react';
import { SHEET_MESSAGES } from '@tpp/contracts';
import { Button, EmptyState, LoadingState, PageHeader, useDocumentTitle } from '@tpp/ui';
import { QueryFailed } from '../../components/QueryFailed';
import { CreatorCallCard } from './CreatorCallCard';
import { CREATOR_CALLS_LOAD_FAILED, useCreatorCalls } from './useCreatorCalls';
import { useHiddenCalls } from './hiddenCallsStore';
import '../../components/talent.css';
import './creatorCalls.css';

/** /creator-calls: brand casting calls to answer with a sheet; calls can be hidden in this browser. */
export function CreatorCallsPage() {
  useDocumentTitle('Creator Calls');
  const query = useCreatorCalls();
  const { state } = query;
  const { hidden, leaving, hide, restore, restoreAll } = useHiddenCalls();
  const [showHidden, setShowHidden] = useState(false);

  const calls = state.status === 'ready' ? state.data : [];
  const hiddenSet = new Set(hidden);
  const leavingSet = new Set(leaving);
  const shown = calls.filter((call) => !hiddenSet.has(call.id) || leavingSet.has(call.id));
  const hiddenCalls = calls.filter((call) => hiddenSet.has(call.id) && !leavingSet.has(call.id));

  return (
    <div className="tpp-page tpp-creator-calls">
      <PageHeader
        title="Creator Calls"
        subtitle="Brands looking for talent. Respond with a sheet of up to 40 creators."
        actions={
          hiddenCalls.length > 0 ? (
            <Button
              variant="secondary"
              aria-expanded={showHidden}
              onClick={() => setShowHidden((open) => !open)}
            >
              {showHidden ? 'Close hidden calls' : `Show hidden calls (${hiddenCalls.length})`}
            </Button>
          ) : undefined
        }
      />
      {state.status === 'loading' ? <LoadingState label="Loading Creator Calls..." /> : null}
      <QueryFailed query={query} text={CREATOR_CALLS_LOAD_FAILED} />
      {state.status === 'ready' && shown.length === 0 ? (
        <EmptyState title={SHEET_MESSAGES.noCreatorCalls}>
          {hiddenCalls.length > 0
            ? 'You have hidden every current call. Show hidden calls to see them again.'
            : 'When brands post calls for talent, they appear here.'}
        </EmptyState>
      ) : null}
      {shown.length > 0 ? (
        <ul className="tpp-call-list" aria-label="Creator Calls">
          {shown.map((call) => (
            <li key={call.id}>
              <CreatorCallCard
                call={call}
                mode={leavingSet.has(call.id) ? 'leaving' : 'visible'}
                onHide={() => hide(call.id)}
                onRestore={() => restore(call.id)}
              />
            </li>
          ))}
        </ul>
      ) : null}
      {showHidden && hiddenCalls.length > 0 ? (
        <section className="tpp-call-hidden" aria-labelledby="hidden-calls-heading">
          <div className="tpp-section__head">
            <h2 id="hidden-calls-heading">Hidden calls</h2>
            <Button
              variant="link"
              onClick={() => {
                restoreAll();
                setShowHidden(false);
              }}
            >
              Restore all
            </Button>
          </div>
          <ul className="tpp-call-list" aria-label="Hidden Creator Calls">
            {hiddenCalls.map((call) => (
              <li key={call.id}>
                <CreatorCallCard
                  call={call}
                  mode="hidden"
                  onHide={() => hide(call.id)}
                  onRestore={() => restore(call.id)}
                />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
