import fs from 'node:fs';
import path from 'node:path';

export interface ScannedEntry {
  /** Relative to the scanned folder; '.' for the folder itself. */
  path: string;
  kind: 'file' | 'dir';
  /** Permission bits, e.g. 0o600. */
  mode: number;
}

/**
 * Every file and folder under `dir` (symbolic links not followed), for scans of DATA_DIR after a visit:
 * the file-mode check reads `mode`; a content check can read each file at `path.join(dir, entry.path)`.
 */
export function scanDataDir(dir: string): ScannedEntry[] {
  const entries: ScannedEntry[] = [{ path: '.', kind: 'dir', mode: fs.lstatSync(dir).mode & 0o777 }];
  const walk = (folder: string) => {
    for (const dirent of fs.readdirSync(folder, { withFileTypes: true })) {
      if (dirent.isSymbolicLink()) continue;
      const full = path.join(folder, dirent.name);
      entries.push({ path: path.relative(dir, full), kind: dirent.isDirectory() ? 'dir' : 'file', mode: fs.lstatSync(full).mode & 0o777 });
      if (dirent.isDirectory()) walk(full);
    }
  };
  walk(dir);
  return entries;
}

/** The entries that their group or others may read, write or enter, as "path 644". */
export const exposedEntries = (entries: ScannedEntry[]) =>
  entries.filter((entry) => entry.mode & 0o077).map((entry) => `${entry.path} ${entry.mode.toString(8)}`);
