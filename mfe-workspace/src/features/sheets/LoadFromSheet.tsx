import { useId, useState } from 'react';
import type { SheetInfluencer } from '@tpp/contracts';
import { errorMessage, useApiQuery } from '@tpp/session';
import { Alert } from '@tpp/ui';
import { sheetsApi } from '../../api/sheetsApi';
import { workspaceKeys } from '../../api/workspaceQueries';
import { QueryFailed } from '../../components/QueryFailed';

export interface LoadFromSheetProps {
  onLoad: (influencers: readonly SheetInfluencer[]) => void;
}

/** A campaign's dropdown: append the talent of one of the team's other (non-campaign) sheets. */
export function LoadFromSheet({ onLoad }: LoadFromSheetProps) {
  const id = useId();
  const query = useApiQuery(workspaceKeys.basicSheets(), (signal) => sheetsApi.basic(signal));
  const sheets = query.data?.sheets.filter((sheet) => sheet.sheet_type !== 'campaign') ?? null;
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [loaded, setLoaded] = useState<string | null>(null);

  const choose = async (sheetId: string) => {
    const sheet = sheets?.find((candidate) => candidate.id === sheetId);
    if (!sheet) return;
    setBusy(true);
    setFailure(null);
    setLoaded(null);
    try {
      const answer = await sheetsApi.sheet(sheet.id, sheet.sheet_type);
      onLoad(answer.sheet.influencers);
      setLoaded(`Added the creators of “${sheet.title}”.`);
    } catch (error) {
      setFailure(errorMessage(error, 'That sheet could not be loaded.'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="tpp-load-from-sheet">
      <div className="tpp-field">
        <label htmlFor={`${id}-sheet`}>Load creators from a sheet</label>
        <select
          id={`${id}-sheet`}
          value=""
          disabled={!sheets || busy}
          onChange={(event) => void choose(event.target.value)}
        >
          <option value="">
            {sheets ? (sheets.length ? 'Choose a sheet…' : 'No other sheets') : 'Loading…'}
          </option>
          {sheets?.map((sheet) => (
            <option key={sheet.id} value={sheet.id}>
              {sheet.title} ({sheet.influencer_count})
            </option>
          ))}
        </select>
      </div>
      <QueryFailed query={query} text="Your sheets could not be loaded." />
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      {loaded ? (
        <p className="tpp-muted" role="status">
          {loaded}
        </p>
      ) : null}
    </div>
  );
}
