import {
  API,
  type AdvancedFiltersAiRequest,
  type SheetHelperRequest,
  type SpecialNoteHelperRequest,
  type TagHelperRequest,
} from '@tpp/contracts';
import { call } from './workspaceQueries';

/**
 * The AI helpers (docs/product/ai-helpers.md: tag-helper,
 * sheet-helper, special-note-helper, advanced-filters-ai). All are POST writes (CSRF by api.call).
 */
export const aiApi = {
  tagHelper: (body: TagHelperRequest, signal?: AbortSignal) => call(API.ai.tagHelper, { body, signal }),
  sheetHelper: (body: SheetHelperRequest, signal?: AbortSignal) => call(API.ai.sheetHelper, { body, signal }),
  specialNoteHelper: (body: SpecialNoteHelperRequest, signal?: AbortSignal) =>
    call(API.ai.specialNoteHelper, { body, signal }),
  advancedFiltersAi: (body: AdvancedFiltersAiRequest, signal?: AbortSignal) =>
    call(API.ai.advancedFiltersAi, { body, signal }),
};
