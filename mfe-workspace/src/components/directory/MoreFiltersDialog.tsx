import { useState } from 'react';
import type { RosterInfluencer } from '@tpp/contracts';
import { Button, Modal } from '@tpp/ui';
import { AdvancedSearch } from './AdvancedSearch';
import { directoryTalent, NEW_SEARCH } from './directoryFilters';
import type { AddHow } from './AddAllButton';

export interface MoreFiltersDialogProps {
  open: boolean;
  onClose: () => void;
  /** Creators (influencer ids) on the sheet being edited. */
  onSheet: ReadonlySet<number>;
  /** Adds to the sheet being edited (the editor's store: its limits and autosave apply). */
  onAdd: (influencers: readonly RosterInfluencer[], how?: AddHow) => void;
  /** How many more creators the sheet takes. */
  room: number;
}

/**
 * The sheet editor's 'More Filters' dialog: the directory's advanced search; Add and Add All to
 * Sheet put the results on the sheet being edited. The search is kept while the dialog is closed.
 */
export function MoreFiltersDialog({ open, onClose, onSheet, onAdd, room }: MoreFiltersDialogProps) {
  const [search, setSearch] = useState(NEW_SEARCH);
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return (
    <Modal
      title="More Filters"
      open={open}
      onClose={onClose}
      actions={
        <Button variant="secondary" onClick={onClose}>
          Done
        </Button>
      }
    >
      <div className="tpp-more-filters">
        {opened ? (
          <AdvancedSearch
            value={search}
            onChange={(next) => setSearch(next)}
            talentSheet
            target={{ onSheet, room, onAdd: (accounts, how) => onAdd(accounts.map(directoryTalent), how) }}
          />
        ) : null}
      </div>
    </Modal>
  );
}
