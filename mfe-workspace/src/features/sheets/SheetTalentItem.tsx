import { useId } from 'react';
import { SHEET_LIMITS, SHEET_MESSAGES } from '@tpp/contracts';
import { Button } from '@tpp/ui';
import { followersText } from '../../components/Figures';
import { NotePreview } from './NotePreview';
import { NoteSuggest } from './NoteSuggest';
import { SheetHearts } from './SheetHearts';
import { hasLinks } from './sheetRules';
import { MoveButtons, SheetTalentGrip, SheetThumb, type SheetRow } from './SheetTalentParts';

export interface SheetTalentItemProps {
  row: SheetRow;
  /** The saved sheet's id: its hearts can then show who gave them (null on a new sheet). */
  sheetId?: string | null;
  onNote: (note: string) => void;
  onRemove: () => void;
}

/**
 * One creator on the sheet: its selection checkbox, handle, photo, name, followers, brand answers,
 * the note (which grows with its text), Remove, Move to Top and Move to Bottom.
 */
export function SheetTalentItem({ row, sheetId = null, onNote, onRemove }: SheetTalentItemProps) {
  const { influencer } = row;
  const id = useId();
  return (
    <article className="tpp-sheet-talent" aria-labelledby={`${id}-name`} data-testid="sheet-talent">
      <SheetTalentGrip row={row} />
      <SheetThumb row={row} size={64} className="tpp-sheet-talent__photo" />
      <div className="tpp-sheet-talent__body">
        <div className="tpp-sheet-talent__head">
          <h3 id={`${id}-name`} className="tpp-sheet-talent__name">
            {influencer.fullname}
          </h3>
          <span className="tpp-muted">
            {followersText(influencer.primary_followers, influencer.primary_platform)}
          </span>
          {influencer.like_count > 0 && sheetId ? (
            <SheetHearts
              sheetId={sheetId}
              influencerId={influencer.id}
              name={influencer.fullname}
              count={influencer.like_count}
            />
          ) : influencer.like_count > 0 ? (
            <span className="tpp-sheet-talent__likes" title="Hearts from brands on this sheet">
              <span aria-hidden="true">♥</span> {influencer.like_count}
              <span className="tpp-visually-hidden"> {influencer.like_count === 1 ? 'like' : 'likes'}</span>
            </span>
          ) : null}
          {influencer.client_accepted ? (
            <span className="tpp-sheet-talent__accepted">
              <span aria-hidden="true">✓</span> Accepted by client
            </span>
          ) : null}
        </div>
        {influencer.description_excerpt ? (
          <p className="tpp-sheet-talent__description tpp-muted">{influencer.description_excerpt}</p>
        ) : null}
        {influencer.client_note ? (
          <p className="tpp-sheet-talent__client-note">
            <span className="tpp-muted">Client note: </span>
            {influencer.client_note}
          </p>
        ) : null}
        <label className="tpp-visually-hidden" htmlFor={`${id}-note`}>
          Note for {influencer.fullname}
        </label>
        <textarea
          id={`${id}-note`}
          className="tpp-sheet-talent__note"
          value={influencer.note}
          rows={2}
          maxLength={SHEET_LIMITS.noteMaxLength}
          placeholder={`${SHEET_MESSAGES.clickToAddNote} — links as [text](https://…)`}
          onChange={(event) => onNote(event.target.value)}
        />
        <NoteSuggest
          influencerId={influencer.id}
          name={influencer.fullname}
          note={influencer.note}
          onNote={onNote}
        />
        {hasLinks(influencer.note) ? <NotePreview note={influencer.note} /> : null}
      </div>
      <div className="tpp-sheet-talent__item-actions">
        <Button
          variant="link"
          className="tpp-sheet-talent__remove"
          onClick={onRemove}
          aria-label={`Remove ${influencer.fullname}`}
        >
          Remove
        </Button>
        <MoveButtons row={row} />
      </div>
    </article>
  );
}
