import type { PractitionerSettings, SettingsView } from '@scribe/contracts';
import type { Database } from '../../db/client.js';
import type { Actor } from '../../lib/actor.js';
import { badRequest } from '../../lib/errors.js';
import type { AuditLog } from '../audit/audit-log.js';
import { auditEntryOf } from '../audit/audit.repository.js';
import { settingsRepository } from './settings.repository.js';

/**
 * What settings need to know of the note engines (the engine registry of notes/ fits it). Declared here so
 * that settings does not import notes, which imports encounters, which reads settings at checkout.
 */
export interface EngineAvailability {
  availability(): SettingsView['engines'];
  unavailableReason(version: PractitionerSettings['model_version']): string | undefined;
}

export function createSettingsService({ db, audit, engines }: { db: Database; audit: AuditLog; engines: EngineAvailability }) {
  return {
    /** The practitioner's note settings (the defaults until they save their own) and the engines on offer. */
    async get(actor: Actor): Promise<SettingsView> {
      const settings = await settingsRepository.findMine(db, actor.practitionerId);
      return { ...settings, engines: engines.availability() };
    },

    /** Refuses an engine this server cannot run, so a checkout never asks for one. */
    async save(actor: Actor, settings: PractitionerSettings): Promise<SettingsView> {
      const reason = engines.unavailableReason(settings.model_version);
      if (reason) throw badRequest(reason, 'model_version');
      await settingsRepository.save(db, actor.practitionerId, settings);
      await audit.record(auditEntryOf(actor, 'settings.update', 'settings', actor.practitionerId));
      return { ...settings, engines: engines.availability() };
    },
  };
}
export type SettingsService = ReturnType<typeof createSettingsService>;
