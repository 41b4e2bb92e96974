import { ROLES, type Role } from './types.js';

export interface ViterbiInput {
  /** log P(first role). */
  initial: Record<Role, number>;
  /** Per utterance: log emission score of each role. */
  emissions: Record<Role, number>[];
  /** transitions[i]: log P(role of utterance i | role of utterance i - 1); transitions[0] is unused. */
  transitions: Record<Role, Record<Role, number>>[];
}

/** The most likely role sequence and its log score (ties go to the earlier role in ROLES, so it is deterministic). */
export function viterbi({ initial, emissions, transitions }: ViterbiInput): { roles: Role[]; score: number } {
  const n = emissions.length;
  if (n === 0) return { roles: [], score: 0 };
  let scores = ROLES.map((role) => initial[role] + emissions[0]![role]);
  const back: number[][] = [];
  for (let i = 1; i < n; i++) {
    const step = transitions[i]!;
    const next: number[] = [];
    const from: number[] = [];
    for (const role of ROLES) {
      let best = -Infinity;
      let bestFrom = 0;
      for (const [k, previous] of ROLES.entries()) {
        const score = scores[k]! + step[previous][role];
        if (score > best) {
          best = score;
          bestFrom = k;
        }
      }
      next.push(best + emissions[i]![role]);
      from.push(bestFrom);
    }
    back.push(from);
    scores = next;
  }
  let last = 0;
  for (let k = 1; k < ROLES.length; k++) if (scores[k]! > scores[last]!) last = k;
  const path = [last];
  for (let i = n - 2; i >= 0; i--) path.push(back[i]![path.at(-1)!]!);
  path.reverse();
  return { roles: path.map((k) => ROLES[k]!), score: scores[last]! };
}
