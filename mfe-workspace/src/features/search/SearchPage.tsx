import { useEffect, useId, useState } from 'react';
import { useSearch } from 'wouter';
import type { BasicSheet } from '@tpp/contracts';
import { navigate, useSession } from '@tpp/session';
import { PageHeader, useDocumentTitle } from '@tpp/ui';
import { sheetsApi } from '../../api/sheetsApi';
import { SaveIndicator } from '../../components/SaveIndicator';
import { useSheetEditor } from '../sheets/sheetEditorStore';
import { talentSheetsRedirect } from '../sheets/talentSheetsAccess';
import { AdvancedSearch } from './AdvancedSearch';
import { parseSearchUrl, searchUrl, type SearchUrlState } from './directoryFilters';
import { useSheetAdder } from './useSheetAdder';

/** The team's talent sheets to add results to (none when they cannot be read). */
function useTalentSheets(enabled: boolean): BasicSheet[] {
  const [sheets, setSheets] = useState<BasicSheet[]>([]);
  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    sheetsApi.basic(controller.signal).then(
      (answer) => setSheets(answer.sheets.filter((sheet) => sheet.sheet_type === 'talent')),
      () => setSheets([]),
    );
    return () => controller.abort();
  }, [enabled]);
  return sheets;
}

/**
 * /search: the directory of social accounts with audience filters. Filters and sort live in the
 * address (a reload, a shared link and Back show the same search); results can be added to one of
 * the team's talent sheets (not for search-only users, who have no sheets).
 */
export function SearchPage() {
  useDocumentTitle('Search');
  const id = useId();
  const value = parseSearchUrl(useSearch());
  const mayUseSheets = useSession((state) => talentSheetsRedirect(state.user, 'sheet') === null);
  const sheets = useTalentSheets(mayUseSheets);
  const [sheetId, setSheetId] = useState('');
  const adder = useSheetAdder({ sheetType: 'talent', sheetId: sheetId || null });

  /** A history entry per choice (Back undoes it), none per keystroke of the name search. */
  const onChange = (next: SearchUrlState, how: { typing?: boolean }) =>
    navigate(`/search${searchUrl(next)}`, { replace: Boolean(how.typing) });

  const chooser = mayUseSheets ? (
    <div className="tpp-field">
      <label htmlFor={`${id}-sheet`}>Add to Sheet</label>
      <select id={`${id}-sheet`} value={sheetId} onChange={(event) => setSheetId(event.target.value)}>
        <option value="">Choose a sheet</option>
        {sheets.map((sheet) => (
          <option key={sheet.id} value={sheet.id}>
            {sheet.title}
          </option>
        ))}
      </select>
    </div>
  ) : null;
  const ready = Boolean(sheetId) && adder.load.state === 'ready';

  return (
    <div className="tpp-page tpp-search-page">
      <PageHeader
        title="Search"
        subtitle="Find creators by audience across every account we know."
        actions={
          sheetId && ready ? (
            <SaveIndicator state={adder.status} onForceSave={() => void useSheetEditor.getState().save()} />
          ) : undefined
        }
      />
      <AdvancedSearch
        value={value}
        onChange={onChange}
        talentSheet={mayUseSheets}
        toolbar={chooser}
        target={
          mayUseSheets
            ? {
                onSheet: ready ? adder.onSheet : new Set<number>(),
                onAdd: adder.add,
                unavailable: !sheetId
                  ? 'Choose a sheet to add results to.'
                  : !ready
                    ? adder.load.state === 'failed' || adder.load.state === 'missing'
                      ? 'The sheet could not be loaded.'
                      : 'Loading the sheet...'
                    : adder.status === 'conflict'
                      ? adder.notice
                      : null,
              }
            : undefined
        }
      />
      {adder.notice && adder.status !== 'conflict' ? <p role="alert">{adder.notice}</p> : null}
    </div>
  );
}
