import type { Mention, Span } from '../findings.js';
import type { Laterality, RosSystem, Term } from '../lexicon.js';

/** What a note sentence is about; templates place each kind in a section (templates.ts). */
export type FactKind =
  | 'opening'
  | 'symptom'
  | 'negative'
  | 'ros'
  | 'narrative'
  | 'history'
  | 'risk_factor'
  | 'surgical'
  | 'social'
  | 'family'
  | 'medication'
  | 'allergy'
  | 'vital'
  | 'exam'
  | 'result'
  | 'problem'
  | 'impression'
  | 'plan'
  | 'instruction'
  | 'followup'
  | 'agreement'
  | 'risk'
  | 'mental_status'
  | 'intervention'
  | 'progress';

/** One sentence the note may say, with the transcript spans it came from. */
export interface Fact {
  kind: FactKind;
  text: string;
  evidence: Span[];
  /** Position in the transcript (note order follows the visit). */
  at: number;
  /** Kept in a low-detail note. */
  essential: boolean;
  /** How much clinical content a narrative sentence carries (findings, numbers and times, body parts named). */
  weight?: number;
  system?: RosSystem;
  positive?: boolean;
  cardiacRisk?: boolean;
  psychiatric?: boolean;
  /** For a plan item or a reasoning sentence: the name of the problem it belongs to. */
  problem?: string;
  /** For a plan item: the decision it records ("new:echocardiogram"), so that a decision said twice is written once. */
  decision?: string;
  /** For a plan item: what kind of decision it is, as a plan groups them. */
  category?: PlanCategory;
  /** For the sentence listing the symptoms said without detail: their names, as listed. */
  listed?: string[];
}

/** The groups of a problem's plan, in the order a plan lists them. */
/** A reading the patient took at home ("Home blood pressure 150/90 mmHg."): written in the history, weighed as a result. */
export const isHomeReading = (fact: Pick<Fact, 'kind' | 'text'>) => fact.kind === 'narrative' && fact.text.startsWith('Home ');

export const PLAN_CATEGORIES = ['treatment', 'testing', 'referral', 'education'] as const;
export type PlanCategory = (typeof PLAN_CATEGORIES)[number];

/** A problem the clinician assessed (or a dictation named), for the Assessment, the Plan and the codes. */
export interface Problem {
  term: Term;
  certainty: 'affirmed' | 'uncertain';
  /** Named in an impression sentence ("I think you have…", "for your hypertension"). */
  assessed: boolean;
  /** 0: the clinician's stated impression; 1: a problem addressed in the assessment; 2: otherwise discussed. */
  rank: number;
  mentions: Mention[];
  laterality: Laterality;
  /** The body part it is of, when its name or the words after it say one ("arthritis in your knee"). */
  site?: string;
  context: string;
  at: number;
  /** How the clinician judged it today ("uncontrolled", "stable", "improving"), when said. */
  status?: string;
  /** The number the clinician gave it ("your second problem"), when they numbered the problems. */
  order?: number;
  /** Where the assessment takes it up (the clinician's first mention there), else where it was first named. */
  discussedAt: number;
}

export interface SymptomFinding {
  term: Term;
  affirmed: boolean;
  mentions: Mention[];
  laterality: Laterality;
  context: string;
  at: number;
  /** The number the clinician gave it as a problem of the visit ("for your first problem of the back pain"). */
  order?: number;
  /** Taken up in the assessment as a problem of its own: numbered, or "for your back pain", "from a back pain standpoint". */
  takenUp: boolean;
  /** Where the assessment takes it up, else where it was first reported. */
  discussedAt: number;
}

export interface Extraction {
  facts: Fact[];
  problems: Problem[];
  symptoms: SymptomFinding[];
  chiefComplaint: { text: string; evidence: Span[] } | null;
  /** The conditions of the past medical history, by name. */
  history: string[];
  /** For each problem (and each reported symptom), by name: the facts a clinician restates under it. */
  support: Map<string, Fact[]>;
}
