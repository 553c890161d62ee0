import { create } from 'zustand';
import { ROSTER_PAGE_SIZES } from '@tpp/contracts';
import type { RosterPageSize, RosterSort } from '../../api/talentApi';

export type { RosterPageSize };

export interface RosterFilterState {
  name: string;
  tag: string;
  sort: RosterSort;
  page: number;
  limit: RosterPageSize;
  setName: (name: string) => void;
  setTag: (tag: string) => void;
  toggleNameSort: () => void;
  setPage: (page: number) => void;
  setLimit: (limit: RosterPageSize) => void;
  reset: () => void;
}

const INITIAL = { name: '', tag: '', sort: 'none' as RosterSort, page: 1, limit: ROSTER_PAGE_SIZES[0] };

/** The roster's filters outlive the page: coming back from a profile keeps them. */
export const useRosterFilters = create<RosterFilterState>()((set) => ({
  ...INITIAL,
  setName: (name) => set({ name, page: 1 }),
  setTag: (tag) => set({ tag, page: 1 }),
  toggleNameSort: () => set((state) => ({ sort: state.sort === 'name' ? 'none' : 'name', page: 1 })),
  setPage: (page) => set({ page }),
  setLimit: (limit) => set({ limit, page: 1 }),
  reset: () => set(INITIAL),
}));
