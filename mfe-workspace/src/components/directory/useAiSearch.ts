import { useCallback, useEffect, useRef, useState } from 'react';
import {
  AI_MESSAGES,
  type AdvancedFiltersAiRequest,
  type AiDirectoryAccount,
  type BriefReading,
} from '@tpp/contracts';
import { errorMessage } from '@tpp/session';
import { aiApi } from '../../api/aiApi';

export type AiSearchState =
  | { state: 'none' }
  | { state: 'loading' }
  | { state: 'failed'; message: string }
  | { state: 'answered'; accounts: AiDirectoryAccount[]; brief: BriefReading };

/** The AI search of the advanced search (POST /api/advanced-filters-ai): a newer ask drops an older one. */
export function useAiSearch() {
  const [ai, setAi] = useState<AiSearchState>({ state: 'none' });
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);

  const run = useCallback(async (request: AdvancedFiltersAiRequest) => {
    controller.current?.abort();
    const own = new AbortController();
    controller.current = own;
    setAi({ state: 'loading' });
    try {
      const answer = await aiApi.advancedFiltersAi(request, own.signal);
      if (!own.signal.aborted) setAi({ state: 'answered', accounts: answer.accounts, brief: answer.brief });
    } catch (error) {
      if (!own.signal.aborted)
        setAi({ state: 'failed', message: errorMessage(error, AI_MESSAGES.somethingWentWrong) });
    }
  }, []);
  const clear = useCallback(() => {
    controller.current?.abort();
    controller.current = null;
    setAi((current) => (current.state === 'none' ? current : { state: 'none' }));
  }, []);
  return { ai, run, clear };
}
