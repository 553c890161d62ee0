import { useState } from 'react';
import { Link } from 'wouter';
import {
  CAMPAIGN_COLUMNS,
  SHEET_LIMITS,
  type CampaignColumn,
  type CampaignData,
  type SheetInfluencer,
} from '@tpp/contracts';
import { DataTable } from '../../components/DataTable';
import { EditTextModal } from '../../components/EditTextModal';
import { TalentAvatarName } from '../../components/TalentAvatarName';
import { CampaignCell } from './CampaignCell';
import { shortenNote } from './campaignRules';

export interface CampaignTableProps {
  influencers: readonly SheetInfluencer[];
  data: CampaignData;
  onEdit: (influencerId: number, column: CampaignColumn, value: string) => void;
  /** After a conflict the cells show the data but take no edits until the table is reloaded. */
  readOnly?: boolean;
}

/** Talent, Date Sent, Sender, Contact, Replied, Rate and Notes per talent of the campaign sheet. */
export function CampaignTable({ influencers, data, onEdit, readOnly = false }: CampaignTableProps) {
  const [noteFor, setNoteFor] = useState<SheetInfluencer | null>(null);

  return (
    <>
      <DataTable
        className="tpp-campaign-table"
        columns={[
          { key: 'talent', label: 'Creator' },
          ...CAMPAIGN_COLUMNS.map((column) => ({ key: column, label: column })),
        ]}
      >
        {influencers.map((influencer) => {
          const row = data[String(influencer.id)] ?? {};
          const note = row.Notes ?? '';
          return (
            <tr key={influencer.id}>
              <th scope="row">
                <Link href={`/influencers/profile/${influencer.id}`} className="tpp-talent-cell">
                  <TalentAvatarName
                    name={influencer.fullname}
                    pictureUrl={influencer.picture_main_url}
                    size={36}
                  />
                </Link>
              </th>
              {CAMPAIGN_COLUMNS.map((column) =>
                column === 'Notes' ? (
                  <td key={column} data-label={column} className="tpp-campaign-table__notes">
                    <button
                      type="button"
                      className="tpp-cell-button"
                      aria-label={`Edit Notes for ${influencer.fullname}`}
                      disabled={readOnly}
                      onClick={() => setNoteFor(influencer)}
                    >
                      {note ? shortenNote(note) : <span className="tpp-cell-button__empty">Add note</span>}
                    </button>
                  </td>
                ) : (
                  <td key={column} data-label={column}>
                    <CampaignCell
                      column={column}
                      talentName={influencer.fullname}
                      value={row[column]}
                      disabled={readOnly}
                      onCommit={(value) => onEdit(influencer.id, column, value)}
                    />
                  </td>
                ),
              )}
            </tr>
          );
        })}
      </DataTable>
      {noteFor ? (
        <EditTextModal
          title={`Notes for ${noteFor.fullname}`}
          label="Notes"
          multiline
          initialValue={data[String(noteFor.id)]?.Notes ?? ''}
          maxLength={SHEET_LIMITS.noteMaxLength}
          hint="Saved automatically after Done."
          onSave={(value) => {
            onEdit(noteFor.id, 'Notes', value);
            setNoteFor(null);
          }}
          onClose={() => setNoteFor(null)}
        />
      ) : null}
    </>
  );
}
