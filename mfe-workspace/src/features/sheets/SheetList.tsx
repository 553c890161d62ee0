import { useState, type ReactNode } from 'react';
import { useSearch } from 'wouter';
import { SHEET_LIMITS, SHEET_TIMINGS_MS, type SheetType, type TalentSheetSummary } from '@tpp/contracts';
import { navigate } from '@tpp/session';
import { Button, EmptyState, LinkButton, LoadingState, Pager, useDebouncedValue } from '@tpp/ui';
import { LinksPageHeader } from '../../components/LinksPageHeader';
import { Options } from '../../components/Options';
import { CopySheetModal } from './CopySheetModal';
import { DeleteSheetModal, TrashedNotice } from './DeleteSheetModal';
import { isTrashView, SheetRightsHint, SheetTrash, SheetViewSwitch } from './SheetTrash';
import { readOnlyMine, writeOnlyMine } from './onlyMine';
import { SheetListTable } from './SheetListTable';
import { editorPath } from './sheetRules';
import { parseSheetListSearch, sheetListHref, type SheetListPageSize } from './sheetListUrl';
import { SHEET_LIST_LOAD_FAILED, useSheetList } from './useSheetList';
import './sheets.css';
import { QueryFailed } from '../../components/QueryFailed';

export interface SheetListProps {
  sheetType: SheetType;
  /** The page's address, e.g. /talent-sheets (the page and page size go into ?page=&limit=). */
  basePath: string;
  title: string;
  /** The primary 'new sheet' link: first of the header's links, and the empty list's action. */
  create: { href: string; label: string };
  /** The header's other links. */
  links: ReactNode;
  emptyTitle: string;
  emptyText: string;
}

/**
 * A list of the team's sheets of one type: 50 or 100 a page (in the address), a title filter that
 * applies 0.5 s after the last keystroke, 'only mine', copy and delete.
 */
export function SheetList({
  sheetType,
  basePath,
  title,
  create,
  links,
  emptyTitle,
  emptyText,
}: SheetListProps) {
  const search = useSearch();
  const { page, limit } = parseSheetListSearch(search);
  const inTrash = isTrashView(search);
  const [trashed, setTrashed] = useState<TalentSheetSummary | null>(null);
  const [titleInput, setTitleInput] = useState('');
  const [onlyMine, setOnlyMine] = useState(() => readOnlyMine(sheetType));
  const [copying, setCopying] = useState<TalentSheetSummary | null>(null);
  const [deleting, setDeleting] = useState<TalentSheetSummary | null>(null);
  const debounced = useDebouncedValue(titleInput.trim(), SHEET_TIMINGS_MS.sheetListTitleFilterDebounce);
  const titleFilter = debounced.length >= SHEET_LIMITS.sheetTitleFilterMin ? debounced : '';
  const [appliedFilter, setAppliedFilter] = useState(titleFilter);

  const goToPage = (next: number) => navigate(sheetListHref(basePath, { page: next, limit }));
  if (appliedFilter !== titleFilter) {
    setAppliedFilter(titleFilter);
    if (page !== 1) goToPage(1);
  }

  const query = useSheetList({
    sheet_type: sheetType,
    page,
    limit,
    only_mine: onlyMine,
    title_filter: titleFilter,
  });
  const { data, state } = query;
  const ready = state.status === 'ready' && !query.pending;
  const pageCount = data ? Math.max(1, Math.ceil(data.total / limit)) : 1;
  const filtered = titleFilter !== '' || onlyMine;
  const shortFilter =
    titleInput.trim().length > 0 && titleInput.trim().length < SHEET_LIMITS.sheetTitleFilterMin;
  const createLink = (
    <LinkButton href={create.href} variant="primary">
      {create.label}
    </LinkButton>
  );

  if (inTrash)
    return (
      <div className="tpp-page tpp-sheet-list-page">
        <LinksPageHeader title={title} subtitle={`Deleted in the last ${SHEET_LIMITS.trashDays} days`}>
          {createLink}
          {links}
        </LinksPageHeader>
        <SheetViewSwitch basePath={basePath} trash />
        <SheetRightsHint />
        <SheetTrash sheetType={sheetType} />
      </div>
    );

  return (
    <div className="tpp-page tpp-sheet-list-page">
      <LinksPageHeader
        title={title}
        subtitle={data && ready ? `${data.total} ${filtered ? 'matching' : 'in your team'}` : undefined}
      >
        {createLink}
        {links}
      </LinksPageHeader>
      <SheetViewSwitch basePath={basePath} trash={false} />
      <SheetRightsHint />
      <TrashedNotice
        sheet={trashed}
        trashHref={`${basePath}?view=trash`}
        onRestored={() => {
          setTrashed(null);
          query.retry();
        }}
      />
      <div className="tpp-sheet-list__filters" role="search" aria-label={`Filter ${title.toLowerCase()}`}>
        <div className="tpp-field">
          <label htmlFor="sheet-title-filter">Title</label>
          <input
            id="sheet-title-filter"
            type="search"
            value={titleInput}
            placeholder="Filter by title"
            autoComplete="off"
            aria-describedby="sheet-title-filter-hint"
            onChange={(event) => setTitleInput(event.target.value)}
          />
          <p id="sheet-title-filter-hint" className="tpp-field__hint">
            {shortFilter ? 'Type at least 3 characters to filter.' : '\u00a0'}
          </p>
        </div>
        <label className="tpp-check">
          <input
            type="checkbox"
            checked={onlyMine}
            onChange={(event) => {
              setOnlyMine(event.target.checked);
              writeOnlyMine(sheetType, event.target.checked);
              if (page !== 1) goToPage(1);
            }}
          />
          Only my sheets
        </label>
        <div className="tpp-field tpp-sheet-list__per-page">
          <label htmlFor="sheet-list-per-page">Per page</label>
          <select
            id="sheet-list-per-page"
            value={limit}
            onChange={(event) =>
              navigate(
                sheetListHref(basePath, { page: 1, limit: Number(event.target.value) as SheetListPageSize }),
              )
            }
          >
            <Options values={SHEET_LIMITS.sheetListPageSizes} />
          </select>
        </div>
      </div>
      <QueryFailed query={query} text={SHEET_LIST_LOAD_FAILED} />
      {state.status === 'loading' ? <LoadingState label="Loading the sheets..." /> : null}
      {data && data.sheets.length === 0 && ready ? (
        filtered ? (
          <EmptyState
            title="No sheets match these filters."
            action={
              <Button
                variant="secondary"
                onClick={() => {
                  setTitleInput('');
                  setOnlyMine(false);
                  writeOnlyMine(sheetType, false);
                }}
              >
                Clear filters
              </Button>
            }
          >
            Try another title, or include the sheets of your whole team.
          </EmptyState>
        ) : page > 1 ? (
          <EmptyState
            title="This page is empty."
            action={
              <Button variant="secondary" onClick={() => goToPage(1)}>
                First Page
              </Button>
            }
          />
        ) : (
          <EmptyState title={emptyTitle} action={createLink}>
            {emptyText}
          </EmptyState>
        )
      ) : null}
      {data && data.sheets.length > 0 ? (
        <div aria-busy={query.fetching}>
          <SheetListTable
            sheetType={sheetType}
            sheets={data.sheets}
            onCopy={setCopying}
            onDelete={setDeleting}
          />
          <div className="tpp-roster__footer">
            <span className="tpp-muted">
              Showing {(page - 1) * limit + 1}–{(page - 1) * limit + data.sheets.length} of {data.total}
            </span>
            <Pager page={page} pageCount={pageCount} onPage={goToPage} label="Sheet pages" />
          </div>
        </div>
      ) : null}
      {copying ? (
        <CopySheetModal
          sheetId={copying.id}
          open
          onClose={() => setCopying(null)}
          onCopied={(newId) => {
            setCopying(null);
            navigate(editorPath(sheetType, newId));
          }}
        />
      ) : null}
      <DeleteSheetModal
        sheet={deleting}
        onClose={() => setDeleting(null)}
        onDeleted={() => {
          setTrashed(deleting);
          setDeleting(null);
          query.retry();
        }}
      />
    </div>
  );
}
