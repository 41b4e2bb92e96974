/** Who said an utterance of a visit recorded through one microphone (issue 11). */
export const ROLES = ['clinician', 'patient', 'other'] as const;
export type Role = (typeof ROLES)[number];

/**
 * How an utterance follows the one before it, which decides how likely the speaker changes:
 * - `turn`: a new line of a transcript (lines are usually speaker turns);
 * - `continuation`: the next sentence on the same line of a transcript whose lines are turns;
 * - `sentence`: the next sentence of running text with no line breaks;
 * - `pause`: the next result of live speech, `start`/`end` giving the pause between them.
 */
export type Boundary = 'turn' | 'continuation' | 'sentence' | 'pause';

export interface RoleUtterance {
  text: string;
  /** Seconds from the start of the visit (live speech); used for the pause before the utterance. */
  start?: number;
  end?: number;
  /** How this utterance follows the previous one; `pause` when times are given, else `turn`. */
  boundary?: Boundary;
  /** Voice statistics of the utterance's audio (voiceFeatures), where there is audio. */
  voice?: number[] | null;
  /**
   * The speech engine's own speaker or channel for the utterance ("spk_0", "ch_1"), where it gives one. Taken
   * over the voice statistics: utterances of one engine speaker share a role unless the words say otherwise.
   */
  speakerId?: string | null;
}

/** The trained text model and transition probabilities (model.json, written by scripts/train-roles.ts). */
export interface RoleModel {
  version: 1;
  source: string;
  /** Feature name → index into each role's weights. */
  features: string[];
  /** Per role: bias followed by one weight per feature (multinomial logistic regression). */
  weights: Record<Role, number[]>;
  /** Share of each role among training utterances. */
  prior: Record<Role, number>;
  /** Probability of each first role. */
  initial: Record<Role, number>;
  /** P(next role | previous role) per kind of boundary; `pause` per pause-length bucket (PAUSE_BUCKETS). */
  transitions: {
    turn: Record<Role, Record<Role, number>>;
    continuation: Record<Role, Record<Role, number>>;
    sentence: Record<Role, Record<Role, number>>;
    /** After a sentence ending in a question mark: a question is usually answered by the other speaker. */
    sentenceAfterQuestion: Record<Role, Record<Role, number>>;
    pause: Record<Role, Record<Role, number>>[];
  };
}

/** Upper bounds (seconds) of the pause buckets of `transitions.pause`; the last bucket is open. */
export const PAUSE_BUCKETS = [0.3, 0.8, 1.5, Infinity];
export const pauseBucket = (pause: number) => PAUSE_BUCKETS.findIndex((bound) => pause < bound);
