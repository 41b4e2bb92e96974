import type { NoteSection } from '@scribe/contracts';
import { suggestCodes } from './coder.js';
import { extractFacts, type Extraction, type Fact } from './facts.js';
import { loadIcd10 } from './icd10.js';
import type { NoteEngine, NoteRequest, NoteResult } from './note-engine.js';
import { TEMPLATES, type TemplateSection } from './templates.js';
import { pronounsFor } from './text.js';
import { splitTranscript } from './transcript.js';

/** Sentences of one kind in a low-detail note (orders and medications are never cut short there). */
const lowDetailMax = (kind: string) => (kind === 'plan' || kind === 'medication' || kind === 'followup' ? 8 : 3);

export function ageOn(birthDate: string, on: Date): number | undefined {
  const birth = new Date(birthDate);
  if (Number.isNaN(birth.getTime())) return undefined;
  let age = on.getUTCFullYear() - birth.getUTCFullYear();
  const beforeBirthday = on.getUTCMonth() < birth.getUTCMonth() || (on.getUTCMonth() === birth.getUTCMonth() && on.getUTCDate() < birth.getUTCDate());
  if (beforeBirthday) age -= 1;
  return age >= 0 && age < 130 ? age : undefined;
}

/**
 * The embedded engine, 'Stable Fusion': reads the facts of the visit with rules (speakers, NegEx negation,
 * lexicons of symptoms, conditions and medications) and writes them as clinical sentences into the template's
 * sections. Every sentence keeps the transcript spans it came from. Deterministic, offline, no model.
 */
export function buildNote(request: NoteRequest, log?: (message: string) => void): NoteResult {
  const { transcript, settings, patient } = request;
  const dictation = settings.type === 'post_visit';
  const utterances = splitTranscript(transcript, settings.type);
  const extraction = extractFacts(utterances, { dictation, pronouns: pronounsFor(patient.gender), icd10: loadIcd10() });
  const facts = [...extraction.facts];

  // A note opens with who the patient is, when the transcript did not say it.
  const age = ageOn(patient.birth_date, request.visitDate);
  if (!facts.some((f) => f.kind === 'opening') && extraction.chiefComplaint && age !== undefined) {
    const reason = extraction.chiefComplaint.text.replace(/\.$/, '').toLowerCase();
    facts.unshift({
      kind: 'opening',
      text: `Patient is a ${age}-year-old ${patient.gender} presenting with ${reason}.`,
      evidence: extraction.chiefComplaint.evidence,
      at: -1,
      essential: true,
    });
  }

  // A patient sentence read as narrative and also as something more specific (progress, mental status) is
  // written once: in the specific section when the template has one.
  const shown = new Set(TEMPLATES[settings.template].flatMap((section) => section.kinds));
  const evidenceKey = (f: Fact) => f.evidence.map((e) => `${e.start}:${e.end}`).join(',');
  const specific = new Set(facts.filter((f) => f.kind !== 'narrative' && shown.has(f.kind)).map(evidenceKey));
  const placed = facts.filter((f) => f.kind !== 'narrative' || !specific.has(evidenceKey(f)));

  const high = settings.detail_level === 'high';
  const written = new Set<string>();
  const noteSections: NoteSection[] = TEMPLATES[settings.template].map((section) => {
    const sentences = sectionSentences(section, placed, extraction.chiefComplaint, high).filter((s) => {
      const key = s.text.toLowerCase();
      if (written.has(key)) return false;
      written.add(key);
      return true;
    });
    const text = settings.note_type === 'bullet_points' ? sentences.map((s) => `- ${s.text}`).join('\n') : sentences.map((s) => s.text).join(' ');
    return { title: section.title, text, sentences };
  });

  // Honest about what it could not know.
  const wroteAnything = noteSections.some((s) => s.text);
  const unlabelled = !dictation && utterances.length > 0 && utterances.every((u) => u.speaker === 'unknown');
  const notice = !wroteAnything
    ? 'Stable Fusion found nothing in this transcript that it recognises as clinical content.'
    : unlabelled
      ? 'The transcript has no speaker labels: Stable Fusion could not always tell what the clinician and the patient each said.'
      : undefined;
  return {
    chiefComplaint: extraction.chiefComplaint?.text.replace(/\.$/, '') ?? null,
    section: { modal: 'Stable Fusion', note_sections: noteSections, diagnostic_codes: suggestCodes(extraction, { log }), ...(notice ? { notice } : {}) },
  };
}

function sectionSentences(section: TemplateSection, facts: Fact[], chiefComplaint: Extraction['chiefComplaint'], high: boolean) {
  const out: { text: string; evidence: { start: number; end: number }[] }[] = [];
  for (const kind of section.kinds) {
    if (kind === 'chief_complaint') {
      if (chiefComplaint) out.push({ text: chiefComplaint.text, evidence: chiefComplaint.evidence });
      continue;
    }
    let selected = facts.filter((f) => f.kind === kind && (high || f.essential));
    if (section.only) {
      const flagged = selected.filter((f) => f[section.only!]);
      selected = flagged.length ? flagged : selected;
    }
    if (!high) selected = selected.slice(0, lowDetailMax(kind));
    if (kind === 'plan') selected = byProblem(selected);
    for (const fact of selected) out.push({ text: fact.text, evidence: fact.evidence });
  }
  return out;
}

/**
 * Orders grouped under the problem they treat, problems in the order the clinician took them up; the first order of
 * each group is headed with the problem ("Hypertension: Increase lisinopril…"). Orders of no problem come first.
 */
function byProblem(plan: Fact[]): Fact[] {
  const groups = new Map<string, Fact[]>();
  for (const fact of plan) groups.set(fact.problem ?? '', [...(groups.get(fact.problem ?? '') ?? []), fact]);
  const general = groups.get('') ?? [];
  groups.delete('');
  return [
    ...general,
    ...[...groups.entries()].flatMap(([problem, facts]) =>
      facts.map((fact, i) => (i === 0 ? { ...fact, text: `${problem.charAt(0).toUpperCase()}${problem.slice(1)}: ${fact.text}` } : fact)),
    ),
  ];
}

export const stableEngine: NoteEngine = {
  id: 'stable',
  label: 'Stable Fusion',
  async generate(request: NoteRequest): Promise<NoteResult> {
    return buildNote(request);
  },
};
