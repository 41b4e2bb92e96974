import { describe, expect, it } from 'vitest';
import { EMPTY_TRANSCRIPT_MESSAGE, ENCOUNTER_STATUSES, type EncounterStatus } from '@scribe/contracts';
import { AppError } from '../../lib/errors.js';
import { encountersRepository } from './encounters.repository.js';
import { allows, assertCanRecord, assertCanToggleArchive, EVENTS, transition, type Initiator, type EncounterEvent } from './lifecycle.js';

const RECORDING = 'A recording is in progress. Stop it first.';
const CHECKED_OUT = 'This encounter has already been checked out.';
const NEITHER = 'This encounter is neither being recorded nor checked out.';

/** What an event does in a status: the status it leads to, or the refusal (status code and message). */
type Outcome = EncounterStatus | { refused: 400 | 409; message: string };
const refused = (message: string): Outcome => ({ refused: 409, message });
const noTranscript: Outcome = { refused: 400, message: EMPTY_TRANSCRIPT_MESSAGE };

/**
 * The lifecycle written out by hand, status by status (docs/product.md, 5. Encounter lifecycle, decision 9), as [with transcript text,
 * with a blank transcript]; the module's table must agree with every cell.
 */
const EXPECTED: Record<EncounterStatus, Record<EncounterEvent, [Outcome, Outcome]>> = {
  'on-going': {
    'edit-transcript': ['pending', 'on-going'],
    'check-out': ['processing', noTranscript],
    'start-recording': ['in-progress', 'in-progress'],
    'stop-recording': [refused(NEITHER), refused(NEITHER)],
    'complete-notes': [refused(NEITHER), refused(NEITHER)],
    'fail-notes': [refused(NEITHER), refused(NEITHER)],
  },
  pending: {
    'edit-transcript': ['pending', 'on-going'],
    'check-out': ['processing', noTranscript],
    'start-recording': ['in-progress', 'in-progress'],
    'stop-recording': [refused(NEITHER), refused(NEITHER)],
    'complete-notes': [refused(NEITHER), refused(NEITHER)],
    'fail-notes': [refused(NEITHER), refused(NEITHER)],
  },
  'in-progress': {
    'edit-transcript': [refused(RECORDING), refused(RECORDING)],
    'check-out': [refused(RECORDING), refused(RECORDING)],
    'start-recording': ['in-progress', 'in-progress'],
    'stop-recording': ['pending', 'on-going'],
    'complete-notes': [refused(RECORDING), refused(RECORDING)],
    'fail-notes': [refused(RECORDING), refused(RECORDING)],
  },
  processing: {
    'edit-transcript': [refused(CHECKED_OUT), refused(CHECKED_OUT)],
    'check-out': [refused(CHECKED_OUT), refused(CHECKED_OUT)],
    'start-recording': [refused(CHECKED_OUT), refused(CHECKED_OUT)],
    'stop-recording': [refused(CHECKED_OUT), refused(CHECKED_OUT)],
    'complete-notes': ['completed', 'completed'],
    'fail-notes': ['failed', 'failed'],
  },
  completed: {
    'edit-transcript': [refused(CHECKED_OUT), refused(CHECKED_OUT)],
    'check-out': [refused(CHECKED_OUT), refused(CHECKED_OUT)],
    'start-recording': [refused(CHECKED_OUT), refused(CHECKED_OUT)],
    'stop-recording': [refused(CHECKED_OUT), refused(CHECKED_OUT)],
    'complete-notes': [refused(CHECKED_OUT), refused(CHECKED_OUT)],
    'fail-notes': [refused(CHECKED_OUT), refused(CHECKED_OUT)],
  },
  failed: {
    'edit-transcript': [refused(CHECKED_OUT), refused(CHECKED_OUT)],
    'check-out': [refused(CHECKED_OUT), refused(CHECKED_OUT)],
    'start-recording': [refused(CHECKED_OUT), refused(CHECKED_OUT)],
    'stop-recording': [refused(CHECKED_OUT), refused(CHECKED_OUT)],
    'complete-notes': [refused(CHECKED_OUT), refused(CHECKED_OUT)],
    'fail-notes': [refused(CHECKED_OUT), refused(CHECKED_OUT)],
  },
};

const WHO_MAY: Record<EncounterEvent, Initiator> = {
  'edit-transcript': 'practitioner',
  'check-out': 'practitioner',
  'start-recording': 'recorder',
  'stop-recording': 'recorder',
  'complete-notes': 'worker',
  'fail-notes': 'worker',
};
const ACTORS: Initiator[] = ['practitioner', 'recorder', 'worker'];

/** What `transition` did: the status it allowed, or the refusal it threw. */
function outcomeOf(status: EncounterStatus, event: EncounterEvent, transcript: string): Outcome {
  try {
    const change = transition({ status, transcript }, event, WHO_MAY[event]);
    expect(change.from).toBe(status);
    return change.to;
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return { refused: error.statusCode as 400 | 409, message: error.message };
  }
}

describe('the encounter lifecycle', () => {
  it('names the events the expectations cover, no more, no fewer', () => {
    expect([...EVENTS].sort()).toEqual(Object.keys(WHO_MAY).sort());
  });

  for (const status of ENCOUNTER_STATUSES) {
    for (const event of Object.keys(WHO_MAY) as EncounterEvent[]) {
      const [withText, blank] = EXPECTED[status][event];
      it(`${status} × ${event}: ${JSON.stringify(withText)} with a transcript, ${JSON.stringify(blank)} without`, () => {
        expect(outcomeOf(status, event, 'Patient reports chest pain.')).toEqual(withText);
        expect(outcomeOf(status, event, '  \n ')).toEqual(blank);
        // `allows` is the table's from-column alone: a blank checkout is allowed there and refused by its guard.
        expect(allows(status, event)).toBe(typeof withText === 'string');
      });
    }
  }

  it('lets only the actor the table names cause each event, in a status where it is allowed', () => {
    for (const event of EVENTS) {
      const from = ENCOUNTER_STATUSES.find((status) => allows(status, event))!;
      for (const actor of ACTORS) {
        const attempt = () => transition({ status: from, transcript: 'text' }, event, actor);
        if (actor === WHO_MAY[event]) expect(attempt).not.toThrow();
        else expect(attempt).toThrow(`${actor} may not ${event}`);
      }
    }
  });
});

describe('rules around the lifecycle', () => {
  it('refuses a recording of an archived encounter, or of one checked out', () => {
    for (const status of ENCOUNTER_STATUSES) {
      expect(() => assertCanRecord({ status, isArchived: true })).toThrow('Unarchive this encounter before recording.');
      const live = status === 'on-going' || status === 'pending' || status === 'in-progress';
      if (live) expect(() => assertCanRecord({ status, isArchived: false })).not.toThrow();
      else expect(() => assertCanRecord({ status, isArchived: false })).toThrow(CHECKED_OUT);
    }
  });

  it('archives only completed, failed or on-going encounters, and unarchives any', () => {
    for (const status of ENCOUNTER_STATUSES) {
      expect(() => assertCanToggleArchive({ status, isArchived: true })).not.toThrow();
      const archivable = status === 'completed' || status === 'failed' || status === 'on-going';
      const archive = () => assertCanToggleArchive({ status, isArchived: false });
      if (archivable) expect(archive).not.toThrow();
      else expect(archive).toThrow('Only completed, failed or on-going encounters can be archived.');
    }
  });
});

describe('writing a status', () => {
  // The type check (npm run typecheck) is this test: each @ts-expect-error fails it if the line compiles.
  it('takes a StatusChange from the lifecycle: a plain update or a hand-made change does not type-check', () => {
    type UpdateValues = Parameters<typeof encountersRepository.update>[2];
    type ChangeArgument = Parameters<typeof encountersRepository.changeStatus>[2];
    type InsertValues = Parameters<typeof encountersRepository.insert>[1];
    // @ts-expect-error a status is not a column a plain update sets
    const plain: UpdateValues = { status: 'completed' };
    // @ts-expect-error a new encounter starts in the lifecycle's CREATED_STATUS, not one its caller picks
    const created: InsertValues = { practitionerId: 'p', patientId: 'q', status: 'completed' };
    // @ts-expect-error only `transition` makes a StatusChange
    const handMade: ChangeArgument = { from: 'processing', to: 'completed' };
    const decided: ChangeArgument = transition({ status: 'processing', transcript: '' }, 'complete-notes', 'worker');
    void [plain, created, handMade];
    expect(decided).toEqual({ from: 'processing', to: 'completed' });
  });
});
