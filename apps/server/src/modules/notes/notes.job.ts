import type { FastifyBaseLogger } from 'fastify';
import { DEFAULT_SETTINGS, MIN_TRANSCRIPT_WORDS, withoutSpeakerLabels } from '@scribe/contracts';
import { stableEngine, type NoteEngine, type NoteRequest, type NoteResult } from '@scribe/clinical';
import { LlmError } from '@scribe/clinical/llm';
import type { Database } from '../../db/client.js';
import type { JobHandlers } from '../../jobs/registry.js';
import { encountersRepository } from '../encounters/encounters.repository.js';
import { allows, transition } from '../encounters/lifecycle.js';
import type { EngineRegistry } from './engines.js';
import { transcriptForNotes } from './speaker-labels.js';

export const wordCount = (text: string) => text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;

/** Why an engine failed, in words for the notice; retryable when trying again later can help. */
function describeFailure(err: unknown): { reason: string; retryable: boolean } {
  if (err instanceof LlmError) return { reason: err.reason, retryable: err.retryable };
  return { reason: 'internal error', retryable: false };
}

/**
 * Turns a checked-out encounter into notes. Safe to run again: it acts only while the encounter is
 * `processing`, and the final write re-checks that under a row lock, so one checkout gives one set of notes.
 *
 * An LLM engine that fails never loses the visit: while a retry can help (timeouts, rate limits, 5xx, an
 * unreachable server) the job fails and is retried, up to `llmAttempts` attempts; after that, or at once for a
 * failure a retry cannot fix (a refusal, an unreadable reply, a transcript too long), the engine's card is the
 * embedded engine's note with a notice naming the engine and why.
 */
export function createNotesJob({
  db,
  engines,
  log,
  llmAttempts = 3,
  onNotesComplete,
}: {
  db: Database;
  engines: EngineRegistry;
  log: FastifyBaseLogger;
  llmAttempts?: number;
  /** Runs once the notes are stored (the recorded audio is deleted then, unless retention keeps it). */
  onNotesComplete?: (encounterId: string) => Promise<void>;
}): Pick<JobHandlers, 'notes.generate'> {
  /**
   * The last step: the notes (or the failure) are written only if the encounter is still waiting for them,
   * checked under a row lock, so a worker whose lease ran out cannot overwrite another's notes.
   */
  async function finishWith(encounterId: string, event: 'complete-notes' | 'fail-notes', values: Parameters<typeof encountersRepository.update>[2] = {}) {
    const written = await db.transaction(async (tx) => {
      const current = await encountersRepository.findById(tx, encounterId, { lock: true });
      if (!current || !allows(current.encounter.status, event)) return false;
      await encountersRepository.changeStatus(tx, encounterId, transition(current.encounter, event, 'worker'), values);
      return true;
    });
    // One line per visit whose notes (or failure) were written: the scale-out proof counts them across workers.
    if (written) log.info({ encounterId, event }, 'notes stored');
  }

  return {
    'notes.generate': {
      async run(job) {
        const { encounterId } = job.payload;
        // The first step reads the encounter and its patient once; the notes are written in the last step.
        const row = await encountersRepository.findById(db, encounterId);
        if (!row || !allows(row.encounter.status, 'complete-notes')) return;
        const { encounter, patient } = row;
        const { transcript } = encounter;
        // Words said, not the speaker labels of its lines ("Clinician:", "Patient:").
        if (wordCount(withoutSpeakerLabels(transcript)) < MIN_TRANSCRIPT_WORDS) {
          await finishWith(encounterId, 'fail-notes');
          return;
        }
        const settings = encounter.settings ?? DEFAULT_SETTINGS;
        const readable = transcriptForNotes(transcript, settings.transcription.type);
        const request: NoteRequest = {
          transcript: readable.transcript,
          patient: { first_name: patient.firstName, last_name: patient.lastName, birth_date: patient.birthDate, gender: patient.gender },
          settings: settings.transcription,
          visitDate: encounter.createdAt,
        };

        const chosen = engines.resolve(settings.model_version);
        const outcomes = await Promise.allSettled(chosen.map((engine) => engine.generate(request)));
        const failures = chosen.flatMap((engine, index) => {
          const outcome = outcomes[index]!;
          return outcome.status === 'rejected' ? [{ engine, error: outcome.reason as unknown, ...describeFailure(outcome.reason) }] : [];
        });
        const stableFailure = failures.find((failure) => failure.engine.id === stableEngine.id);
        if (stableFailure) throw stableFailure.error;
        const lastLlmAttempt = job.attempts >= Math.min(llmAttempts, job.maxAttempts);
        for (const failure of failures) {
          log.warn(
            { encounterId, engine: failure.engine.id, reason: failure.reason, attempt: job.attempts, err: failure.error },
            'note engine failed',
          );
        }
        if (failures.some((failure) => failure.retryable) && !lastLlmAttempt) {
          throw new Error(`note engines failed: ${failures.map((f) => `${f.engine.label} (${f.reason})`).join(', ')}`);
        }

        const results: NoteResult[] = [];
        for (const [index, engine] of chosen.entries()) {
          const outcome = outcomes[index]!;
          if (outcome.status === 'fulfilled') {
            results.push(outcome.value);
            continue;
          }
          const { reason } = describeFailure(outcome.reason);
          results.push(await fallbackFor(engine, reason, request, chosen));
        }
        await finishWith(encounterId, 'complete-notes', {
          sections: results.map((result) => readable.toStored(result.section)),
          chiefComplaint: results.find((result) => result.chiefComplaint)?.chiefComplaint ?? null,
        });
        log.info({ encounterId, engines: results.map((r) => r.section.modal), fellBack: failures.map((f) => f.engine.id) }, 'notes generated');
        await onNotesComplete?.(encounterId).catch((err: unknown) => log.warn({ err, encounterId }, 'after-notes clean-up failed'));
      },
      /** After the last retry the visit still ends in a state the practitioner can see. */
      async onGiveUp(job) {
        await finishWith(job.payload.encounterId, 'fail-notes');
      },
    },
  };
}

/**
 * What a failed engine's card shows. When the embedded engine is already on the page (All), a notice only;
 * otherwise the embedded engine's note with the notice, so the visit has a note.
 */
async function fallbackFor(engine: NoteEngine, reason: string, request: NoteRequest, chosen: NoteEngine[]): Promise<NoteResult> {
  if (chosen.some((other) => other.id === stableEngine.id)) {
    return {
      chiefComplaint: null,
      section: {
        // `modal` is the card's title, the label of the engine that wrote it (docs/product.md, 4. Data): not a
        // model's name, and not a misspelling to correct; the API's clients read this field name, so it stays.
        modal: engine.label,
        note_sections: [],
        diagnostic_codes: [],
        notice: `${engine.label} failed (${reason}); see the ${stableEngine.label} note.`,
      },
    };
  }
  const stable = await stableEngine.generate(request);
  return {
    chiefComplaint: stable.chiefComplaint,
    section: {
      ...stable.section,
      notice: [`${engine.label} failed (${reason}); this note was written by ${stableEngine.label}.`, stable.section.notice].filter(Boolean).join(' '),
    },
  };
}
