import { QueryClient } from '@tanstack/react-query';
import { ApiRequestError } from './api-error';

/** One query client for the app: no retries on answers the server meant (4xx), two on the rest. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      retry: (failureCount, error) => {
        if (error instanceof ApiRequestError && error.status >= 400 && error.status < 500) return false;
        return failureCount < 2;
      },
    },
    mutations: { retry: false },
  },
});
