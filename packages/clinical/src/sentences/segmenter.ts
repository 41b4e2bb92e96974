/**
 * Sentences of unpunctuated speech. Speech recognisers (pocketsphinx, and the ASR half of ACI-BENCH) give a turn
 * as one run of lower-case words; the note engine reads sentence by sentence, so a turn like "no fever kinda feel
 * like i'm bringing up yuck in the morning how have your sugars been" must be cut where people would put a full
 * stop or a question mark. A multinomial logistic regression decides each gap between two words (no mark, full
 * stop, question mark) from the words around it and how the sentence began, left to right. It was trained on
 * punctuated visits whose marks were removed (packages/clinical/scripts/train-sentences.ts; SOURCE.md).
 */
import fs from 'node:fs';
import { gapFeatures, tokensOf } from './boundary-features.js';

export const MARKS = ['none', 'period', 'question'] as const;
export type Mark = (typeof MARKS)[number];

export interface BoundaryModel {
  version: 1;
  source: string;
  features: string[];
  /** Per mark: the bias, then one weight per feature. */
  weights: Record<Mark, number[]>;
}

export interface SpokenSentence {
  start: number;
  end: number;
  question: boolean;
}

/** The committed model (model.json beside this file; its source and licence in SOURCE.md). */
export const BOUNDARY_MODEL_PATH = new URL('./model.json', import.meta.url);

let shipped: { model: BoundaryModel; index: Map<string, number> } | null = null;
function shippedModel() {
  if (!shipped) {
    const model = JSON.parse(fs.readFileSync(BOUNDARY_MODEL_PATH, 'utf8')) as BoundaryModel;
    shipped = { model, index: new Map(model.features.map((name, i) => [name, i])) };
  }
  return shipped;
}

/** P(mark) at one gap. */
export function markProbabilities(model: BoundaryModel, index: Map<string, number>, names: string[]): Record<Mark, number> {
  const found = names.map((name) => index.get(name)).filter((i): i is number => i !== undefined);
  const scores = MARKS.map((mark) => found.reduce((sum, i) => sum + model.weights[mark][i + 1]!, model.weights[mark][0]!));
  const max = Math.max(...scores);
  const exps = scores.map((s) => Math.exp(s - max));
  const total = exps.reduce((a, b) => a + b, 0);
  return Object.fromEntries(MARKS.map((mark, i) => [mark, exps[i]! / total])) as Record<Mark, number>;
}

/**
 * "What I want to tell you | is that I think you have a knee sprain": a clause that begins "is that" and a pronoun
 * completes the sentence before it (a question would be "is that right?"), so no sentence ends before it.
 */
function beforeThatClause(words: string[], i: number): boolean {
  return /^(?:is|was)$/.test(words[i + 1] ?? '') && words[i + 2] === 'that' && /^(?:i|you|we|he|she|they|there)$/.test(words[i + 3] ?? '');
}

/** Words no spoken sentence ends on: "… on the right side of my abdomen below | my ribs" is one sentence. */
const CANNOT_END = /^(?:a|an|the|my|your|his|her|our|their|of|below|and|or|but|because)$/;

/**
 * The sentences of one unpunctuated turn, as offsets into it. A gap becomes a sentence end when a full stop or a
 * question mark is more likely there than no mark; the turn's end always ends one.
 */
export function spokenSentences(turn: string): SpokenSentence[] {
  const { model, index } = shippedModel();
  const tokens = tokensOf(turn);
  const words = tokens.map((t) => t.word);
  const sentences: SpokenSentence[] = [];
  let from = 0;
  for (let i = 0; i < tokens.length; i++) {
    const p = markProbabilities(model, index, gapFeatures(words, i, from));
    const last = i === tokens.length - 1;
    if (!last && (p.none >= 0.5 || beforeThatClause(words, i) || CANNOT_END.test(words[i]!))) continue;
    sentences.push({ start: tokens[from]!.start, end: tokens[i]!.end, question: p.question > p.period });
    from = i + 1;
  }
  return sentences;
}
