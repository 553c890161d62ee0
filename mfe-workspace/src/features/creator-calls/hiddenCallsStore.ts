import { create } from 'zustand';
import { SHEET_TIMINGS_MS } from '@tpp/contracts';
import { hideCall, readHiddenCalls, restoreAllCalls, restoreCall } from './hiddenCalls';

export interface HiddenCallsState {
  hidden: number[];
  /** Calls hidden a moment ago: they show 'This call will not be shown again' for 3 s, then go. */
  leaving: number[];
  hide: (id: number) => void;
  restore: (id: number) => void;
  restoreAll: () => void;
}

/** Hidden Creator Calls, remembered in this browser. */
export const useHiddenCalls = create<HiddenCallsState>()((set) => ({
  hidden: readHiddenCalls(),
  leaving: [],
  hide: (id) => {
    set((state) => ({
      hidden: hideCall(id),
      leaving: [...state.leaving.filter((entry) => entry !== id), id],
    }));
    setTimeout(
      () => set((state) => ({ leaving: state.leaving.filter((entry) => entry !== id) })),
      SHEET_TIMINGS_MS.hiddenCallNotice,
    );
  },
  restore: (id) =>
    set((state) => ({ hidden: restoreCall(id), leaving: state.leaving.filter((entry) => entry !== id) })),
  restoreAll: () => set({ hidden: restoreAllCalls(), leaving: [] }),
}));
