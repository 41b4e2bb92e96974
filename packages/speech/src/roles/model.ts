import fs from 'node:fs';
import type { RoleModel } from './types.js';

/** The committed model (model.json beside this file; its source and licence in SOURCE.md). */
export const ROLE_MODEL_PATH = new URL('./model.json', import.meta.url);

let shipped: RoleModel | null = null;
/** Read once, on first use, so that importing @scribe/speech costs nothing when roles are not needed. */
export function shippedRoleModel(): RoleModel {
  shipped ??= JSON.parse(fs.readFileSync(ROLE_MODEL_PATH, 'utf8')) as RoleModel;
  return shipped;
}
