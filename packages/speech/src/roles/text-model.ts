import { ROLES, type Role, type RoleModel } from './types.js';
import { textFeatures } from './text-features.js';

/** Feature name → index, built once per model. */
const indexes = new WeakMap<RoleModel, Map<string, number>>();
function indexOf(model: RoleModel): Map<string, number> {
  let index = indexes.get(model);
  if (!index) {
    index = new Map(model.features.map((name, i) => [name, i]));
    indexes.set(model, index);
  }
  return index;
}

/** Indexes of the known features of a text and the value each carries (1/sqrt(count)). */
export function featureVector(model: RoleModel, text: string): { indexes: number[]; value: number } {
  const index = indexOf(model);
  const names = textFeatures(text);
  const found = names.map((name) => index.get(name)).filter((i): i is number => i !== undefined);
  return { indexes: found, value: 1 / Math.sqrt(Math.max(1, names.length)) };
}

/** log P(role | text) of the multinomial logistic regression. */
export function textLogPosterior(model: RoleModel, text: string): Record<Role, number> {
  const { indexes: found, value } = featureVector(model, text);
  const scores = ROLES.map((role) => {
    const weights = model.weights[role];
    let score = weights[0]!;
    for (const i of found) score += weights[i + 1]! * value;
    return score;
  });
  const max = Math.max(...scores);
  const logSum = max + Math.log(scores.reduce((sum, s) => sum + Math.exp(s - max), 0));
  return Object.fromEntries(ROLES.map((role, i) => [role, scores[i]! - logSum])) as Record<Role, number>;
}
