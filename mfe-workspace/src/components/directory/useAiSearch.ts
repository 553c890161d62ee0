import { useCallback, useState } from 'react';
import {
  AI_MESSAGES,
  type AdvancedFiltersAiRequest,
  type AiDirectoryAccount,
  type BriefReading,
} from '@tpp/contracts';
import { errorMessage } from '@tpp/session';
import { aiApi } from '../../api/aiApi';
import { useLatestRequest } from '../useLatestRequest';

export type AiSearchState =
  | { state: 'none' }
  | { state: 'loading' }
  | { state: 'failed'; message: string }
  | { state: 'answered'; accounts: AiDirectoryAccount[]; brief: BriefReading };

/** The AI search of the advanced search (POST /api/advanced-filters-ai): a newer ask drops an older one. */
export function useAiSearch() {
  const [ai, setAi] = useState<AiSearchState>({ state: 'none' });
  const { start, stop } = useLatestRequest();

  const run = useCallback(
    async (request: AdvancedFiltersAiRequest) => {
      const signal = start();
      setAi({ state: 'loading' });
      try {
        const answer = await aiApi.advancedFiltersAi(request, signal);
        if (!signal.aborted) setAi({ state: 'answered', accounts: answer.accounts, brief: answer.brief });
      } catch (error) {
        if (!signal.aborted)
          setAi({ state: 'failed', message: errorMessage(error, AI_MESSAGES.somethingWentWrong) });
      }
    },
    [start],
  );
  const clear = useCallback(() => {
    stop();
    setAi((current) => (current.state === 'none' ? current : { state: 'none' }));
  }, [stop]);
  return { ai, run, clear };
}
