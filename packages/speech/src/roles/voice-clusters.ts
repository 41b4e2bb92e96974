/**
 * Two voices among a visit's utterances: the utterances' voice statistics clustered into two groups
 * (deterministic 2-means), and for each utterance how much more it sounds like one group than the other.
 */

export interface VoiceCue {
  /** Per utterance: log-likelihood of voice A minus voice B, clipped; 0 when it has no voice statistics. */
  ratio: number[];
  /** 0 to 1: how clearly the two groups differ (0 when there is one voice or too few utterances). */
  confidence: number;
}

const MIN_UTTERANCES = 4;
export const MAX_VOICE_RATIO = 6;

export function clusterVoices(voices: (number[] | null | undefined)[]): VoiceCue {
  const none: VoiceCue = { ratio: voices.map(() => 0), confidence: 0 };
  const present = voices.flatMap((v, i) => (v && v.every(Number.isFinite) ? [{ i, v }] : []));
  if (present.length < MIN_UTTERANCES) return none;
  const dims = present[0]!.v.length;
  // Standardise each statistic over the visit, so each counts alike.
  const mean = Array.from({ length: dims }, (_, d) => present.reduce((s, p) => s + p.v[d]!, 0) / present.length);
  const sd = mean.map((m, d) => Math.sqrt(present.reduce((s, p) => s + (p.v[d]! - m) ** 2, 0) / present.length) || 1);
  const points = present.map((p) => p.v.map((x, d) => (x - mean[d]!) / sd[d]!));

  // Start from the lowest- and highest-pitched utterances (pitch is the first statistic).
  let low = 0;
  let high = 0;
  for (const [k, p] of points.entries()) {
    if (p[0]! < points[low]![0]!) low = k;
    if (p[0]! > points[high]![0]!) high = k;
  }
  let centres = [points[low]!, points[high]!];
  let member: number[] = [];
  for (let round = 0; round < 20; round++) {
    member = points.map((p) => (distance2(p, centres[0]!) <= distance2(p, centres[1]!) ? 0 : 1));
    const next = [0, 1].map((c) => centroid(points.filter((_, k) => member[k] === c)) ?? centres[c]!);
    if (next.every((centre, c) => distance2(centre, centres[c]!) < 1e-12)) break;
    centres = next;
  }
  const sizes = [0, 1].map((c) => member.filter((m) => m === c).length);
  if (Math.min(...sizes) < 2) return none;
  // Pooled within-group variance per statistic, floored so one tight group cannot give extreme ratios.
  const variance = Array.from({ length: dims }, (_, d) => Math.max(0.05, points.reduce((s, p, k) => s + (p[d]! - centres[member[k]!]![d]!) ** 2, 0) / points.length));
  const logLikelihood = (p: number[], c: number) => -0.5 * p.reduce((s, x, d) => s + (x - centres[c]![d]!) ** 2 / variance[d]!, 0);
  const ratio = voices.map(() => 0);
  for (const [k, p] of points.entries()) {
    ratio[present[k]!.i] = Math.max(-MAX_VOICE_RATIO, Math.min(MAX_VOICE_RATIO, logLikelihood(p, 0) - logLikelihood(p, 1)));
  }
  // Separation of the groups in pooled standard deviations: about 1 for one voice split in two, 3+ for two voices.
  const separation = Math.sqrt(centres[0]!.reduce((s, x, d) => s + (x - centres[1]![d]!) ** 2 / variance[d]!, 0));
  return { ratio, confidence: Math.max(0, Math.min(1, (separation - 2) / 2)) };
}

const distance2 = (a: number[], b: number[]) => a.reduce((s, x, d) => s + (x - b[d]!) ** 2, 0);
function centroid(points: number[][]): number[] | null {
  if (!points.length) return null;
  return points[0]!.map((_, d) => points.reduce((s, p) => s + p[d]!, 0) / points.length);
}
