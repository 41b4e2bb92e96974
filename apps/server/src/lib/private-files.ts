import fs from 'node:fs';
import path from 'node:path';

/** What the server process creates is its owner's only: files 0600, folders 0700 (docs/operations.md, Files). */
export const PRIVATE_UMASK = 0o077;

/**
 * Makes DATA_DIR and everything under it private to its owner: group and other lose every permission bit.
 * The umask covers what the process creates from now on; this fixes what an earlier run (or an older version,
 * or PGlite before the umask existed) left readable. Symbolic links are left alone, not followed.
 * Returns how many entries were changed.
 */
export function makePrivate(dir: string): number {
  let changed = 0;
  const fix = (entry: string, stat: fs.Stats) => {
    if ((stat.mode & 0o077) === 0) return;
    fs.chmodSync(entry, stat.mode & 0o700);
    changed += 1;
  };
  const walk = (folder: string) => {
    for (const dirent of fs.readdirSync(folder, { withFileTypes: true })) {
      const entry = path.join(folder, dirent.name);
      if (dirent.isSymbolicLink()) continue;
      fix(entry, fs.lstatSync(entry));
      if (dirent.isDirectory()) walk(entry);
    }
  };
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  fix(dir, fs.lstatSync(dir));
  walk(dir);
  return changed;
}
