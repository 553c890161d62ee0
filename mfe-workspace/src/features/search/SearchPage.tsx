import { useId, useState } from 'react';
import { useSearch } from 'wouter';
import { SHEET_LIMITS, type DirectoryAccount } from '@tpp/contracts';
import { navigate, useSession } from '@tpp/session';
import { PageHeader, useDocumentTitle } from '@tpp/ui';
import { AdvancedSearch } from '../../components/directory/AdvancedSearch';
import { parseSearchUrl, searchUrl, type SearchUrlState } from '../../components/directory/directoryFilters';
import { SelectionBar } from '../../components/selection/SelectionBar';
import { UndoNotice } from '../../components/selection/UndoNotice';
import { useRowSelection } from '../../components/selection/useRowSelection';
import { useTalentSheets } from '../../components/selection/useTalentSheets';
import { directoryCsv } from './directoryExport';
import { useSheetAppend } from './useSheetAppend';

/** A result row is one social account; several rows may be one creator. */
const accountKey = (account: DirectoryAccount) => account.id;
const creatorOf = (account: DirectoryAccount) => account.influencer_id;

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
  const selection = useRowSelection<DirectoryAccount>(accountKey);

  /** A history entry per choice (Back undoes it), none per keystroke of the name search. */
  const onChange = (next: SearchUrlState, how: { typing?: boolean }) =>
    navigate(`/search${searchUrl(next)}`, { replace: Boolean(how.typing) });

  const chooser = mayUseSheets ? (
    <>
      {sheet.undoable ? (
        <UndoNotice text={sheet.undoable.text} onUndo={sheet.undo} onDismiss={sheet.dismissUndo} />
      ) : sheet.state === 'ready' && (sheet.saving || sheet.message) ? (
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
        selection={
          mayUseSheets
            ? {
                rows: selection,
                bar: <SelectionBar selection={selection} creatorOf={creatorOf} csv={directoryCsv()} />,
              }
            : undefined
        }
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
