import { useState, type ReactNode } from 'react';
import { Link } from 'wouter';
import {
  addedToSheetMessage,
  BULK_LIMITS,
  BULK_MESSAGES,
  type BulkTagAction,
  type CsvCell,
} from '@tpp/contracts';
import { Alert, Button, downloadCsv } from '@tpp/ui';
import { creatorCount } from '../directory/AddAllButton';
import { AddToSheetDialog } from './AddToSheetDialog';
import { TagsDialog } from './TagsDialog';
import type { RowSelection } from './useRowSelection';
import './selection.css';

/** How the selected rows become a CSV file. */
export interface CsvExport<T> {
  /** The file name without '.csv'. */
  fileName: string;
  header: readonly string[];
  row: (item: T) => readonly CsvCell[];
}

export interface SelectionBarProps<T> {
  selection: RowSelection<T>;
  /** The creator (influencer id) a row stands for; rows of one creator count once. */
  creatorOf: (row: T) => number;
  csv: CsvExport<T>;
  /** The tags a row has: given, the bar offers Remove Tags (the roster). */
  tagsOf?: (row: T) => readonly string[];
  /** After tags changed (the list reads again). */
  onTagged?: () => void;
}

const quoteList = (tags: readonly string[]) => tags.map((tag) => `‘${tag}’`).join(', ');

/**
 * What to do with the selected creators at once: Add to Sheet (an existing talent sheet or a new
 * one), Tag, Remove Tags, Export CSV, Clear Selection. Each says what it did (with a link to the
 * sheet) or why it failed. At most BULK_LIMITS.maxCreators creators per action.
 */
export function SelectionBar<T>({ selection, creatorOf, csv, tagsOf, onTagged }: SelectionBarProps<T>) {
  const [dialog, setDialog] = useState<'sheet' | BulkTagAction | null>(null);
  const [result, setResult] = useState<{ tone: 'success' | 'error'; text: ReactNode } | null>(null);
  const rows = selection.selected;
  const creators = [...new Set(rows.map(creatorOf))];
  const tooMany = creators.length > BULK_LIMITS.maxCreators;
  const close = () => setDialog(null);
  const open = (next: 'sheet' | BulkTagAction) => {
    setResult(null);
    if (tooMany) setResult({ tone: 'error', text: BULK_MESSAGES.tooMany });
    else setDialog(next);
  };

  if (rows.length === 0 && !result) return null;
  const currentTags = tagsOf ? [...new Set(rows.flatMap((row) => tagsOf(row)))].sort() : [];

  return (
    <div className="tpp-selection-bar" role="region" aria-label="Selected creators">
      {rows.length > 0 ? (
        <div className="tpp-selection-bar__row">
          <span className="tpp-selection-bar__count" aria-live="polite">
            {rows.length} selected
          </span>
          <div className="tpp-selection-bar__actions">
            <Button variant="primary" onClick={() => open('sheet')}>
              Add to Sheet
            </Button>
            <Button variant="secondary" onClick={() => open('add')}>
              Tag
            </Button>
            {tagsOf ? (
              <Button variant="secondary" onClick={() => open('remove')}>
                Remove Tags
              </Button>
            ) : null}
            <Button
              variant="secondary"
              onClick={() => {
                downloadCsv(`${csv.fileName}.csv`, csv.header, rows.map(csv.row));
                setResult({
                  tone: 'success',
                  text: `Exported ${creatorCount(rows.length)} to ${csv.fileName}.csv.`,
                });
              }}
            >
              Export CSV
            </Button>
            <Button
              variant="secondary"
              onClick={() => {
                selection.clear();
                setResult(null);
              }}
            >
              Clear Selection
            </Button>
          </div>
        </div>
      ) : null}
      {result ? (
        <Alert tone={result.tone} onDismiss={() => setResult(null)}>
          {result.text}
        </Alert>
      ) : null}
      {dialog === 'sheet' ? (
        <AddToSheetDialog
          influencerIds={creators}
          onClose={close}
          onAdded={(answer) => {
            close();
            setResult({
              tone: 'success',
              text: (
                <>
                  {addedToSheetMessage(answer)}{' '}
                  <Link href={`/talent-sheet/${encodeURIComponent(answer.sheet_id)}`}>Open the sheet</Link>
                </>
              ),
            });
          }}
        />
      ) : null}
      {dialog === 'add' || dialog === 'remove' ? (
        <TagsDialog
          action={dialog}
          influencerIds={creators}
          currentTags={currentTags}
          onClose={close}
          onDone={(answer, tags) => {
            close();
            onTagged?.();
            const text =
              dialog === 'add'
                ? `Tagged ${creatorCount(answer.changed)} with ${quoteList(tags)}.` +
                  (answer.pitched
                    ? ` ${creatorCount(answer.pitched)} from the directory ${answer.pitched === 1 ? 'is' : 'are'} now pitched ${answer.pitched === 1 ? 'creator' : 'creators'} of your team.`
                    : '')
                : `Removed ${quoteList(tags)} from ${creatorCount(answer.changed)}.`;
            setResult({ tone: 'success', text });
          }}
        />
      ) : null}
    </div>
  );
}
