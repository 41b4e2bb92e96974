import { shippedRoleModel } from './model.js';
import { textLogPosterior } from './text-model.js';
import { ROLES, pauseBucket, type Role, type RoleModel, type RoleUtterance } from './types.js';
import { clusterVoices, MAX_VOICE_RATIO } from './voice-clusters.js';
import { viterbi } from './viterbi.js';

export interface LabelOptions {
  /** Another model than the shipped one (training and tests). */
  model?: RoleModel;
  /** Roles the user has set by hand, by utterance index: kept as they are, and the others decided around them. */
  corrections?: ReadonlyMap<number, Role>;
}

/**
 * Nats of evidence a clearly separated voice adds per utterance at most. Strong enough that two voices
 * decide short, wordless replies ("okay"), weak enough that the words still choose which voice is whom.
 */
const VOICE_WEIGHT = 3;

/**
 * Labels each utterance of a visit clinician, patient or other. An HMM over the utterances in order: each
 * utterance's words give P(role | text) (a logistic regression, divided by the role's prior to act as a
 * likelihood), its voice adds the log-likelihood ratio of the two voice groups, and the role changes
 * between utterances as often as the training dialogues say for that kind of boundary (a new line, a next
 * sentence, a pause of some length). Viterbi picks the best sequence; corrections are fixed points of it.
 */
export function labelRoles(utterances: readonly RoleUtterance[], options: LabelOptions = {}): Role[] {
  if (utterances.length === 0) return [];
  const model = options.model ?? shippedRoleModel();
  const logPrior = mapRoles((role) => Math.log(model.prior[role]));
  const textEmissions = utterances.map((u) => {
    const posterior = textLogPosterior(model, u.text);
    return mapRoles((role) => posterior[role] - logPrior[role]);
  });
  const transitions = utterances.map((u, i) => (i === 0 ? uniformTransitions() : logTransitions(model, utterances[i - 1]!, u)));
  const initial = mapRoles((role) => Math.log(model.initial[role]));
  const corrections = options.corrections ?? new Map<number, Role>();

  const decode = (voiceSign: number, cue: ReturnType<typeof clusterVoices>) => {
    const emissions = textEmissions.map((text, i) => {
      const voice = (voiceSign * VOICE_WEIGHT * cue.confidence * cue.ratio[i]!) / MAX_VOICE_RATIO;
      const scored = { clinician: text.clinician + voice, patient: text.patient - voice, other: text.other };
      const fixed = corrections.get(i);
      return fixed ? mapRoles((role) => (role === fixed ? 0 : -Infinity)) : scored;
    });
    return viterbi({ initial, emissions, transitions });
  };

  const engineCue = engineSpeakers(utterances);
  const cue = engineCue.confidence > 0 ? engineCue : clusterVoices(utterances.map((u) => u.voice));
  if (cue.confidence === 0) return decode(0, cue).roles;
  // Which voice is the clinician's is not known: the reading that explains words and corrections best wins.
  const first = decode(1, cue);
  const second = decode(-1, cue);
  return (second.score > first.score ? second : first).roles;
}

/**
 * The engine's speaker or channel names as two voices: its two busiest speakers are the two groups, each of
 * their utterances certain of its group. Fewer than two engine speakers give no cue (the voices are used then).
 */
function engineSpeakers(utterances: readonly RoleUtterance[]): ReturnType<typeof clusterVoices> {
  const counts = new Map<string, number>();
  for (const u of utterances) if (u.speakerId) counts.set(u.speakerId, (counts.get(u.speakerId) ?? 0) + 1);
  const [a, b] = [...counts].sort((x, y) => y[1] - x[1] || (x[0] < y[0] ? -1 : 1)).map(([id]) => id);
  if (!b) return { ratio: utterances.map(() => 0), confidence: 0 };
  return { ratio: utterances.map((u) => (u.speakerId === a ? MAX_VOICE_RATIO : u.speakerId === b ? -MAX_VOICE_RATIO : 0)), confidence: 1 };
}

function mapRoles(value: (role: Role) => number): Record<Role, number> {
  return Object.fromEntries(ROLES.map((role) => [role, value(role)])) as Record<Role, number>;
}

/** The first utterance has no previous one: its transitions are never read. */
function uniformTransitions(): Record<Role, Record<Role, number>> {
  return Object.fromEntries(ROLES.map((from) => [from, mapRoles(() => 0)])) as Record<Role, Record<Role, number>>;
}

/** log P(role | previous role) for the boundary between two utterances. */
function logTransitions(model: RoleModel, previous: RoleUtterance, next: RoleUtterance): Record<Role, Record<Role, number>> {
  const timed = next.start !== undefined && previous.end !== undefined;
  const boundary = next.boundary ?? (timed ? 'pause' : 'turn');
  const table =
    boundary === 'pause'
      ? model.transitions.pause[timed ? pauseBucket(Math.max(0, next.start! - previous.end!)) : 1]!
      : boundary === 'sentence' && /\?\s*$/.test(previous.text)
        ? model.transitions.sentenceAfterQuestion
        : model.transitions[boundary];
  return Object.fromEntries(ROLES.map((from) => [from, mapRoles((to) => Math.log(table[from][to]))])) as Record<Role, Record<Role, number>>;
}
