import { useState, type ReactNode } from 'react';
import { Alert, EmptyState, LinkButton, ErrorState, PageHeader, Spinner } from '@tpp/ui';
import { SaveIndicator } from '../../components/autosave/SaveIndicator';
import { useSheetEditor } from './sheetEditorStore';
import type { SheetStart } from './useSheetLoad';
import { AdvancedSearch } from '../../components/directory/AdvancedSearch';
import { NEW_SEARCH, type SearchUrlState } from '../../components/directory/directoryFilters';
import { useSheetAdder } from './useSheetAdder';
import { LinksPageHeader } from '../../components/LinksPageHeader';
import { SheetToast } from './SheetToast';
import { SheetUndo } from './SheetUndo';
import { creatorCount } from '../../components/directory/AddAllButton';

export interface SheetSearchScreenProps {
  title: string;
  start: SheetStart;
  /** Back to the sheet (or the response). */
  back: { href: string; label: string };
  /** Shown above the search (a Creator Call's limit...). */
  intro?: ReactNode;
}

/**
 * A directory search that adds to one sheet (/advanced-edit-filters/{id}) or one Creator Call
 * response (/advanced-creator-call/{id}): each Add is saved to it at once.
 */
export function SheetSearchScreen({ title, start, back, intro }: SheetSearchScreenProps) {
  const [search, setSearch] = useState<SearchUrlState>(NEW_SEARCH);
  const adder = useSheetAdder(start);
  const count = adder.onSheet.size;
  const undoable = useSheetEditor((state) => state.undoable !== null);
  const links = <LinkButton href={back.href}>{back.label}</LinkButton>;

  if (adder.load.state === 'loading') return <Spinner label="Loading the sheet..." />;
  if (adder.load.state === 'missing')
    return (
      <div className="tpp-page">
        <PageHeader title={title} />
        <EmptyState title="Sheet not found" action={links}>
          This sheet does not exist or belongs to another team.
        </EmptyState>
      </div>
    );
  if (adder.load.state === 'failed')
    return (
      <div className="tpp-page">
        <PageHeader title={title} />
        <ErrorState onRetry={adder.reload}>{adder.load.message}</ErrorState>
      </div>
    );

  return (
    <div className="tpp-page">
      <LinksPageHeader
        title={title}
        subtitle={`Adding to ${adder.title || 'the sheet'} (${creatorCount(count)})`}
        label="Sheet"
      >
        {adder.sheetId || count > 0 ? (
          <SaveIndicator status={adder.status} onForceSave={() => void useSheetEditor.getState().save()} />
        ) : null}
        {links}
      </LinksPageHeader>
      {intro}
      {adder.notice ? <Alert tone="warning">{adder.notice}</Alert> : null}
      <AdvancedSearch
        value={search}
        onChange={(next) => setSearch(next)}
        talentSheet
        target={{
          onSheet: adder.onSheet,
          onAdd: adder.add,
          room: adder.room,
          unavailable: adder.status === 'conflict' ? adder.notice : null,
        }}
      />
      <SheetToast toast={null}>{undoable ? <SheetUndo /> : null}</SheetToast>
    </div>
  );
}
