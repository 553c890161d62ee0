export { ApiQueryProvider } from './ApiQueryProvider.js';
export {
  apiQueryClient,
  createApiQueryClient,
  invalidateApi,
  isRetryableError,
  resetApiQueryClient,
  retryDelayMs,
  MAX_RETRIES,
  STALE_TIME_MS,
  type ApiQueryClientOptions,
} from './queryClient.js';
export { useApiQuery, type ApiQueryOptions, type ApiQueryResult, type ApiQueryState } from './useApiQuery.js';
export type { QueryClient, QueryKey } from '@tanstack/react-query';
