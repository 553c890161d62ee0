import {
  API,
  type AdvancedFiltersAiRequest,
  type SheetHelperRequest,
  type SpecialNoteHelperRequest,
  type TagHelperRequest,
} from '@tpp/contracts';
import { api } from '@tpp/session';

/**
 * The AI helpers (docs/product/ai-helpers.md: tag-helper,
 * sheet-helper, special-note-helper, advanced-filters-ai). All are POSTs (CSRF by api.call) that change
 * nothing, so they go to api.call directly and leave the workspace's cached answers fresh.
 */
export const aiApi = {
  tagHelper: (body: TagHelperRequest, signal?: AbortSignal) => api.call(API.ai.tagHelper, { body, signal }),
  sheetHelper: (body: SheetHelperRequest, signal?: AbortSignal) =>
    api.call(API.ai.sheetHelper, { body, signal }),
  specialNoteHelper: (body: SpecialNoteHelperRequest, signal?: AbortSignal) =>
    api.call(API.ai.specialNoteHelper, { body, signal }),
  advancedFiltersAi: (body: AdvancedFiltersAiRequest, signal?: AbortSignal) =>
    api.call(API.ai.advancedFiltersAi, { body, signal }),
};
