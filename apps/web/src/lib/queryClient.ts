import { QueryClient } from '@tanstack/react-query'

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  })
}

/** The app's one QueryClient (the API client's sign-out clears it). Tests may replace it. */
export let queryClient = createQueryClient()

export function setQueryClient(client: QueryClient): void {
  queryClient = client
}
