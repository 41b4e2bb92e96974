// Copies the few-shot examples of the LLM note engines out of the ACI-BENCH train split (and only that split:
// the valid and test splits are what the notes bench measures on).
//
//   node packages/clinical/data-llm/extract-few-shot.mjs [aciBenchDir]
//
// Writes packages/clinical/data-llm/few-shot.json: the shortest train encounters (transcript + the clinician's
// reference note), so the prompt stays small. See SOURCE.md beside it.
import fs from 'node:fs';
import path from 'node:path';

const here = import.meta.dirname;
const aciDir = path.resolve(process.argv[2] ?? path.join(here, '../../../../shared/data/aci-bench'));
const EXAMPLES = 2;

const train = JSON.parse(fs.readFileSync(path.join(aciDir, 'challenge_data_json/train.json'), 'utf8')).data;
const shortest = [...train].sort((a, b) => a.src.length - b.src.length).slice(0, EXAMPLES);
const examples = shortest.map((entry) => ({
  id: entry.file,
  transcript: entry.src.trim(),
  note: entry.tgt.trim(),
}));

const out = path.join(here, 'few-shot.json');
fs.writeFileSync(out, `${JSON.stringify({ source: 'ACI-BENCH train split (challenge_data_json/train.json)', examples }, null, 2)}\n`);
console.log(`wrote ${examples.length} examples (${examples.map((e) => e.id).join(', ')}) to ${path.relative(process.cwd(), out)}`);
