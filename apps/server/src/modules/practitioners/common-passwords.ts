import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const listFile = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../../data/passwords/common-10k.txt');
let list: Set<string> | null = null;

/**
 * Whether a new password is one of the 10,000 most common (data/passwords/SOURCE.md), compared in lower case so
 * that a capital letter added to meet the rules does not make a common password acceptable (decision 73).
 */
export function isCommonPassword(password: string): boolean {
  list ??= new Set(fs.readFileSync(listFile, 'utf8').split('\n').filter(Boolean));
  return list.has(password.toLowerCase());
}
