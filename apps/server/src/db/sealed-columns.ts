import { customType } from 'drizzle-orm/pg-core';
import { keyring } from '../lib/sealing.js';

/**
 * Columns sealed at rest (decision 66). The value is sealed as the driver is handed it and opened as the
 * driver hands it back, so repositories, services and routes see plaintext and no sealed value reaches a
 * response. A sealed column is never searched or sorted in SQL: the same text seals differently each time.
 * A stored value without the envelope is plaintext of a database made before sealing (decision 67); it is
 * read as it is, and sealed at the next start.
 */
export const sealedText = customType<{ data: string; driverData: string }>({
  dataType: () => 'text',
  toDriver: (value) => keyring().sealText(value),
  fromDriver: (value) => keyring().openText(value),
});

/** A JSON value sealed as text; the plaintext form is the JSON itself. */
export const sealedJson = <T>() =>
  customType<{ data: T; driverData: string }>({
    dataType: () => 'text',
    toDriver: (value) => keyring().sealText(JSON.stringify(value)),
    fromDriver: (value) => JSON.parse(keyring().openText(value)) as T,
  });
