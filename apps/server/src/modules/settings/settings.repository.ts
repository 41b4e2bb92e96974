import { eq } from 'drizzle-orm';
import { DEFAULT_SETTINGS, type PractitionerSettings } from '@scribe/contracts';
import type { Executor } from '../../db/client.js';
import { practitionerSettings } from '../../db/schema.js';

export const settingsRepository = {
  /** The practitioner's note settings, or the defaults until they save their own. */
  async findMine(db: Executor, practitionerId: string): Promise<PractitionerSettings> {
    const [row] = await db
      .select({ settings: practitionerSettings.settings })
      .from(practitionerSettings)
      .where(eq(practitionerSettings.practitionerId, practitionerId));
    return row?.settings ?? DEFAULT_SETTINGS;
  },
  async save(db: Executor, practitionerId: string, settings: PractitionerSettings) {
    await db
      .insert(practitionerSettings)
      .values({ practitionerId, settings })
      .onConflictDoUpdate({ target: practitionerSettings.practitionerId, set: { settings, updatedAt: new Date() } });
  },
};
