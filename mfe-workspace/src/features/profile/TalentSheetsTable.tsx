import { useState } from 'react';
import { Link } from 'wouter';
import { SHEET_LIMITS, SHEET_TIMINGS_MS, type InfluencerSheetRow } from '@tpp/contracts';
import { errorMessage } from '@tpp/session';
import { Alert, Button, LoadingState, useTimedMessage } from '@tpp/ui';
import { DataTable } from '../../components/DataTable';
import { AcceptedToggle } from './AcceptedToggle';
import { ClientNoteCell } from './ClientNoteCell';
import { formatSheetDate, sheetEditorPath } from './influencerSheetRules';
import { influencerSheetsApi } from '../../api/influencerSheetsApi';
import { RemoveFromSheetsModal } from './RemoveFromSheetsModal';
import { INFLUENCER_SHEETS_LOAD_FAILED, useInfluencerSheets } from './useInfluencerSheets';
import { GroupPager } from '../../components/GroupPager';
import '../../components/cellButton.css';
import './talentSheetsTable.css';
import { QueryFailed } from '../../components/QueryFailed';
import { AddToSheetButton } from '../../components/selection/AddToSheetButton';

export interface TalentSheetsTableProps {
  influencerId: number;
  /** The Edit sheets screen adds a Date column. */
  showDate?: boolean;
  /** The action that starts selecting sheets to remove. */
  selectLabel?: string;
}

const ACCEPT_FAILED = 'The client answer could not be saved. Try again.';

/**
 * The sheets a talent is on (80 per page, newest first): Title, Accepted by Client, Notes, Link,
 * Remove; 'Remove from Sheets' selects several sheets to remove the talent from at once.
 */
export function TalentSheetsTable({
  influencerId,
  showDate = false,
  selectLabel = 'Remove from Sheets',
}: TalentSheetsTableProps) {
  const [page, setPage] = useState(1);
  const { query, replace } = useInfluencerSheets(influencerId, page);
  const [selecting, setSelecting] = useState(false);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [removing, setRemoving] = useState<InfluencerSheetRow[] | null>(null);
  const [busyIds, setBusyIds] = useState<ReadonlySet<string>>(new Set());
  const failure = useTimedMessage(SHEET_TIMINGS_MS.errorToast);
  const done = useTimedMessage(SHEET_TIMINGS_MS.savedToast);
  const { data, state } = query;
  const ready = state.status === 'ready' && !query.pending;
  const pageCount = data ? Math.max(1, Math.ceil(data.total / SHEET_LIMITS.profileSheetsPageSize)) : 1;

  const setBusy = (sheetId: string, busy: boolean) =>
    setBusyIds((ids) => {
      const next = new Set(ids);
      if (busy) next.add(sheetId);
      else next.delete(sheetId);
      return next;
    });

  const toggleAccepted = async (row: InfluencerSheetRow) => {
    const accepted = !row.client_accepted;
    setBusy(row.id, true);
    replace(row.id, { client_accepted: accepted });
    try {
      const answer = await influencerSheetsApi.setAccepted(row.id, influencerId, accepted);
      replace(row.id, { client_accepted: answer.client_accepted ?? accepted });
    } catch (error) {
      replace(row.id, { client_accepted: !accepted });
      failure.show(errorMessage(error, ACCEPT_FAILED));
    } finally {
      setBusy(row.id, false);
    }
  };

  const saveNote = async (row: InfluencerSheetRow, note: string) => {
    const answer = await influencerSheetsApi.setNote(row.id, influencerId, note);
    replace(row.id, { client_note: answer.client_note === undefined ? note || null : answer.client_note });
  };

  const stopSelecting = () => {
    setSelecting(false);
    setSelected(new Set());
  };

  const remove = async (rows: InfluencerSheetRow[]) => {
    await influencerSheetsApi.removeFromSheets(
      influencerId,
      rows.map((row) => row.id),
    );
    setRemoving(null);
    stopSelecting();
    done.show(rows.length === 1 ? 'Removed from 1 sheet' : `Removed from ${rows.length} sheets`);
    if (data && rows.length >= data.sheets.length && page > 1) setPage(page - 1);
    else query.retry();
  };

  const rows = data?.sheets ?? [];
  const selectedRows = rows.filter((row) => selected.has(row.id));

  return (
    <section className="tpp-section tpp-talent-sheets" aria-labelledby="talent-sheets-heading">
      <div className="tpp-section__head">
        <h2 id="talent-sheets-heading">Talent Sheets</h2>
        {rows.length > 0 && selecting ? (
          <div className="tpp-talent-sheets__select" role="group" aria-label="Remove from selected sheets">
            <span className="tpp-muted">{selected.size} selected</span>
            <Button variant="secondary" onClick={stopSelecting}>
              Cancel
            </Button>
            <Button
              variant="danger"
              disabled={selected.size === 0}
              title={selected.size === 0 ? 'Select at least one sheet' : undefined}
              onClick={() => setRemoving(selectedRows)}
            >
              Remove from Selected Sheets
            </Button>
          </div>
        ) : data ? (
          // One Add to a Sheet button whether the creator is on sheets or not: its answer stays
          // shown while the list reloads with the new sheet.
          <div className="tpp-talent-sheets__select">
            <AddToSheetButton influencerIds={[influencerId]} onAdded={query.retry} />
            {rows.length > 0 ? (
              <Button variant="secondary" onClick={() => setSelecting(true)}>
                {selectLabel}
              </Button>
            ) : null}
          </div>
        ) : null}
      </div>
      {done.message ? <Alert tone="success">{done.message}</Alert> : null}
      {failure.message ? <Alert tone="error">{failure.message}</Alert> : null}
      <QueryFailed query={query} text={INFLUENCER_SHEETS_LOAD_FAILED} />
      {state.status === 'loading' ? <LoadingState label="Loading sheets..." /> : null}
      {data && rows.length === 0 && ready ? (
        <p className="tpp-muted">
          This creator is not on any of your team&apos;s sheets yet. Add them to a sheet, or make a new one,
          with Add to a Sheet.
        </p>
      ) : null}
      {rows.length > 0 ? (
        <DataTable
          className="tpp-talent-sheets__table"
          aria-label="Sheets with this creator"
          busy={query.fetching}
          columns={[
            selecting && { key: 'select', label: 'Select', hiddenLabel: true },
            { key: 'title', label: 'Title' },
            showDate && { key: 'date', label: 'Date' },
            { key: 'accepted', label: 'Accepted by Client' },
            { key: 'notes', label: 'Notes' },
            { key: 'link', label: 'Link' },
            { key: 'remove', label: 'Remove' },
          ]}
        >
          {rows.map((row) => (
            <tr key={row.id} className={selected.has(row.id) ? 'is-selected' : undefined}>
              {selecting ? (
                <td>
                  <input
                    type="checkbox"
                    aria-label={`Select ${row.title}`}
                    checked={selected.has(row.id)}
                    onChange={(event) =>
                      setSelected((ids) => {
                        const next = new Set(ids);
                        if (event.target.checked) next.add(row.id);
                        else next.delete(row.id);
                        return next;
                      })
                    }
                  />
                </td>
              ) : null}
              <td data-label="Title">
                <span className="tpp-talent-sheets__title">{row.title}</span>
                {row.sheet_type !== 'talent' ? (
                  <span className="tpp-muted tpp-talent-sheets__kind">
                    {row.sheet_type === 'campaign' ? 'Campaign' : 'Creator Call response'}
                  </span>
                ) : null}
              </td>
              {showDate ? (
                <td data-label="Date" className="tpp-talent-sheets__date">
                  {formatSheetDate(row.created_at)}
                </td>
              ) : null}
              <td data-label="Accepted by Client">
                <AcceptedToggle
                  sheetTitle={row.title}
                  accepted={row.client_accepted}
                  busy={busyIds.has(row.id)}
                  onToggle={() => void toggleAccepted(row)}
                />
              </td>
              <td data-label="Notes" className="tpp-talent-sheets__notes">
                <ClientNoteCell
                  sheetTitle={row.title}
                  note={row.client_note}
                  onSave={(note) => saveNote(row, note)}
                />
              </td>
              <td data-label="Link">
                <Link href={sheetEditorPath(row)} aria-label={`Open ${row.title}`}>
                  Open
                </Link>
              </td>
              <td data-label="Remove">
                <Button
                  variant="secondary"
                  className="tpp-button--quiet-danger"
                  aria-label={`Remove from ${row.title}`}
                  disabled={selecting}
                  onClick={() => setRemoving([row])}
                >
                  Remove
                </Button>
              </td>
            </tr>
          ))}
        </DataTable>
      ) : null}
      <GroupPager unit="page" label="Talent sheet pages" current={page} count={pageCount} onGo={setPage} />
      {removing ? (
        <RemoveFromSheetsModal
          sheetTitles={removing.map((row) => row.title)}
          onConfirm={() => remove(removing)}
          onClose={() => setRemoving(null)}
        />
      ) : null}
    </section>
  );
}
