import { Link } from 'wouter';
import { SHEET_MESSAGES, type SheetType, type TalentSheetSummary } from '@tpp/contracts';
import { Button } from '@tpp/ui';
import { DataTable } from '../../components/DataTable';
import { SheetPhotos } from './SheetPhotos';
import { sharedSheetLinks } from './PublicLinks';
import { editorPath } from './sheetRules';
import { TalentNames } from './TalentNames';

export interface SheetListTableProps {
  sheetType: SheetType;
  sheets: readonly TalentSheetSummary[];
  onCopy: (sheet: TalentSheetSummary) => void;
  onDelete: (sheet: TalentSheetSummary) => void;
}

const dateFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

function creatorName(sheet: TalentSheetSummary): string {
  return sheet.creator_full_name || sheet.creator_nickname || 'Unknown';
}

/** The sheet list rows: title, public title, creator, updated, talent, photos and actions. */
export function SheetListTable({ sheetType, sheets, onCopy, onDelete }: SheetListTableProps) {
  return (
    <DataTable
      className="tpp-sheet-list"
      columns={[
        { key: 'title', label: 'Title' },
        { key: 'public-title', label: 'Public title' },
        { key: 'creator', label: 'Creator' },
        { key: 'updated', label: 'Updated' },
        { key: 'talent', label: 'Creators' },
        { key: 'photos', label: 'Photos' },
        { key: 'actions', label: 'Actions', hiddenLabel: true },
      ]}
    >
      {sheets.map((sheet) => {
        return (
          <tr key={sheet.id} data-testid="sheet-row">
            <td data-label="Title">
              <Link className="tpp-sheet-list__title" href={editorPath(sheetType, sheet.id)}>
                {sheet.title || 'Untitled'}
              </Link>
            </td>
            <td data-label="Public title">
              {sheet.description ?? <span className="tpp-muted">{SHEET_MESSAGES.selectedTalent}</span>}
            </td>
            <td data-label="Creator">{creatorName(sheet)}</td>
            <td data-label="Updated">
              <time dateTime={sheet.updated_at}>{dateFormat.format(new Date(sheet.updated_at))}</time>
            </td>
            <td data-label="Creators">
              <TalentNames influencers={sheet.influencers} />
            </td>
            <td data-label="Photos">
              <SheetPhotos influencers={sheet.influencers} />
            </td>
            <td>
              <div className="tpp-sheet-list__row-actions">
                <Link
                  className="tpp-button tpp-button--secondary tpp-sheet-list__open"
                  href={editorPath(sheetType, sheet.id)}
                >
                  Open<span className="tpp-visually-hidden"> {sheet.title}</span>
                </Link>
                {sheetType === 'campaign' ? (
                  <Link
                    className="tpp-button tpp-button--link tpp-sheet-list__span"
                    href={`/campaign/view/${encodeURIComponent(sheet.id)}`}
                  >
                    Tracking Table<span className="tpp-visually-hidden"> of {sheet.title}</span>
                  </Link>
                ) : (
                  sharedSheetLinks(sheet.id, window.location.origin).map(({ label, url, purpose }) => (
                    <a
                      key={label}
                      className="tpp-button tpp-button--link"
                      href={url}
                      title={purpose}
                      target="_blank"
                      rel="noopener noreferrer"
                    >
                      {label}
                      <span className="tpp-visually-hidden">
                        {' '}
                        of {sheet.title}. {purpose}
                      </span>
                    </a>
                  ))
                )}
                <Button variant="link" onClick={() => onCopy(sheet)}>
                  Copy to New Sheet<span className="tpp-visually-hidden"> ({sheet.title})</span>
                </Button>
                {sheet.can_delete ? (
                  <Button variant="link" onClick={() => onDelete(sheet)}>
                    Delete<span className="tpp-visually-hidden"> {sheet.title}</span>
                  </Button>
                ) : (
                  // Not a button: nothing to press. The reason shows on hover and is read out.
                  <span className="tpp-sheet-list__locked" title={SHEET_MESSAGES.deleteSheetNotAllowed}>
                    <span aria-hidden="true">Delete</span>
                    <span className="tpp-visually-hidden">{SHEET_MESSAGES.deleteSheetNotAllowed}</span>
                  </span>
                )}
              </div>
            </td>
          </tr>
        );
      })}
    </DataTable>
  );
}
