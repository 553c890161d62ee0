import { useEffect, useId, useState } from 'react';
import type { SheetRateCards as RateCardsChoice, SheetRateCardsResponse } from '@tpp/contracts';
import { errorMessage } from '@tpp/session';
import { Alert, Button } from '@tpp/ui';
import { rateCardsApi } from '../../api/rateCardsApi';
import './sheetRateCards.css';

/** What brands see now, in words. */
export function rateCardsStatus(state: SheetRateCardsResponse): string {
  return state.shown
    ? "Brands see each creator's rate card on this sheet's profiles."
    : 'Brands see no rate cards on this sheet.';
}

/**
 * The sheet's rate-card switch: follow the team setting (Settings, Display Options), or show or
 * hide rate cards on this sheet's pages whatever the team setting. Saved as soon as it changes.
 */
export function SheetRateCards({ sheetId }: { sheetId: string }) {
  const id = useId();
  const [state, setState] = useState<SheetRateCardsResponse | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    setLoadError(null);
    rateCardsApi.sheet(sheetId, controller.signal).then(setState, (failure: unknown) => {
      if (!controller.signal.aborted)
        setLoadError(errorMessage(failure, 'The rate card setting could not be loaded.'));
    });
    return () => controller.abort();
  }, [sheetId, attempt]);

  const choose = async (value: RateCardsChoice) => {
    setBusy(true);
    setSaveError(null);
    try {
      setState(await rateCardsApi.setSheet(sheetId, value));
    } catch (failure) {
      setSaveError(errorMessage(failure, 'The rate card setting could not be saved. Please try again.'));
    } finally {
      setBusy(false);
    }
  };

  if (loadError)
    return (
      <section className="tpp-sheet-links tpp-sheet-rates" aria-label="Rate cards">
        <Alert tone="error">
          {loadError}{' '}
          <Button variant="secondary" onClick={() => setAttempt((count) => count + 1)}>
            Try again
          </Button>
        </Alert>
      </section>
    );

  return (
    <section className="tpp-sheet-links tpp-sheet-rates" aria-label="Rate cards">
      <div className="tpp-field tpp-sheet-rates__field">
        <label htmlFor={`${id}-rates`}>Rate cards on shared pages</label>
        <select
          id={`${id}-rates`}
          value={state?.rate_cards ?? 'team'}
          disabled={!state || busy}
          aria-describedby={`${id}-status`}
          onChange={(event) => void choose(event.target.value as RateCardsChoice)}
        >
          <option value="team">
            Team setting{state ? ` (${state.team_shows ? 'shown' : 'hidden'})` : ''}
          </option>
          <option value="show">Show to brands</option>
          <option value="hide">Hide from brands</option>
        </select>
      </div>
      <p id={`${id}-status`} className="tpp-muted tpp-sheet-rates__status" aria-live="polite">
        {state ? rateCardsStatus(state) : 'Loading…'}
      </p>
      {saveError ? <Alert tone="error">{saveError}</Alert> : null}
    </section>
  );
}
