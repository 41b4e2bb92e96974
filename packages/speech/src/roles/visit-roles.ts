import { labelRoles, type LabelOptions } from './label-roles.js';
import type { Role, RoleUtterance } from './types.js';

export interface RoleChange {
  id: string;
  role: Role;
}

/**
 * The roles of one live recording, decided again as each final result arrives (issue 11). Earlier labelled
 * lines of the visit come first as fixed history, so a reconnect or a second recording continues with the
 * same context; a user's switch is fixed too, and the labels around it are re-decided.
 */
export class VisitRoles {
  private readonly utterances: RoleUtterance[] = [];
  /** Result id of each utterance; null for history. */
  private readonly ids: (string | null)[] = [];
  private readonly fixed = new Map<number, Role>();
  private roles: Role[] = [];

  constructor(
    history: readonly { text: string; role: Role }[] = [],
    private readonly options: Pick<LabelOptions, 'model'> = {},
  ) {
    for (const line of history) {
      this.fixed.set(this.utterances.length, line.role);
      this.utterances.push({ text: line.text, boundary: 'turn' });
      this.ids.push(null);
      this.roles.push(line.role);
    }
  }

  /** Adds a final result; answers its role and the earlier results whose role changed. */
  add(id: string, utterance: RoleUtterance): { role: Role; changed: RoleChange[] } {
    // After history (or a gap in time) the pause is unknown: the turn transition is the fair guess.
    const first = this.ids.every((known) => known === null);
    this.utterances.push(first && this.utterances.length > 0 ? { ...utterance, boundary: 'turn' } : utterance);
    this.ids.push(id);
    const changed = this.decide();
    return { role: this.roles.at(-1)!, changed: changed.filter((change) => change.id !== id) };
  }

  /** A user's switch of one result's role; answers every result whose role changed (it too), or null for an unknown id. */
  correct(id: string, role: Role): RoleChange[] | null {
    const index = this.ids.indexOf(id);
    if (index < 0) return null;
    this.fixed.set(index, role);
    return this.decide();
  }

  roleOf(id: string): Role | undefined {
    const index = this.ids.indexOf(id);
    return index < 0 ? undefined : this.roles[index];
  }

  /** The results of this recording with their current roles, in order. */
  results(): { id: string; text: string; role: Role }[] {
    return this.ids.flatMap((id, i) => (id === null ? [] : [{ id, text: this.utterances[i]!.text, role: this.roles[i]! }]));
  }

  private decide(): RoleChange[] {
    const next = labelRoles(this.utterances, { ...this.options, corrections: this.fixed });
    const changed = next.flatMap((role, i) => (this.ids[i] !== null && role !== this.roles[i] ? [{ id: this.ids[i]!, role }] : []));
    this.roles = next;
    return changed;
  }
}
