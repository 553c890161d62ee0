import { useState, type FormEvent } from 'react';
import { checkRateCard, type RateCardRow } from '@tpp/contracts';
import { Alert, Button, useUnsavedChangesGuard } from '@tpp/ui';
import { talentApi } from '../../api/talentApi';
import { RateCardRowFields } from './RateCardRowFields';

const emptyRow = (): RateCardRow => ({ platform: 'instagram', description: '', rate: '' });

export interface RateCardEditorProps {
  influencerId: number;
  rateCard: readonly RateCardRow[] | null;
  onSaved: (rateCard: RateCardRow[] | null) => void;
}

/** Rows of platform, description and rate; all three required per row; an all-empty card removes it. */
export function RateCardEditor({ influencerId, rateCard, onSaved }: RateCardEditorProps) {
  const [rows, setRows] = useState<RateCardRow[]>(
    rateCard && rateCard.length > 0 ? [...rateCard] : [emptyRow()],
  );
  /** The rows as last loaded or saved: anything else is unsaved work, and leaving asks first. */
  const [stored, setStored] = useState(() => JSON.stringify(rows));
  useUnsavedChangesGuard(JSON.stringify(rows) !== stored);
  const [invalidRow, setInvalidRow] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const [saved, setSaved] = useState<string | null>(null);

  const change = (index: number, row: RateCardRow) => {
    setRows((current) => current.map((existing, at) => (at === index ? row : existing)));
    setSaved(null);
    if (invalidRow === index) setInvalidRow(null);
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setSaved(null);
    const check = checkRateCard(rows);
    if (typeof check === 'object') {
      setInvalidRow(check.incompleteRow);
      return;
    }
    setInvalidRow(null);
    const remove = check === 'remove';
    setBusy(true);
    try {
      const answer = await talentApi.saveRateCard(influencerId, remove ? [] : rows, remove);
      if (answer === 'OK') {
        setSaved(remove ? 'Rate card removed.' : 'Rate card saved.');
        const next = remove ? [emptyRow()] : rows;
        setRows(next);
        setStored(JSON.stringify(next));
        onSaved(remove ? null : rows);
      } else {
        console.error('Rate card not saved', answer);
      }
    } catch (error) {
      // The spec: rate-card failures are only logged.
      console.error('Rate card not saved', error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="tpp-section tpp-rate-card" onSubmit={save} aria-label="Rate card" noValidate>
      <p className="tpp-field__hint">
        Each row needs a platform, a description and a rate. Rates are free text (e.g. “$2,500” or “on
        request”). To remove the rate card, clear every row (or remove them all) and save.
      </p>
      {rows.map((row, index) => (
        <RateCardRowFields
          key={index}
          index={index}
          row={row}
          invalid={invalidRow === index}
          onChange={(next) => change(index, next)}
          onRemove={() => {
            setRows((current) => current.filter((_, at) => at !== index));
            setInvalidRow(null);
            setSaved(null);
          }}
        />
      ))}
      {rows.length === 0 ? <p className="tpp-muted">No rows: saving removes the rate card.</p> : null}
      {invalidRow !== null ? (
        <Alert tone="error">
          Row {invalidRow + 1} is incomplete: platform, description and rate are all required.
        </Alert>
      ) : null}
      {saved ? <Alert tone="success">{saved}</Alert> : null}
      <div className="tpp-actions">
        <Button variant="secondary" onClick={() => setRows((current) => [...current, emptyRow()])}>
          Add Row
        </Button>
        <Button type="submit" busy={busy}>
          Save
        </Button>
      </div>
    </form>
  );
}
