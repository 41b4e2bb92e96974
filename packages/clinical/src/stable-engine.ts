import type { NoteSection } from '@scribe/contracts';
import { afterProcedure, assessedOf, type Assessed } from './assessment.js';
import { suggestCodes } from './coder.js';
import { extractFacts, isHomeReading, PLAN_CATEGORIES, type Extraction, type Fact, type PlanCategory, type Problem } from './facts/index.js';
import { sideBefore, type Span } from './findings.js';
import { loadIcd10 } from './icd10.js';
import type { NoteEngine, NoteRequest, NoteResult } from './note-engine.js';
import { namesDrugOfClass, testKey } from './plan.js';
import { TEMPLATES, type TemplateSection } from './templates.js';
import { capitalize, joinList, lowerFirst, pronounsFor, sentence, words } from './text.js';
import { splitTranscript } from './transcript.js';

/** Sentences of one kind in a low-detail note (orders and medications are never cut short there). */
const lowDetailMax = (kind: string) => (kind === 'plan' || kind === 'medication' || kind === 'followup' || kind === 'problem' ? 12 : 3);
/** Reasoning sentences under each problem of the Assessment. */
const REASONING_MAX = { low: 1, high: 4 };
/** The labels of a problem's plan, as the A&P of an ambient note writes them. */
const PLAN_LABELS: Record<PlanCategory, string> = {
  treatment: 'Medical treatment',
  testing: 'Additional testing',
  referral: 'Specialist referrals',
  education: 'Patient education and counseling',
};
/** Written where the template has a section and the visit said nothing for it. */
export const NOT_DISCUSSED = 'Not discussed.';

/** "a 54-year-old", "an 80-year-old", "an 18-year-old": the article the number is said with. */
const aged = (age: number) => `${/^(?:8\d?|11|18)$/.test(String(age)) ? 'an' : 'a'} ${age}-year-old`;

function ageOn(birthDate: string, on: Date): number | undefined {
  const birth = new Date(birthDate);
  if (Number.isNaN(birth.getTime())) return undefined;
  let age = on.getUTCFullYear() - birth.getUTCFullYear();
  const beforeBirthday = on.getUTCMonth() < birth.getUTCMonth() || (on.getUTCMonth() === birth.getUTCMonth() && on.getUTCDate() < birth.getUTCDate());
  if (beforeBirthday) age -= 1;
  return age >= 0 && age < 130 ? age : undefined;
}

interface Written {
  text: string;
  evidence: Span[];
}
/** A section's content: its sentences, and the text that shows them (headings and line breaks between them). */
interface SectionBody {
  sentences: Written[];
  text: string;
}

/**
 * The embedded engine, 'Stable Fusion': reads the facts of the visit with rules (speakers, ConText-style negation,
 * lexicons of symptoms, conditions and medications, measurements) and writes them as a clinician would into the
 * template's sections, the Assessment and Plan problem by problem. Every sentence keeps the transcript spans it
 * came from. Deterministic, offline, no model.
 */
export function buildNote(request: NoteRequest, log?: (message: string) => void): NoteResult {
  const { transcript, settings, patient } = request;
  const dictation = settings.type === 'post_visit';
  const utterances = splitTranscript(transcript, settings.type);
  const extraction = extractFacts(utterances, { dictation, pronouns: pronounsFor(patient.gender), icd10: loadIcd10() });
  const facts = [...extraction.facts];

  // A note opens with who the patient is, when the transcript did not say it.
  const age = ageOn(patient.birth_date, request.visitDate);
  // An age said in the visit that the record's date of birth contradicts (a misheard "forty-nine" as "twenty-nine")
  // is written from the record: one note gives one age. The signer is told, since either may be wrong.
  let ageSaid: number | undefined;
  if (age !== undefined) {
    for (const [k, f] of facts.entries()) {
      const said = /\b(\d{1,3})([- ]year[- ]old)\b/.exec(f.text);
      if (f.kind === 'opening' && said && Math.abs(Number(said[1]) - age) > 1) {
        ageSaid = Number(said[1]);
        facts[k] = { ...f, text: f.text.replace(said[0], `${age}${said[2]}`) };
      }
    }
  }
  if (!facts.some((f) => f.kind === 'opening') && extraction.chiefComplaint && age !== undefined) {
    const reason = lowerFirst(extraction.chiefComplaint.text.replace(/\.$/, ''));
    // A visit, not a complaint, is presented for: "presents for an annual physical", "for follow-up of hypertension".
    const visitNotComplaint = /^(?:annual|routine|yearly|well|preventive|follow-?up|check-?up|physical|wellness|pre-?op)/.test(reason);
    facts.unshift({ kind: 'opening', text: `The patient is ${aged(age)} ${patient.gender} who presents ${visitNotComplaint ? `for ${withArticle(reason)}` : `with ${reason}`}.`, evidence: extraction.chiefComplaint.evidence, at: -1, essential: true });
  }

  // "…who presents with back pain. The patient reports back pain and dizziness.": the symptoms listed after the
  // opening leave out what it already named.
  const opening = facts.find((f) => f.kind === 'opening')?.text.toLowerCase() ?? '';
  const listing = facts.findIndex((f) => f.listed);
  if (listing >= 0 && opening) {
    const left = facts[listing]!.listed!.filter((name) => !opening.includes(name.toLowerCase()));
    if (left.length) facts[listing] = { ...facts[listing]!, text: sentence(`The patient reports ${joinList(left)}`), listed: left };
    else facts.splice(listing, 1);
  }

  // A patient sentence read as narrative and also as something more specific (progress, mental status) is
  // written once: in the specific section when the template has one.
  const shown = new Set(TEMPLATES[settings.template].flatMap((section) => section.kinds));
  const evidenceKey = (f: Fact) => f.evidence.map((e) => `${e.start}:${e.end}`).join(',');
  // (A home reading is itself history, written beside the patient's sentence or in its place: decisions 832, 939.)
  const specific = new Set(facts.filter((f) => f.kind !== 'narrative' && shown.has(f.kind)).map(evidenceKey));
  // "The patient reports back pain for 1 week. Her back hurts for a week.": a patient sentence that says nothing the
  // symptom sentences have not said is written once, as the symptom.
  const statedSymptoms = contentWords(facts.filter((f) => f.kind === 'symptom' || f.kind === 'opening').map((f) => f.text).join(' '));
  // …and "She has not lost any weight." beside "The patient denies weight loss." is the denial, written once.
  const statedDenials = contentWords(facts.filter((f) => f.kind === 'negative').map((f) => f.text).join(' '));
  const restatedDenial = (f: Fact) => DENIAL.test(f.text) && [...contentWords(f.text)].every((w) => DENIAL_WORDS.has(w) || statedDenials.has(w));
  const restated = (f: Fact) => f.kind === 'narrative' && ([...contentWords(f.text)].every((w) => statedSymptoms.has(w)) || restatedDenial(f));
  const placed = facts.filter((f) => (f.kind !== 'narrative' || !specific.has(evidenceKey(f))) && !restated(f));

  const detail = settings.detail_level === 'high' ? 'high' : 'low';
  const bullets = settings.note_type === 'bullet_points';
  const written = new Set<string>();
  const once = (s: Written) => {
    const key = s.text.toLowerCase();
    if (written.has(key)) return false;
    written.add(key);
    return true;
  };
  const summary = summaryStatement(extraction, patient.gender, age);
  const noteSections: NoteSection[] = TEMPLATES[settings.template].map((section) => {
    const body = section.kinds.includes('problem')
      ? assessmentBody(placed, extraction, detail, bullets, once, summary)
      : section.kinds.includes('plan')
        ? planBody(section, placed, extraction, detail, bullets, once)
        : listBody(sectionFacts(section, placed, extraction.chiefComplaint, detail).filter(once), bullets);
    return body.sentences.length ? { title: section.title, text: body.text, sentences: body.sentences } : { title: section.title, text: NOT_DISCUSSED, sentences: [] };
  });

  // Honest about what it could not know.
  const wroteAnything = noteSections.some((s) => s.sentences?.length);
  const unlabelled = !dictation && utterances.length > 0 && utterances.every((u) => u.speaker === 'unknown');
  const notices = [
    ...(!wroteAnything ? ['Stable Fusion found nothing in this transcript that it recognises as clinical content.'] : []),
    ...(wroteAnything && unlabelled ? ['The transcript has no speaker labels: Stable Fusion could not always tell what the clinician and the patient each said.'] : []),
    ...(ageSaid !== undefined ? [`The visit gives the patient's age as ${ageSaid}; the record's date of birth gives ${age}, which the note uses. Check the record before signing.`] : []),
  ];
  const notice = notices.length ? notices.join(' ') : undefined;
  return {
    chiefComplaint: extraction.chiefComplaint?.text.replace(/\.$/, '') ?? null,
    section: { modal: 'Stable Fusion', note_sections: noteSections, diagnostic_codes: suggestCodes(extraction, { log }), ...(notice ? { notice } : {}) },
  };
}

/** A sentence of a section; `list` names the list it is an item of, in a section that holds several ("Medications"). */
interface Listed extends Written {
  list?: string;
}

/**
 * A section's sentences. A named list is written as a chart writes it: "Medications: Allopurinol 100 mg daily.
 * Omeprazole 40 mg daily." in a paragraph; in bullet points a list of several items is its name as a bullet with the
 * items under it, so that no drug stands alone among the history's bullets ("- Social history: Denies tobacco use."
 * stays one bullet).
 */
function listBody(all: Listed[], bullets: boolean): SectionBody {
  const kept = withoutRepeats(all);
  const sentences: Written[] = [];
  const lines: string[] = [];
  kept.forEach((s, i) => {
    const first = s.list !== undefined && s.list !== kept[i - 1]?.list;
    const listed = s.list !== undefined && (!first || s.list === kept[i + 1]?.list);
    if (bullets && listed) {
      if (first) lines.push(`- ${s.list}:`);
      lines.push(`  - ${s.text}`);
      sentences.push({ text: s.text, evidence: s.evidence });
      return;
    }
    const text = first ? `${s.list}: ${s.text}` : s.text;
    lines.push(`- ${text}`);
    sentences.push({ text, evidence: s.evidence });
  });
  return { sentences, text: bullets ? lines.join('\n') : sentences.map((s) => s.text).join(' ') };
}

const FUNCTION_WORDS = new Set(
  ('a an the and or but of to in on at for with by from she he they her his their it is are was were has have had been be this that as so than then also reports notes states ' +
    // Hedges and the words of a time said around a fact: "about 6 months now", "probably for the past few days".
    'some about probably now past last just lot really little bit quite very thinks thought since over having getting')
    .split(' '),
);
/** A word's stem for comparing what was said: "coughing" and "cough", "months" and "month". */
const stem = (w: string) => w.replace(/(?:ing|ed|es|s)$/, '');
/**
 * A sentence that says nothing the section has not said already ("She has had chest pain for 3 days." after "She
 * reports chest pain for 3 days, rated 6/10.") is left out: every content word of it was said before.
 */
function withoutRepeats<T extends Written>(sentences: T[]): T[] {
  const said = new Set<string>();
  return sentences.filter((s) => {
    const content = words(s.text).filter((w) => !FUNCTION_WORDS.has(w));
    // A negation is news whatever its words ("She has not vomited again." after "The patient reports vomiting.").
    const repeat = content.length >= 2 && !content.some((w) => /^(?:not|no|never|without|denies)$/.test(w)) && content.every((w) => said.has(stem(w)));
    for (const w of content) said.add(stem(w));
    return !repeat;
  });
}

/**
 * The patient's own account a history keeps at most: a physician's present illness is a paragraph, not the visit
 * retold. Beyond it, the sentences with the most clinical content stay, in the order said.
 */
const NARRATIVE_MAX = 8;
function mostClinical(facts: Fact[], max: number): Fact[] {
  const kept = new Set([...facts].sort((a, b) => (b.weight ?? 0) - (a.weight ?? 0) || a.at - b.at).slice(0, max));
  return facts.filter((f) => kept.has(f));
}

function sectionFacts(section: TemplateSection, facts: Fact[], chiefComplaint: Extraction['chiefComplaint'], detail: 'low' | 'high'): Listed[] {
  const out: Listed[] = [];
  for (const kind of section.kinds) {
    if (kind === 'chief_complaint') {
      if (chiefComplaint) out.push({ text: chiefComplaint.text, evidence: chiefComplaint.evidence });
      continue;
    }
    let selected = facts.filter((f) => f.kind === kind && (detail === 'high' || f.essential));
    // A specialty's section lists its own facts first and the others after them, named as others: a psychiatric
    // note's medication list keeps the lisinopril, but not as a psychiatric medication ("Sertraline 50 mg daily.
    // Other medications: Lisinopril 10 mg daily.").
    // "No current medications." is no other medication: it stays unnamed.
    const own = section.only ? selected.filter((f) => f[section.only!] || /^No /.test(f.text)) : selected;
    if (section.only) selected = [...own, ...selected.filter((f) => !own.includes(f))];
    if (detail === 'low') selected = selected.slice(0, lowDetailMax(kind));
    // A reading taken at home is a line of its own, not one of the history's 8 sentences (decision 939).
    else if (kind === 'narrative') {
      const kept = new Set(mostClinical(selected.filter((f) => f.weight !== 0 && !isHomeReading(f)), NARRATIVE_MAX));
      selected = selected.filter((f) => kept.has(f) || isHomeReading(f));
    }
    // In a section that holds several histories, the surgical and social ones and the medications are named, as a
    // chart reads ("Social history: She works as a cashier.", not a job among the diagnoses; "Medications:
    // Lisinopril 20 mg daily.", not a drug name standing alone in the history).
    const label = section.kinds.length > 1 ? HISTORY_LABELS[kind] : undefined;
    const othersFrom = section.others ? own.length : -1;
    (kind === 'exam' ? inSpecialtyOrder(bySystem(selected), section.systemsFirst) : selected).forEach((fact, i) =>
      out.push({ text: fact.text, evidence: fact.evidence, list: othersFrom >= 0 && i >= othersFrom ? section.others : label }),
    );
  }
  return out;
}

/** Words a sentence says nothing by: who, the reporting, the helpers of the verb, the articles and prepositions. */
const EMPTY_WORDS = new Set(
  'the a an of in on at for to with and or but that this it its patient she he her his him they their reports report notes states says has have had been is are was were be being having do does did feels feel felt gets got get some little bit also just who presents since now'.split(' '),
);
/** Pain said as a verb or an adjective is the pain; "lower" back is the "low" back; numbers said as words are digits. */
const SAME_WORD: Record<string, string> = { hurts: 'pain', hurt: 'pain', hurting: 'pain', painful: 'pain', aching: 'pain', ache: 'pain', sore: 'pain', lower: 'low', feverish: 'fever', lost: 'loss', losing: 'loss', one: '1', two: '2', three: '3', four: '4', five: '5', six: '6', seven: '7', eight: '8', nine: '9', ten: '10', weeks: 'week', days: 'day', months: 'month', years: 'year' };

/** A sentence that denies, and the words that only say so. */
const DENIAL = /\b(?:not|no|never|denies)\b/;
// ("She has not noticed any chest pain recently." says no more than "The patient denies chest pain.": decision 915.)
const DENIAL_WORDS = new Set(['not', 'no', 'never', 'any', 'denies', 'noticed', 'experienced', 'recently', 'lately']);

/** The words of a note sentence that carry its content, each in one form. */
function contentWords(text: string): Set<string> {
  const words = text.toLowerCase().match(/[a-z0-9/]+/g) ?? [];
  return new Set(words.map((w) => SAME_WORD[w] ?? w).filter((w) => !EMPTY_WORDS.has(w)));
}

const HISTORY_LABELS: Partial<Record<Fact['kind'], string>> = { surgical: 'Surgical history', social: 'Social history', medication: 'Medications' };

/** The body system a charted finding is written under ("Cardiovascular: …"), if any. */
const systemOf = (text: string) => /^([A-Z][A-Za-z]+): /.exec(text)?.[1];

/**
 * A specialty's exam reads its own systems first ("Cardiovascular: …" before "Gastrointestinal: …"); the rest keep
 * their order. A finding written without its system ("No ectopic beats noted.") goes with the one before it.
 */
function inSpecialtyOrder(findings: Fact[], systemsFirst: readonly string[] | undefined): Fact[] {
  if (!systemsFirst) return findings;
  let rank = systemsFirst.length;
  const ranked = findings.map((fact, at) => {
    const system = systemOf(fact.text);
    if (system) rank = systemsFirst.includes(system) ? systemsFirst.indexOf(system) : systemsFirst.length;
    return { fact, rank, at };
  });
  return ranked.sort((a, b) => a.rank - b.rank || a.at - b.at).map((r) => r.fact);
}

/**
 * Exam findings of one body system are written as one line where the system was first examined ("Cardiovascular:
 * a; b."), as an exam is charted, even when the clinician went back to it after another system.
 */
function bySystem(findings: Fact[]): Fact[] {
  const out: Fact[] = [];
  // The whole exam said normal heads the findings, and beside another finding it is "otherwise normal" (the clinician
  // said normal of everything not named).
  const wholeExamNormal = (f: Fact) => /^General: exam (?:otherwise )?normal\.$/.test(f.text);
  const general = findings.find(wholeExamNormal);
  const others = findings.filter((f) => f !== general && f.kind === 'exam' && !f.text.startsWith('General: '));
  if (general) out.push({ ...general, text: `General: exam ${others.length ? 'otherwise ' : ''}normal.` });
  for (const finding of findings) {
    if (general && wholeExamNormal(finding)) continue;
    const system = systemOf(finding.text);
    const at = system ? out.findIndex((f) => f.text.startsWith(`${system}: `)) : -1;
    if (at >= 0) {
      const first = out[at]!;
      // A finding said again more fully ("limited range of motion on extension", later "… on extension of the arm") is
      // charted once, as said fully.
      const added = finding.text.slice(system!.length + 2).replace(/\.$/, '');
      const addedWords = new Set(words(added));
      const kept = first.text.slice(system!.length + 2).replace(/\.$/, '').split('; ').filter((clause) => !words(clause).every((w) => addedWords.has(w)));
      out[at] = { ...first, text: `${system}: ${[...kept, added].join('; ')}.`, evidence: [...first.evidence, ...finding.evidence] };
    } else out.push(finding);
  }
  return out;
}

/**
 * The heading a problem's facts go under: a likely cause of the presenting symptom is written under the symptom; a
 * symptom coded in a possible diagnosis's place, under the diagnosis.
 */
function problemOwner({ presenting, likelyCause, presentingOf }: Assessed): (problem: string) => string {
  const owner = new Map<string, string>();
  if (presenting && likelyCause) owner.set(likelyCause.term.name, presenting.term.name);
  // The likely cause's own symptoms go, as it does, under the presenting symptom.
  for (const [problem, symptoms] of presentingOf) for (const s of symptoms) owner.set(s.term.name, owner.get(problem.term.name) ?? problem.term.name);
  return (problem) => owner.get(problem) ?? problem;
}

/** The Assessment's entries (assessment.ts): the presenting symptom when undiagnosed, the problems, else the symptoms. */
function problemHeadings(facts: Fact[], extraction: Extraction): (Written & { problem?: string })[] {
  const assessed = assessedOf(extraction);
  // Said as "most likely" or "probably": likely; else possible, as the clinician weighed it.
  const degree = (p: Problem) => (/\b(?:likely|probably|probable)\b/.test(p.context) ? 'likely' : 'possible');
  const cause = (s: Extraction['symptoms'][number]) => (s === assessed.presenting && assessed.likelyCause ? `, ${degree(assessed.likelyCause)} ${assessed.likelyCause.term.name}` : '');
  const symptomHeading = (s: Extraction['symptoms'][number]) => ({
    text: sentence(`${sideBefore(s.term.name, s.laterality)}${s.term.name}${cause(s)}`),
    evidence: s.mentions.slice(0, 2).map((m) => ({ start: m.start, end: m.end })),
    problem: s.term.name,
  });
  const lines = new Map(facts.filter((f) => f.kind === 'problem').map((f) => [f.problem, f]));
  const headings = assessed.entries.flatMap((entry) => {
    if (entry.kind === 'symptom') return [symptomHeading(entry.symptom)];
    const line = lines.get(entry.problem.term.name);
    return line ? [{ text: line.text, evidence: line.evidence, problem: entry.problem.term.name }] : [];
  });
  // A visit after a procedure with no other problem: the procedure is the Assessment's entry.
  const procedure = afterProcedure(extraction);
  if (!headings.length && procedure) headings.push({ text: sentence(`Status post ${procedure}`), evidence: extraction.chiefComplaint!.evidence, problem: '' });
  return headings;
}

/**
 * The Assessment's opening line, as a clinician sums a patient up: "The patient is a 62-year-old male with a past
 * medical history significant for hypertension who presents for emergency room follow-up for chest pain."
 */
function summaryStatement(extraction: Extraction, gender: 'male' | 'female', age: number | undefined): Written | undefined {
  const reason = extraction.chiefComplaint;
  if (age === undefined || !reason) return undefined;
  const history = extraction.history.filter((name) => !reason.text.toLowerCase().includes(name)).slice(0, 5);
  const list = joinList(history);
  return {
    text: `The patient is ${aged(age)} ${gender}${list ? ` with a past medical history significant for ${list}` : ''} who presents for ${withArticle(lowerFirst(reason.text.replace(/\.$/, '')))}.`,
    evidence: reason.evidence,
  };
}

/** Things one has one of: a visit's reason named by one of them takes an article ("presents for an annual exam"). */
const COUNTABLE =
  /^(?:exam|examination|physical|visit|check-?up|appointment|consult|consultation|opinion|stone|bite|sting|finding|twitch|ulcer|wound|laceration|fracture|sprain|strain|injury|burn|fall|rash|lesion|mass|lump|bump|cyst|nodule|polyp|mole|adenoma|abscess|infection)$/;
/** Where a reason's first noun phrase ends: "second opinion | regarding the index finger", "ulcer | on the foot". */
const PHRASE_END = /\s(?:of|on|in|at|with|after|from|regarding|for|to|since)\s/;
/** A vowel letter said as a consonant ("a urinary tract infection", "a unilateral …"). */
const SAID_AS_YOU = /^u(?:ni|r[aeiou]|s[aeiou]|t[aeiou])/;

/**
 * "Annual exam" as the reason is a chief complaint's shorthand; in the summary sentence it is "an annual exam", as a
 * clinician writes it. A reason whose first noun is a thing one has one of, said in the singular, takes "a" or "an";
 * "back pain", "kidney stones" and "heart failure" take none.
 */
function withArticle(reason: string): string {
  const head = reason.split(PHRASE_END)[0]!.split(' ').at(-1)!;
  if (!COUNTABLE.test(head) || /^(?:a|an|the|his|her|their|one|two|three|several|multiple|some)\s/.test(reason)) return reason;
  return `${/^[aeio]/.test(reason) || (/^u/.test(reason) && !SAID_AS_YOU.test(reason)) ? 'an' : 'a'} ${reason}`;
}

/**
 * The exam findings among a problem's reasoning, as the reasoning cites them: one sentence, "On exam, tenderness over
 * the medial epicondyle; no effusion.", not the Physical Exam's charting by system ("Musculoskeletal: …").
 */
function onExam(facts: Fact[]): Written[] {
  const finding = (f: Fact) => lowerFirst(f.text.replace(/^[A-Z][A-Za-z]*(?: [a-z]+)?: /, '').replace(/\.$/, ''));
  const exam = facts.filter((f) => f.kind === 'exam');
  const out: Written[] = [];
  for (const fact of facts) {
    if (fact.kind !== 'exam') out.push({ text: fact.text, evidence: fact.evidence });
    else if (fact === exam[0]) out.push({ text: `On exam, ${exam.map(finding).join('; ')}.`, evidence: exam.flatMap((f) => f.evidence) });
  }
  return out;
}

function assessmentBody(facts: Fact[], extraction: Extraction, detail: 'low' | 'high', bullets: boolean, once: (s: Written) => boolean, summary: Written | undefined): SectionBody {
  const sentences: Written[] = [];
  const lines: string[] = [];
  if (summary && detail === 'high') {
    sentences.push(summary);
    lines.push(bullets ? summary.text : summary.text);
  }
  const reasoning = facts.filter((f) => f.kind === 'impression');
  const ownerOf = problemOwner(assessedOf(extraction));
  // A heading may repeat a line of another section ("Hypertension." as a risk factor): it is the problem's name here.
  const headings = problemHeadings(facts, extraction);
  const chosen = new Set<Fact>();
  // Within the Assessment a fact is said once, though it may restate the history or the results.
  const said = new Set<string>();
  // A sentence that only restates a diagnosis ("He has an acute lumbar strain.", "She has a little contusion.") adds
  // nothing to its heading.
  // "The newly reduced left ventricular dysfunction and moderate mitral regurgitation." (the topic said before the
  // reasoning) names only the visit's problems: the headings say it, whichever problem it is filed under.
  const problemListWords = new Set([...headings.flatMap((h) => words(h.text)), 'the', 'a', 'an', 'and', 'mild', 'moderate', 'severe']);
  const restates = (f: Fact, heading: Written) => {
    if (words(f.text).every((w) => problemListWords.has(w))) return true;
    const headingWords = new Set(words(heading.text));
    // "She has some arthritis in that." restates "Osteoarthritis of the knee.".
    const said = f.text.replace(/^(?:this|it|that|she|he|they|the patient) (?:is|has|have|are)(?: more (?:of|like)| consistent with)?(?: (?:an?|the|some))?(?: little| bit of)?\s+/i, '').replace(/ in (?:that|it|this|there)\.$/i, '.');
    return words(said).every((w) => headingWords.has(w) || [...headingWords].some((h) => h.length > w.length && h.endsWith(w)));
  };
  // An impression under no heading that says mostly what a heading says ("She has probably an acute medial meniscus
  // sprain right now or strain." beside "Right knee pain, likely acute medial meniscus sprain.").
  const mostlySays = (f: Fact, heading: Written) => {
    const content = words(f.text).filter((w) => !FUNCTION_WORDS.has(w));
    const headingStems = new Set(words(heading.text).map(stem));
    return content.length > 0 && content.filter((w) => headingStems.has(stem(w))).length / content.length >= 0.5;
  };
  // A diagnosis the clinician thought unlikely ("I don't think you've got a chest infection") with no problem it was
  // said of is the differential of the visit's main problem, the Assessment's first.
  const differential = (f: Fact) => !f.problem && /\bconsidered unlikely\.$/.test(f.text);
  for (const heading of headings) {
    const own = reasoning.filter((f) => ((f.problem && ownerOf(f.problem) === heading.problem) || (heading === headings[0] && differential(f))) && !restates(f, heading));
    own.forEach((f) => chosen.add(f));
    const supporting = heading.problem ? (extraction.support.get(heading.problem) ?? []) : [];
    // The patient's account is the History's; it is the reasoning only where the clinician said nothing else of the
    // problem and no finding, result or symptom supports it, and then in one sentence: the history tells the rest.
    const account = (f: Fact) => f.kind === 'narrative' || f.kind === 'progress';
    const accountOnly = !own.length && !supporting.some((f) => !account(f));
    const data = accountOnly ? supporting : supporting.filter((f) => !account(f));
    const max = accountOnly ? 1 : REASONING_MAX[detail];
    const kept: Fact[] = [];
    for (const fact of withoutRepeats([...own, ...data])) {
      const key = fact.text.toLowerCase();
      if (said.has(key) || kept.length >= max) continue;
      said.add(key);
      kept.push(fact);
    }
    const reasoningSentences = onExam(kept);
    sentences.push({ text: heading.text, evidence: heading.evidence }, ...reasoningSentences);
    // The reasoning under its label, as an assessment writes it: "Heart failure. Medical reasoning: …".
    const reasons = reasoningSentences.map((f, i) => (i === 0 ? `Medical reasoning: ${f.text}` : f.text));
    lines.push(bullets ? [`- ${heading.text}`, ...reasons.map((t) => `  - ${t}`)].join('\n') : [heading.text, ...reasons].join(' '));
  }
  // A problem-oriented Assessment has no sentence under no problem: the reasoning that no heading takes is written
  // only when there is no heading at all (the assessment of a visit with no named problem), or when it carries a
  // value ("improved from his initial score of 15 to 17/28"), which the note keeps.
  const general = reasoning
    .filter((f) => (!headings.length || /\d/.test(f.text)) && !chosen.has(f) && (!f.problem || !headings.some((h) => h.problem === ownerOf(f.problem!))) && !headings.some((h) => restates(f, h) || mostlySays(f, h)) && (detail === 'high' || f.essential))
    .slice(0, detail === 'high' ? 3 : 1);
  for (const fact of general.filter((f) => once(f))) {
    sentences.push({ text: fact.text, evidence: fact.evidence });
    lines.push(bullets ? `- ${fact.text}` : fact.text);
  }
  return { sentences, text: lines.join('\n') };
}

/**
 * Plan, problem by problem (in the Assessment's order): each problem's orders, medication decisions and advice
 * under its name; then what belongs to no one problem, and the follow-up last.
 */
/** A frequency as the plan writes it (dosing.ts). */
const FREQUENCY_WORDS = /\b(?:daily|twice|three times|four times|every|as needed|at bedtime|weekly|monthly|nightly|taper)\b/i;

function planBody(section: TemplateSection, facts: Fact[], extraction: Extraction, detail: 'low' | 'high', bullets: boolean, once: (s: Written) => boolean): SectionBody {
  // An order of a medication the patient takes ("order allopurinol 100 mg daily") is its refill, not a new start.
  const continued = new Set(facts.filter((f) => f.kind === 'plan' && f.decision && !f.decision.startsWith('new:')).map((f) => f.decision!.replace(/^[a-z]+:/, '')));
  const taken = new Map(facts.filter((f) => f.kind === 'medication').map((f) => [f.text.toLowerCase().split(/\s/)[0]!.replace(/\.$/, ''), f.text]));
  // …unless it sets a dose the patient does not take ("I've taken some ibuprofen" … "prescribe ibuprofen 800 mg").
  const newDose = (f: Fact, drug: string) => (f.text.match(/\d+(?:\.\d+)?(?= ?(?:mg|mcg|g|units)\b)/g) ?? []).some((dose) => !taken.get(drug)?.includes(dose));
  // A test whose result was read at this visit is not ordered again, unless it is repeated ("Order x-ray" after
  // "the x-ray shows no fracture").
  const resulted = facts.filter((f) => f.kind === 'result').map((f) => f.text.toLowerCase());
  const alreadyDone = (subject: string) => {
    const [test, site] = subject.toLowerCase().split(/ of (?:the )?/);
    // Labs are drawn again to follow a value; imaging and procedures are not repeated unless said.
    if (!/x-?ray|mri|\bct\b|cat scan|ultrasound|echo|ekg|ecg|scan|biopsy|scopy/.test(test!)) return false;
    return resulted.some((r) => r.includes(test!) && (!site || r.includes(site)));
  };
  const medicationTexts = facts.filter((f) => f.kind === 'plan' || f.kind === 'medication').map((f) => f.text);
  const candidates = facts.filter((f) => {
    const drug = f.decision?.startsWith('new:') ? f.decision.slice(4).toLowerCase() : undefined;
    if (drug && (continued.has(drug) || (taken.has(drug) && !newDose(f, drug)))) return false;
    if (f.kind === 'plan' && namesDrugOfClass(f.text, medicationTexts)) return false;
    if (f.category === 'testing' && f.decision?.startsWith('new:') && /^Order /.test(f.text) && alreadyDone(f.decision.slice(4))) return false;
    if (!(f.kind === 'plan' || f.kind === 'instruction') || !section.kinds.includes(f.kind) || !(detail === 'high' || f.essential)) return false;
    return true;
  });
  // A decision said twice ("we're going to add the carvedilol" … "start carvedilol 25 mg twice daily") is written
  // once: as first said, unless a later saying gives more of the dose, frequency and duration (or gives the vaccine
  // first recommended: decision 825).
  const dosing = (f: Fact) => (/\d\s?(?:mg|mcg|g|units?|ml|puffs?|tablets?|drops?)\b/i.test(f.text) ? 2 : 0) + (FREQUENCY_WORDS.test(f.text) ? 1 : 0) + (/\bfor \d+ (?:days?|weeks?|months?)\b/.test(f.text) ? 1 : 0) + (/^Administer /.test(f.text) ? 1 : 0);
  const fullest = new Map<string, Fact>();
  for (const f of candidates) if (f.decision && (!fullest.has(f.decision) || dosing(f) > dosing(fullest.get(f.decision)!))) fullest.set(f.decision, f);
  // The same advice said twice ("call the office") is written once.
  const said = new Set<string>();
  const firstSaying = (f: Fact) => {
    const key = `${f.problem}|${f.text}`;
    if (said.has(key)) return false;
    said.add(key);
    return true;
  };
  const saidOnce = candidates.filter((f) => (!f.decision || fullest.get(f.decision) === f) && firstSaying(f));
  // "Order blood test and echocardiogram." then "Order blood test.", "Order MRI of the neck." then "Order MRI.": an
  // order another order already names, as fully or more, is written once.
  // "Repeat blood test and hemoglobin A1c." names "Order blood tests." and "Order hemoglobin A1c." too.
  // "Order labs." and "Order blood tests.", "Order cervical MRI." and "Order MRI of the neck." name one test (testKey).
  const ordered = (f: Fact) => /^(?:Order|Repeat|Schedule) (.+)\.$/.exec(f.text)?.[1]!.split(/,\s*(?:and\s+)?|\s+and\s+/);
  const singular = (test: string) => test.replace(/(?<=[a-z])s\b/g, '');
  const namedIn = (test: string, other: string) => singular(other) === singular(test) || testKey(other) === testKey(test) || singular(other).startsWith(`${singular(test)} `);
  // "Advised to weigh himself daily." beside "Advised to get a scale and weigh himself daily.": advice that a longer
  // advice says in full is written once.
  const advice = (f: Fact) => /^The patient was advised to (.+)\.$/.exec(f.text)?.[1];
  const adviceWords = (text: string) => new Set(words(text).filter((w) => !FUNCTION_WORDS.has(w)).map(stem));
  const saidInFull = (f: Fact) => {
    const mine = advice(f);
    if (!mine) return false;
    const content = [...adviceWords(mine)];
    return content.length >= 2 && saidOnce.some((o) => o !== f && o.text.length > f.text.length && advice(o) !== undefined && content.every((w) => adviceWords(advice(o)!).has(w)));
  };
  // "Return precautions given." beside a call-back that names its signs says less than it: written once, as named.
  const namedCallBack = saidOnce.some((f) => /^The patient was advised to (?:call|go to)\b/.test(f.text));
  const items = saidOnce.filter((f) => {
    const mine = ordered(f);
    if (saidInFull(f)) return false;
    if (namedCallBack && /^Return precautions given\.$/.test(f.text)) return false;
    return !mine || !saidOnce.some((o) => o !== f && o.text.length > f.text.length && mine.every((test) => ordered(o)?.some((other) => namedIn(test, other))));
  });
  const followUps = facts.filter((f) => f.kind === 'followup' && section.kinds.includes('followup'));
  const agreement = facts.filter((f) => f.kind === 'agreement' && section.kinds.includes('agreement'));
  // The Assessment's entries decide the plan's groups: computed once for the whole plan.
  const assessed = assessedOf(extraction);
  const presenting = assessed.presenting?.term.name;
  // In the Assessment's order; a problem it does not head comes last.
  const order = [...(presenting ? [presenting] : []), ...assessed.entries.map((e) => (e.kind === 'symptom' ? e.symptom.term.name : e.problem.term.name)), ...extraction.problems.map((p) => p.term.name)];
  const rank = (name: string) => (order.includes(name) ? order.indexOf(name) : order.length);
  const groups = new Map<string, Fact[]>();
  // What belongs to no diagnosis belongs to the presenting symptom, when the visit was about one.
  const ownerOf = problemOwner(assessed);
  for (const item of items) {
    const key = (item.problem && ownerOf(item.problem)) ?? presenting ?? '';
    groups.set(key, [...(groups.get(key) ?? []), item]);
  }
  const named = [...groups.keys()].filter((k) => k).sort((a, b) => rank(a) - rank(b));
  // In a visit about one problem, what belongs to no problem is that problem's plan too ("Iron deficiency anemia. …
  // Refer to hematology. Continue iron."), not a line without a heading after it.
  if (named.length === 1 && assessed.entries.length <= 1 && groups.has('')) {
    groups.set(named[0]!, [...groups.get(named[0]!)!, ...groups.get('')!]);
    groups.delete('');
  }
  const sentences: Written[] = [];
  const lines: string[] = [];
  const write = (heading: string | undefined, list: Fact[]) => {
    const chosen = (detail === 'low' ? list.slice(0, lowDetailMax('plan')) : list).filter((f) => once(f));
    // A problem's plan by kind of decision: treatment, testing, referrals, then education and counselling.
    // What the clinician explained is counselling; a decision without a kind is treatment.
    const kindOf = (f: Fact): PlanCategory => f.category ?? (f.kind === 'instruction' ? 'education' : 'treatment');
    const kept = (heading ? PLAN_CATEGORIES.flatMap((c) => chosen.filter((f) => kindOf(f) === c)) : chosen).map((f) => ({ ...f, text: withDefiniteArticles(f.text) }));
    if (!kept.length) return;
    sentences.push(...kept.map((f) => ({ text: f.text, evidence: f.evidence })));
    const labelled = kept.map((f, i) => {
      const category = heading && kindOf(f) !== (i > 0 ? kindOf(kept[i - 1]!) : undefined) ? `${PLAN_LABELS[kindOf(f)]}: ` : '';
      return `${category}${f.text}`;
    });
    if (bullets) lines.push([...(heading ? [`${heading}:`] : []), ...labelled.map((t) => `- ${t}`)].join('\n'));
    else lines.push(`${heading ? `${heading}. ` : ''}${labelled.join(' ')}`);
  };
  const presentingSide = assessed.presenting?.laterality;
  // A problem is headed as in the Assessment, with its site and side ("Osteoarthritis of the left knee", not
  // "Osteoarthritis"); how it is doing today (its status) was said there and is not said again.
  const statusOf = new Map(extraction.problems.map((p) => [p.term.name, p.status]));
  const withoutStatus = (heading: string, problem?: string) => {
    const status = problem ? statusOf.get(problem) : undefined;
    const text = heading.replace(/\.$/, '');
    return status && text.endsWith(`, ${status}`) ? text.slice(0, -(status.length + 2)) : text;
  };
  const assessmentHeadings = new Map(problemHeadings(facts, extraction).map((h) => [h.problem, withoutStatus(h.text, h.problem)]));
  const label = (problem: string) => {
    const side = problem === presenting && presentingSide && presentingSide !== 'bilateral' && !problem.includes(presentingSide) ? `${presentingSide} ` : '';
    return assessmentHeadings.get(problem) ?? capitalize(`${side}${problem}`);
  };
  for (const problem of named) write(label(problem), groups.get(problem)!);
  // What belongs to no problem follows the problems without a heading of its own ("Other." heads nothing a clinician would name).
  write(undefined, groups.get('') ?? []);
  write(undefined, followUps.slice(0, 1));
  write(undefined, agreement.slice(0, 1));
  // Bullet groups are set apart by a blank line, so that the follow-up is not read as the last problem's item.
  return { sentences, text: lines.join(bullets ? '\n\n' : '\n') };
}

/**
 * The clinician points ("to evaluate that heart murmur", "continue with those dietary modifications"); a plan names
 * ("…the heart murmur", "…the dietary modifications"). Only before the things a plan speaks of, so that "make sure
 * that there is" and "at this time" stay.
 */
const POINTED =
  /\b(?:that|those|these)(?= (?:(?:heart|dietary|salt|sodium|blood|home|new|old) )?(?:murmurs?|modifications?|changes|intake|diet|solution|cream|ointment|medications?|medicines?|meds|pills?|tablets?|inhaler|brace|splint|boot|dose|rash|swelling|pain|knee|ankle|shoulder|wound|cough|mole|lesion|lump|pressures?|sugars?|readings?|numbers|weight|exercises|stretches|shots?|injections?|labs?|tests?|results?)\b)/g;
const withDefiniteArticles = (text: string) => text.replace(POINTED, 'the');

export const stableEngine: NoteEngine = {
  id: 'stable',
  label: 'Stable Fusion',
  async generate(request: NoteRequest): Promise<NoteResult> {
    return buildNote(request);
  },
};
