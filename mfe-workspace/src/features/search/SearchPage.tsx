import { useId, useMemo, useState } from 'react';
import { useSearch } from 'wouter';
import { SHEET_LIMITS, type BasicSheet } from '@tpp/contracts';
import { navigate, useApiQuery, useSession } from '@tpp/session';
import { PageHeader, useDocumentTitle } from '@tpp/ui';
import { sheetsApi } from '../../api/sheetsApi';
import { workspaceKeys } from '../../api/workspaceQueries';
import { AdvancedSearch } from '../../components/directory/AdvancedSearch';
import { parseSearchUrl, searchUrl, type SearchUrlState } from '../../components/directory/directoryFilters';
import { useSheetAppend } from './useSheetAppend';

/** The team's talent sheets to add results to (none when they cannot be read). */
function useTalentSheets(enabled: boolean): BasicSheet[] {
  const answer = useApiQuery(workspaceKeys.basicSheets(), (signal) => sheetsApi.basic(signal), {
    enabled,
  }).data;
  return useMemo(
    () => (answer ? answer.sheets.filter((sheet) => sheet.sheet_type === 'talent') : []),
    [answer],
  );
}

/**
 * /search: the directory of social accounts with audience filters. Filters and sort live in the
 * address (a reload, a shared link and Back show the same search). Results can be added to one of
 * the team's talent sheets, chosen here; search-only users (who have no sheets) only search.
 */
export function SearchPage() {
  useDocumentTitle('Search');
  const id = useId();
  const value = parseSearchUrl(useSearch());
  const mayUseSheets = useSession(
    (state) => !!state.user && !(state.user.search_only && !state.user.is_admin),
  );
  const sheets = useTalentSheets(mayUseSheets);
  const [sheetId, setSheetId] = useState('');
  const sheet = useSheetAppend(sheetId);

  /** A history entry per choice (Back undoes it), none per keystroke of the name search. */
  const onChange = (next: SearchUrlState, how: { typing?: boolean }) =>
    navigate(`/search${searchUrl(next)}`, { replace: Boolean(how.typing) });

  const chooser = mayUseSheets ? (
    <>
      {sheet.state === 'ready' && (sheet.saving || sheet.message) ? (
        <span className="tpp-muted" role="status">
          {sheet.saving ? 'Saving...' : sheet.message}
        </span>
      ) : null}
      <div className="tpp-field">
        <label htmlFor={`${id}-sheet`}>Add to Sheet</label>
        <select id={`${id}-sheet`} value={sheetId} onChange={(event) => setSheetId(event.target.value)}>
          <option value="">Choose a sheet</option>
          {sheets.map((one) => (
            <option key={one.id} value={one.id}>
              {one.title}
            </option>
          ))}
        </select>
      </div>
    </>
  ) : null;
  const unavailable =
    sheet.state === 'none'
      ? 'Choose a sheet to add results to.'
      : sheet.state === 'loading'
        ? 'Loading the sheet...'
        : sheet.state === 'failed'
          ? sheet.message
          : null;

  return (
    <div className="tpp-page tpp-search-page">
      <PageHeader title="Search" subtitle="Find creators by their audience in the whole directory." />
      <AdvancedSearch
        value={value}
        onChange={onChange}
        talentSheet={mayUseSheets}
        toolbar={chooser}
        target={
          mayUseSheets
            ? {
                onSheet: sheet.onSheet,
                onAdd: sheet.add,
                room: Math.max(0, SHEET_LIMITS.sheetMaxTalent - sheet.onSheet.size),
                unavailable,
              }
            : undefined
        }
      />
    </div>
  );
}
