import { create } from 'zustand';

interface AssistantBriefState {
  /** The campaign description typed into the Assistant (or for a note's Suggest). */
  description: string;
  setDescription: (description: string) => void;
}

/**
 * The sheet editor's campaign brief: typed once in the Assistant, used again by each note's
 * Suggest. It belongs to the sheet on screen (the editor clears it when it opens a sheet).
 */
export const useAssistantBrief = create<AssistantBriefState>()((set) => ({
  description: '',
  setDescription: (description) => set({ description }),
}));
