import { queryOptions, useQuery } from '@tanstack/react-query';
import { analytics } from '@scribe/contracts';
import type { z } from 'zod';
import { api, type Envelope } from '@/lib/api-client';

export type Analytics = z.infer<typeof analytics>;

export function getAnalytics(): Promise<Envelope<Analytics>> {
  return api.get<Envelope<Analytics>>('/analytics');
}

/** docs/product.md, Dashboard: the analytics cache key includes the user's _id. */
export function analyticsQueryOptions(userId: string) {
  return queryOptions({ queryKey: ['analytics', userId] as const, queryFn: getAnalytics });
}

export function useAnalytics(userId: string) {
  return useQuery(analyticsQueryOptions(userId));
}
