import { useState } from 'react';
import { Link } from 'wouter';
import { SHEET_LIMITS, SHEET_MESSAGES, type SheetType, type TrashedSheet } from '@tpp/contracts';
import { useApiQuery, useSession } from '@tpp/session';
import { Button, ConfirmModal, EmptyState, QueryView } from '@tpp/ui';
import { sheetsApi } from '../../api/sheetsApi';
import { workspaceKeys } from '../../api/workspaceQueries';
import { DataTable } from '../../components/DataTable';
import { useSheetAction } from './DeleteSheetModal';

const dateFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

/** `?view=trash` on a sheet list's address shows its trash. */
export function isTrashView(search: string): boolean {
  return new URLSearchParams(search).get('view') === 'trash';
}

/** The list's two views: its sheets, and the sheets deleted in the last 30 days. */
export function SheetViewSwitch({ basePath, trash }: { basePath: string; trash: boolean }) {
  return (
    <nav className="tpp-sheet-views" aria-label="Sheet views">
      <Link href={basePath} className="tpp-sheet-views__link" aria-current={trash ? undefined : 'page'}>
        Sheets
      </Link>
      <Link
        href={`${basePath}?view=trash`}
        className="tpp-sheet-views__link"
        aria-current={trash ? 'page' : undefined}
      >
        Trash
      </Link>
    </nav>
  );
}

/** What the caller may delete and restore, said once above the list and the trash. */
export function SheetRightsHint() {
  const admin = useSession((state) => Boolean(state.user?.is_team_admin || state.user?.is_admin));
  return (
    <p className="tpp-muted tpp-sheet-views__hint">
      {admin
        ? `As a team admin you can delete, restore and delete forever any sheet of the team. Deleted sheets stay in Trash for ${SHEET_LIMITS.trashDays} days.`
        : `You can delete and restore the sheets you created; a team admin can delete any sheet. Deleted sheets stay in Trash for ${SHEET_LIMITS.trashDays} days.`}
    </p>
  );
}

/** Whether a trashed sheet belongs on this list's trash (creator call responses go with talent sheets). */
function onList(sheet: TrashedSheet, sheetType: SheetType): boolean {
  return (
    sheet.sheet_type === sheetType || (sheetType === 'talent' && sheet.sheet_type === 'casting_call_response')
  );
}

function daysLeft(days: number): string {
  return days <= 1 ? 'Less than a day' : `${days} days`;
}

/**
 * The trash of a sheet list: the sheets deleted in the last 30 days, who deleted them and when,
 * and the days left before they are deleted for good; Restore and Delete forever for the sheet's
 * owner and team admins, an explanation for everyone else.
 */
export function SheetTrash({ sheetType }: { sheetType: SheetType }) {
  const query = useApiQuery(workspaceKeys.sheetTrash(), (signal) => sheetsApi.trash(signal));
  const [forever, setForever] = useState<TrashedSheet | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const action = useSheetAction();

  const restore = (sheet: TrashedSheet) => {
    setBusyId(sheet.id);
    setNotice(null);
    return action.run(async () => {
      await sheetsApi.restore(sheet.id);
      setNotice(`“${sheet.title || 'Untitled'}” was restored.`);
      query.retry();
    }, 'The sheet could not be restored.');
  };

  return (
    <>
      <p role="status" className={action.failure ? 'tpp-sheet-trash__error' : 'tpp-sheet-trash__notice'}>
        {action.failure ?? notice ?? ''}
      </p>
      <QueryView
        query={query}
        loadingLabel="Loading the trash..."
        errorText="The trash could not be loaded."
        isEmpty={(data) => !data.sheets.some((sheet) => onList(sheet, sheetType))}
        empty={
          <EmptyState title="Trash is empty.">
            Deleted sheets stay here for {SHEET_LIMITS.trashDays} days before they are deleted for good.
          </EmptyState>
        }
      >
        {(data) => (
          <DataTable
            className="tpp-sheet-trash"
            aria-label="Deleted sheets"
            columns={[
              { key: 'title', label: 'Title' },
              { key: 'creator', label: 'Creator' },
              { key: 'deleted', label: 'Deleted' },
              { key: 'left', label: 'Deleted for good in' },
              { key: 'actions', label: 'Actions', hiddenLabel: true },
            ]}
          >
            {data.sheets
              .filter((sheet) => onList(sheet, sheetType))
              .map((sheet) => (
                <tr key={sheet.id} data-testid="trash-row">
                  <td data-label="Title">{sheet.title || 'Untitled'}</td>
                  <td data-label="Creator">{sheet.creator_name ?? 'Unknown'}</td>
                  <td data-label="Deleted">
                    <time dateTime={sheet.deleted_at}>{dateFormat.format(new Date(sheet.deleted_at))}</time>
                    {' by '}
                    {sheet.deleted_by_name ?? 'a former member'}
                  </td>
                  <td data-label="Deleted for good in">
                    <time dateTime={sheet.purge_at}>{daysLeft(sheet.days_left)}</time>
                  </td>
                  <td>
                    {sheet.can_manage ? (
                      <div className="tpp-sheet-list__row-actions">
                        <Button
                          variant="secondary"
                          busy={action.busy && busyId === sheet.id}
                          onClick={() => void restore(sheet)}
                        >
                          Restore<span className="tpp-visually-hidden"> {sheet.title}</span>
                        </Button>
                        <Button variant="link" onClick={() => setForever(sheet)}>
                          Delete forever<span className="tpp-visually-hidden"> {sheet.title}</span>
                        </Button>
                      </div>
                    ) : (
                      <span className="tpp-muted tpp-sheet-trash__locked">
                        {SHEET_MESSAGES.restoreSheetNotAllowed}
                      </span>
                    )}
                  </td>
                </tr>
              ))}
          </DataTable>
        )}
      </QueryView>
      {forever ? (
        <ConfirmModal
          title="Delete Forever"
          confirmLabel="Delete Forever"
          failedMessage="The sheet could not be deleted."
          onClose={() => setForever(null)}
          onConfirm={async () => {
            await sheetsApi.deleteForever(forever.id);
            setNotice(`“${forever.title || 'Untitled'}” was deleted for good.`);
            setForever(null);
            query.retry();
          }}
        >
          <p>
            <strong>{forever.title || 'Untitled'}</strong>
          </p>
          <p>{SHEET_MESSAGES.deleteForeverConfirm}</p>
        </ConfirmModal>
      ) : null}
    </>
  );
}
