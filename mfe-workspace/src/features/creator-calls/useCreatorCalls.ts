import type { CastingCall } from '@tpp/contracts';
import { useLoad, type Load, type UseLoad } from '../../components/useLoad';
import { creatorCallListApi } from '../../api/creatorCallListApi';

export type CreatorCallsLoad = Load<CastingCall[]>;

const LOAD_FAILED = 'The Creator Calls could not be loaded.';

/** GET /api/casting-calls/agency/casting-calls. */
export function useCreatorCalls(): Pick<UseLoad<CastingCall[]>, 'load' | 'reload'> {
  const { load, reload } = useLoad(
    (signal) => creatorCallListApi.calls(signal).then(({ casting_calls }) => casting_calls),
    [],
    LOAD_FAILED,
  );
  return { load, reload };
}
