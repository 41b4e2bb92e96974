import type { FastifyBaseLogger } from 'fastify';
import { DEFAULT_SETTINGS, MIN_TRANSCRIPT_WORDS } from '@scribe/contracts';
import type { Database } from '../../db/client.js';
import type { JobHandlers } from '../../jobs/worker.js';
import { encountersRepository } from '../encounters/encounters.repository.js';
import { patientsRepository } from '../patients/patients.repository.js';
import type { EngineRegistry } from './engines.js';

export const NOTES_JOB = 'notes.generate';
export const notesJobKey = (encounterId: string) => `notes:${encounterId}`;

export const wordCount = (text: string) => text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;

/**
 * Turns a checked-out encounter into notes. Safe to run again: it acts only while the encounter is
 * `processing`, and the final write re-checks that under a row lock, so one checkout gives one set of notes.
 */
export function createNotesJob({ db, engines, log }: { db: Database; engines: EngineRegistry; log: FastifyBaseLogger }): JobHandlers {
  async function finishWith(encounterId: string, values: Parameters<typeof encountersRepository.update>[2]) {
    await db.transaction(async (tx) => {
      const current = await encountersRepository.findById(tx, encounterId, { lock: true });
      if (current?.encounter.status !== 'processing') return;
      await encountersRepository.update(tx, encounterId, values);
    });
  }

  return {
    [NOTES_JOB]: {
      async run(job) {
        const encounterId = String(job.payload.encounterId);
        const row = await encountersRepository.findById(db, encounterId);
        if (row?.encounter.status !== 'processing') return;
        const { transcript } = row.encounter;
        if (wordCount(transcript) < MIN_TRANSCRIPT_WORDS) {
          await finishWith(encounterId, { status: 'failed' });
          return;
        }
        const patient = await patientsRepository.findMine(db, row.encounter.practitionerId, row.encounter.patientId);
        if (!patient) throw new Error(`patient of encounter ${encounterId} is missing`);
        const settings = row.encounter.settings ?? DEFAULT_SETTINGS;
        const results = [];
        for (const engine of engines.resolve(settings.model_version)) {
          results.push(
            await engine.generate({
              transcript,
              patient: { first_name: patient.firstName, last_name: patient.lastName, birth_date: patient.birthDate, gender: patient.gender },
              settings: settings.transcription,
              visitDate: row.encounter.createdAt,
            }),
          );
        }
        await finishWith(encounterId, {
          status: 'completed',
          sections: results.map((result) => result.section),
          chiefComplaint: results.find((result) => result.chiefComplaint)?.chiefComplaint ?? null,
        });
        log.info({ encounterId, engines: results.map((r) => r.section.modal) }, 'notes generated');
      },
      /** After the last retry the visit still ends in a state the practitioner can see. */
      async onGiveUp(job) {
        await finishWith(String(job.payload.encounterId), { status: 'failed' });
      },
    },
  };
}
