import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createEncounterBody, type Encounter } from '@scribe/contracts';
import type { z } from 'zod';
import { api, type Envelope } from '@/lib/api-client';
import { encountersQueryKey } from './list-encounters';

export const createEncounterSchema = createEncounterBody;
export type CreateEncounterInput = z.input<typeof createEncounterBody>;

export function createEncounter(input: CreateEncounterInput): Promise<Envelope<Encounter>> {
  return api.post<Envelope<Encounter>>('/encounters', input);
}

export function useCreateEncounter(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createEncounter,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: encountersQueryKey(userId) }),
  });
}
