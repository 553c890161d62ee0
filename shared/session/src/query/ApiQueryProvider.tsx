import type { ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { apiQueryClient } from './queryClient.js';

/**
 * Wraps a React root's tree (each single-spa remote mounts its own root) in the page's query
 * client. The server renderer and tests pass their own `client`.
 */
export function ApiQueryProvider({ client, children }: { client?: QueryClient; children: ReactNode }) {
  return <QueryClientProvider client={client ?? apiQueryClient()}>{children}</QueryClientProvider>;
}
