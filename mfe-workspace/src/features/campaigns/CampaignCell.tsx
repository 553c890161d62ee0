import { useState, type KeyboardEvent } from 'react';
import type { CampaignColumn } from '@tpp/contracts';
import { fromDateSent, repliedLabel, toDateSent } from './campaignRules';

export interface CampaignCellProps {
  column: Exclude<CampaignColumn, 'Notes'>;
  talentName: string;
  value: string | undefined;
  disabled?: boolean;
  onCommit: (value: string) => void;
}

/** One tracking cell: shows its value; a click edits it in place (Enter or leaving keeps, Escape cancels). */
export function CampaignCell({ column, talentName, value, disabled = false, onCommit }: CampaignCellProps) {
  const [draft, setDraft] = useState<string | null>(null);
  const label = `${column} for ${talentName}`;
  const shown = column === 'Replied' ? repliedLabel(value) : (value ?? '');

  const start = () => setDraft(column === 'Date Sent' ? fromDateSent(value) : shown);
  const finish = (next: string | null) => {
    setDraft(null);
    if (next === null) return;
    const stored = column === 'Date Sent' ? toDateSent(next) : next;
    if (stored !== (value ?? '')) onCommit(stored);
  };
  const keys = (event: KeyboardEvent<HTMLInputElement | HTMLSelectElement>) => {
    if (event.key === 'Enter') finish(event.currentTarget.value);
    if (event.key === 'Escape') {
      event.preventDefault();
      finish(null);
    }
  };

  if (draft === null) {
    return (
      <button
        type="button"
        className="tpp-cell-button"
        aria-label={`Edit ${label}`}
        disabled={disabled}
        onClick={start}
      >
        {shown || (
          <span className="tpp-cell-button__empty" aria-hidden="true">
            —
          </span>
        )}
      </button>
    );
  }
  if (column === 'Replied') {
    return (
      <select
        className="tpp-cell-input"
        aria-label={label}
        autoFocus
        value={draft}
        onChange={(event) => finish(event.target.value)}
        onBlur={(event) => finish(event.target.value)}
        onKeyDown={keys}
      >
        <option value="">Not set</option>
        <option value="Y">Y</option>
        <option value="N">N</option>
      </select>
    );
  }
  return (
    <input
      className="tpp-cell-input"
      aria-label={label}
      type={column === 'Date Sent' ? 'date' : 'text'}
      autoFocus
      value={draft}
      onChange={(event) => setDraft(event.target.value)}
      onBlur={(event) => finish(event.target.value)}
      onKeyDown={keys}
    />
  );
}
