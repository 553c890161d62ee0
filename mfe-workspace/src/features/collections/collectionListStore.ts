import { create } from 'zustand';
import { SHEET_LIMITS } from '@tpp/contracts';

export type CollectionPageSize = (typeof SHEET_LIMITS.collectionPageSizes)[number];

export interface CollectionListState {
  filter: string;
  page: number;
  limit: CollectionPageSize;
  setFilter: (filter: string) => void;
  setPage: (page: number) => void;
  setLimit: (limit: CollectionPageSize) => void;
}

/** The list's filter, page and size outlive the page: coming back from an editor keeps them. */
export const useCollectionList = create<CollectionListState>()((set) => ({
  filter: '',
  page: 1,
  limit: SHEET_LIMITS.collectionPageSizes[0],
  setFilter: (filter) => set({ filter, page: 1 }),
  setPage: (page) => set({ page }),
  setLimit: (limit) => set({ limit, page: 1 }),
}));
