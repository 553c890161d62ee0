import { useState } from 'react';
import { SHEET_MESSAGES } from '@tpp/contracts';
import { Button, EmptyState, LoadingState, PageHeader, SelectField, useDocumentTitle } from '@tpp/ui';
import { QueryFailed } from '../../components/QueryFailed';
import { arrangeCalls, CALL_FILTERS, CALL_SORTS, type CallFilter, type CallSort } from './callList';
import { CreatorCallCard } from './CreatorCallCard';
import { CREATOR_CALLS_LOAD_FAILED, useCreatorCalls } from './useCreatorCalls';
import { useHiddenCalls } from './hiddenCallsStore';
import '../../components/talent.css';
import './creatorCalls.css';

/** A labelled drop-down of named choices ({ value: label }). */
function ChoiceField<K extends string>(props: {
  label: string;
  choices: Readonly<Record<K, string>>;
  value: K;
  onChange: (value: K) => void;
}) {
  return (
    <SelectField
      label={props.label}
      value={props.value}
      onChange={(event) => props.onChange(event.target.value as K)}
    >
      {(Object.entries(props.choices) as [K, string][]).map(([value, label]) => (
        <option key={value} value={value}>
          {label}
        </option>
      ))}
    </SelectField>
  );
}
const countOf = (count: number) => `${count} ${count === 1 ? 'call' : 'calls'}`;

/**
 * /creator-calls: brand casting calls to answer with a sheet, sorted (deadline, newest, name) and
 * filtered (open, responded, not responded) in the browser; calls can be hidden in this browser.
 */
export function CreatorCallsPage() {
  useDocumentTitle('Creator Calls');
  const query = useCreatorCalls();
  const { state } = query;
  const { hidden, leaving, hide, restore, restoreAll } = useHiddenCalls();
  const [showHidden, setShowHidden] = useState(false);

  const [sort, setSort] = useState<CallSort>('deadline');
  const [filter, setFilter] = useState<CallFilter>('all');

  const calls = state.status === 'ready' ? state.data : [];
  const hiddenSet = new Set(hidden);
  const leavingSet = new Set(leaving);
  const visible = calls.filter((call) => !hiddenSet.has(call.id) || leavingSet.has(call.id));
  const shown = arrangeCalls(visible, sort, filter);
  const hiddenCalls = arrangeCalls(
    calls.filter((call) => hiddenSet.has(call.id) && !leavingSet.has(call.id)),
    sort,
    'all',
  );

  return (
    <div className="tpp-page tpp-creator-calls">
      <PageHeader
        title="Creator Calls"
        subtitle="Brands looking for creators. Respond with a sheet of up to 40 of yours."
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
      {visible.length > 0 ? (
        <div className="tpp-call-controls">
          <ChoiceField label="Sort by" choices={CALL_SORTS} value={sort} onChange={setSort} />
          <ChoiceField label="Show" choices={CALL_FILTERS} value={filter} onChange={setFilter} />
          <p className="tpp-muted tpp-call-controls__count" role="status">
            {filter === 'all' ? countOf(shown.length) : `${shown.length} of ${countOf(visible.length)}`}
          </p>
        </div>
      ) : null}
      {visible.length > 0 && shown.length === 0 ? (
        <EmptyState title="No Creator Calls match this filter.">
          <Button variant="link" onClick={() => setFilter('all')}>
            Show all calls
          </Button>
        </EmptyState>
      ) : null}
      {state.status === 'ready' && visible.length === 0 ? (
        <EmptyState title={SHEET_MESSAGES.noCreatorCalls}>
          {hiddenCalls.length > 0
            ? 'You have hidden every current call. Show hidden calls to see them again.'
            : 'When brands post calls for creators, they appear here.'}
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
