/**
 * Symptoms: what the patient reports (with onset, duration, severity and modifiers), what they deny (pertinent
 * negatives), and the review of systems by body system. A symptom is reported only when the patient affirmed it
 * or the clinician said it of them (findings.ts decides); an exam finding is not a symptom.
 */
import { CAUSE_SAID_AFTER, detailsOf, SIDED_SITE, sideBefore, type Mention, type Span } from '../findings.js';
import type { Laterality, RosSystem } from '../lexicon.js';
import { patientToThirdPerson, sentence } from '../text.js';
import type { SymptomFinding } from './types.js';
import { announcedAsTopic, byClinician, dedupeSpans, discussedAt, joinList, orderOf, spanOf, type FactList, type Visit } from './visit.js';

/**
 * The clinician reporting a finding; "I see that you're coming in for…", "I see the chief complaint is memory loss"
 * read the chart, not the body.
 */
const EXAM_WORDS = /\b(?:on exam|i (?:do )?(?:hear|appreciate|see|notice|feel|palpate))\b(?! (?:that|here that|in (?:your|the) (?:chart|notes|record)|you|(?:the|your|her|his) (?:chief complaint|reason|referral|chart|notes?|record)))/;
const RISK = /suicidal|homicidal/;
const INTENDED_WEIGHT_LOSS = /\bintentional(?:ly)? (?:weight loss|lost|losing)\b|\b(?:lost|losing) (?:the |some |a lot of )?weight on purpose\b|\bweight watchers\b|\b(?:trying|tried|want|wanted) to lose (?:some )?weight\b/;

// "My assessment would be mood swings along with …": the assessment stated names the symptom as a problem (decision 845).
const IMPRESSION_OF_SYMPTOM = /\bi (?:think|believe|suspect) (?:that )?(?:you'?re|you are|you have|you've been|she'?s|she is|she has|he'?s|he is|he has)\s+(?:\w+\s+)?$|\bmy (?:assessment|impression|diagnosis)(?: here| today)? (?:is|would be|was|will be)\s+(?:that (?:you|she|he) (?:have|has|are|is)\s+)?(?:\w+\s+)?$/;

/** The clinician's assessment taking a symptom up as a problem: "for your back pain", "from a back pain standpoint". */
function takenUpAt(visit: Visit, m: Mention): boolean {
  const u = visit.utterances[m.utterance]!;
  if (!byClinician(visit, u) || u.isQuestion) return false;
  // The clinician's impression names the symptom as what the patient has: "no, I think you're constipated".
  if (m.certainty !== 'negated' && IMPRESSION_OF_SYMPTOM.test(u.lower.slice(0, m.start - u.start))) return true;
  // "I believe the left shoulder pain could be due to impingement syndrome": a symptom whose cause the clinician gives
  // is one the assessment takes up, coded when the cause is only possible (IV.H; decision 846).
  if (m.certainty !== 'negated' && CAUSE_SAID_AFTER.test(u.lower.slice(m.end - u.start))) return true;
  if (m.utterance < visit.assessmentFrom) return false;
  return announcedAsTopic(visit, m);
}

/**
 * A symptom the patient says has gone, in the same breath (decision 558): "I felt some tingling in my toes until about
 * Sunday afternoon. And then that seemed to go away.", "I was having chest pains, but it stopped after four days". The
 * pronoun is the symptom's when no other symptom is named between; a negated going ("it never went away", "it hasn't
 * stopped") does not match.
 */
const GONE =
  /\b(?:that|it|they|this|those)(?: (?:has|have|had|kind of|sort of|just|eventually|finally|then|seemed to|seems to))* (?:went away|go away|gone away|goes away|resolved|stopped|cleared(?: up)?|disappeared|subsided|settled down)\b|\b(?:it|that|they)(?:'s| is|'re| are) (?:all |completely )?gone(?: now)?\b/;
const GONE_BY = /^[^.;?]{0,40}?\buntil (?:about |around )?(?:yesterday|today|this morning|last (?:night|week)|(?:mon|tues|wednes|thurs|fri|satur|sun)day|\w+ (?:days?|weeks?) ago)\b/;
/**
 * "Not right now, but I've had left knee pain in the past": an episode of the past is no symptom of the visit; nor is
 * one that lasted until an event of the past or a year ("I did have heavy periods until I had a hysterectomy in 1996").
 */
const IN_THE_PAST = /^[^.;?]{0,30}?\b(?:in the past|years ago|a long time ago)\b(?! (?:few|couple|several|\d+|two|three|four|five|six|seven|eight|nine|ten|days?|weeks?|months?|year)\b)|^[^.;?]{0,40}?\buntil (?:(?:she|he|i|they|we) (?:had|got|underwent)\b[^.;?]{0,40}?\b)?(?:19|20)\d\d\b/;
/**
 * "My chest hurts when I cough", "I've been leaking urine when I cough": a symptom said as what brings on another, named
 * just before it in the clause, is the other's trigger, not a complaint of its own.
 */
const WHEN_IT_HAPPENS = /\b(?:when|whenever|every time|each time|if) (?:i|she|he|they|you) (?:\w+ )?$/;
function triggerOfAnother(visit: Visit, m: Mention): boolean {
  const u = visit.utterances[m.utterance]!;
  const before = u.lower.slice(0, m.start - u.start);
  if (!WHEN_IT_HAPPENS.test(before)) return false;
  const clauseStart = Math.max(before.lastIndexOf('.'), before.lastIndexOf(';'), before.lastIndexOf('?'));
  return visit.mentions.some((o) => o !== m && o.utterance === m.utterance && o.start < m.start && o.start - u.start > clauseStart && o.certainty === 'affirmed');
}

export function episodeOfThePast(visit: Visit, m: Mention): boolean {
  const u = visit.utterances[m.utterance]!;
  return IN_THE_PAST.test(u.lower.slice(m.end - u.start));
}
function goneAfter(visit: Visit, m: Mention): boolean {
  const u = visit.utterances[m.utterance]!;
  const after = u.lower.slice(m.end - u.start);
  if (GONE_BY.test(after)) return true;
  const next = visit.utterances[m.utterance + 1];
  const sameBreath = next && next.turn === u.turn && next.speaker === u.speaker ? next : undefined;
  const said = sameBreath ? `${after} ${sameBreath.lower}` : after;
  const gone = GONE.exec(said);
  if (!gone) return false;
  const at = gone.index < after.length ? m.end + gone.index : sameBreath!.start + (gone.index - after.length - 1);
  return !visit.mentions.some((other) => other.type === 'symptom' && other.term.name !== m.term.name && other.start >= m.end && other.start < at);
}

/** The side said most often across mentions; on a tie the later one (a correction: "not the right knee, the left"). */
export function sideOf(mentions: Mention[]): Laterality {
  const counts = new Map<Laterality, number>();
  let last: Laterality;
  for (const m of [...mentions].sort((a, b) => a.start - b.start)) {
    if (!m.laterality) continue;
    counts.set(m.laterality, (counts.get(m.laterality) ?? 0) + 1);
    last = m.laterality;
  }
  const top = Math.max(0, ...counts.values());
  const leaders = [...counts.entries()].filter(([, n]) => n === top).map(([side]) => side);
  return leaders.length === 1 ? leaders[0] : last;
}

const DENIED_AS_SYMPTOM = /^(?:depression|anxiety)$/;

export function readSymptoms(visit: Visit, list: FactList): SymptomFinding[] {
  const { utterances, dictation, p } = visit;
  const byTerm = new Map<string, Mention[]>();
  for (const m of visit.mentions) if (m.type === 'symptom') byTerm.set(m.term.name, [...(byTerm.get(m.term.name) ?? []), m]);
  // "Any depression or anxiety?" "No, I've been doing fine.": a mood disorder denied, and said nowhere else, is a
  // negative of the review of systems, as a clinician writes it (decision 826).
  const moods = visit.mentions.filter((m) => m.type === 'condition' && DENIED_AS_SYMPTOM.test(m.term.name));
  for (const name of new Set(moods.map((m) => m.term.name))) {
    const said = moods.filter((m) => m.term.name === name);
    if (byTerm.has(name) || !said.every((m) => m.certainty === 'negated')) continue;
    const term = { ...said[0]!.term, system: 'Psychiatric' as const };
    byTerm.set(name, said.map((m) => ({ ...m, term })));
  }
  const symptoms: SymptomFinding[] = [];
  const negatives: Mention[] = [];
  const plain: { name: string; evidence: Span[] }[] = [];
  const resolved = new Set<string>();
  for (const [, mentions] of byTerm) {
    // Weight lost on purpose is not the symptom (R63.4 is weight loss unexplained): once the visit says the loss was
    // intentional or came by a diet programme, "the weight loss has decreased the pain" speaks of that loss.
    // (A denial of weight loss still stands.)
    const intended = mentions[0]!.term.name === 'weight loss' && utterances.some((u) => INTENDED_WEIGHT_LOSS.test(u.lower));
    if (intended && mentions.every((m) => m.certainty === 'affirmed')) continue;
    // A clinician's exam finding ("I appreciate pitting edema") is not a symptom the patient reported.
    const isExamFinding = (m: Mention) => {
      const u = utterances[m.utterance]!;
      return (dictation || u.speaker === 'clinician') && ((m.utterance >= visit.examFrom && m.utterance < visit.assessmentFrom) || EXAM_WORDS.test(u.lower));
    };
    const inThePast = (m: Mention) => episodeOfThePast(visit, m);
    // A trigger still says the patient has it: said beside a denial ("not wet cough, but my back hurts whenever I cough"),
    // it is a report, so that no denial is written.
    const denied = mentions.some((m) => m.certainty === 'negated');
    const affirmed = intended ? [] : mentions.filter((m) => m.certainty === 'affirmed' && !isExamFinding(m) && !inThePast(m) && (denied || !triggerOfAnother(visit, m)));
    const term = mentions[0]!.term;
    // An injury is written by what happened, a joint giving way in the patient's words; only their denial is a symptom's
    // sentence (decisions 833, 835).
    // Not one asked of another time or place ("any injuries to that ankle before?", "did you injure yourself anywhere
    // else?"): the injury of the visit may be the very reason for it.
    // ("Does it ever give out on you?" asks of now: "ever" is another time only as "have you ever", "ever had".)
    const elsewhere = (m: Mention) => /\b(?:before|in the past|previous(?:ly)?|prior|(?:have|has) (?:you|she|he) ever|ever (?:had|been)|else|other)\b/.test(utterances[m.utterance]!.lower);
    if (term.deniedOnly && (affirmed.length || mentions.some((m) => m.certainty !== 'negated' || elsewhere(m)))) continue;
    if (affirmed.length) {
      const indexes = [...new Set(affirmed.flatMap((m) => (m.answer !== undefined ? [m.utterance, m.answer] : [m.utterance])))];
      // Details are the patient's: a clinician's "severe hypertension" does not make the chest pain severe.
      const patientIndexes = indexes.filter((i) => !byClinician(visit, utterances[i]!) || dictation);
      // The clinician's own words give the course only while taking the history: in the exam and the plan, "for ten
      // days" is how long a treatment lasts and "help with some of the pain" what it does.
      const historyIndexes = indexes.filter((i) => i < Math.min(visit.examFrom, visit.assessmentFrom));
      const details = detailsOf(utterances, patientIndexes.length ? patientIndexes : historyIndexes, term.name);
      // Gone by now, as each time the patient said it: still history, no longer a current symptom.
      const gone = affirmed.every((m) => !byClinician(visit, utterances[m.utterance]!) && goneAfter(visit, m));
      const site = SIDED_SITE.exec(term.name)?.[0];
      const laterality = sideOf(affirmed) ?? (site ? visit.sideOf(site.replace(/s$/, '')) : undefined);
      const order = Math.min(...mentions.map((m) => orderOf(visit, m) ?? Infinity));
      const takenUp = Number.isFinite(order) || mentions.some((m) => takenUpAt(visit, m));
      symptoms.push({ term, affirmed: true, mentions: affirmed, laterality, context: indexes.map((i) => utterances[i]!.lower).join(' '), at: affirmed[0]!.start, order: Number.isFinite(order) ? order : undefined, takenUp, discussedAt: discussedAt(visit, mentions) });
      const side = sideBefore(term.name, laterality);
      const parts = [`${details.quality ? `${details.quality} ` : ''}${side}${term.name}${details.duration ? ` for ${details.duration}` : ''}`];
      // "For 3 days" already says "3 days ago".
      if (details.onset && details.onset !== `${details.duration} ago`) parts.push(`onset ${details.onset}`);
      if (details.frequency) parts.push(details.frequency);
      if (details.severity) parts.push(`rated ${details.severity}`);
      if (details.radiation) parts.push(`radiating to the ${details.radiation}`);
      if (details.worse) parts.push(`worse ${patientToThirdPerson(details.worse, p)}`);
      // "When she stops and rests": the second verb agrees with the subject as the first does.
      if (details.better) parts.push(`better ${patientToThirdPerson(details.better, p).replace(/\b((?:she|he) [a-z]+s) and (rest|sit|relax)\b/, `$1 and $2${p.subject === 'they' ? '' : 's'}`)}`);
      if (gone) {
        parts.push('since resolved');
        resolved.add(term.name);
      }
      const evidence = dedupeSpans([
        ...affirmed.map((m) => ({ start: m.start, end: m.end })),
        ...affirmed.flatMap((m) => (m.answer !== undefined ? [spanOf(utterances[m.answer]!)] : [])),
        ...details.evidence,
      ]);
      const isRisk = RISK.test(term.name);
      if (!isRisk && parts.length === 1 && !details.duration) {
        // Said without onset, duration or severity: listed together in one sentence below.
        plain.push({ name: parts[0]!, evidence });
        continue;
      }
      list.add({ kind: isRisk ? 'risk' : 'symptom', text: sentence(`The patient ${isRisk ? 'endorses' : 'reports'} ${parts.join(', ')}`), evidence, essential: true, system: term.system, positive: true });
    } else if (mentions.some((m) => m.certainty === 'negated' && !isExamFinding(m))) {
      // "There's no edema" on exam is a finding, not a symptom the patient denied.
      negatives.push(...mentions.filter((m) => m.certainty === 'negated' && !isExamFinding(m)).slice(0, 1));
      symptoms.push({ term, affirmed: false, mentions, laterality: undefined, context: '', at: mentions[0]!.start, takenUp: false, discussedAt: mentions[0]!.start });
    }
  }
  if (plain.length) {
    const listed = plain.map((x) => x.name);
    list.add({ kind: 'symptom', text: sentence(`The patient reports ${joinList(listed)}`), evidence: dedupeSpans(plain.flatMap((x) => x.evidence)), essential: true, positive: true, listed });
  }
  const evidenceOf = (mentions: Mention[]) => dedupeSpans(mentions.flatMap((m) => [{ start: m.start, end: m.end }, ...(m.answer !== undefined ? [spanOf(utterances[m.answer]!)] : [])]));
  if (negatives.length) {
    negatives.sort((a, b) => a.start - b.start);
    const risk = negatives.filter((m) => RISK.test(m.term.name));
    const others = negatives.filter((m) => !risk.includes(m));
    if (others.length) list.add({ kind: 'negative', text: sentence(`The patient denies ${joinList(others.map((m) => m.term.name))}`), evidence: evidenceOf(others), essential: true });
    if (risk.length) list.add({ kind: 'risk', text: sentence(`The patient denies ${joinList(risk.map((m) => m.term.name))}`), evidence: evidenceOf(risk), essential: true });
  }
  writeReviewOfSystems(symptoms, resolved, visit, list);
  return symptoms;
}

/** One line per body system: what the patient endorses and denies. */
function writeReviewOfSystems(symptoms: SymptomFinding[], resolved: Set<string>, visit: Visit, list: FactList) {
  const systems = new Map<RosSystem, { pos: SymptomFinding[]; neg: SymptomFinding[] }>();
  for (const finding of symptoms) {
    const system = finding.term.system;
    if (!system || RISK.test(finding.term.name)) continue;
    const entry = systems.get(system) ?? { pos: [], neg: [] };
    (finding.affirmed ? entry.pos : entry.neg).push(finding);
    systems.set(system, entry);
  }
  for (const [system, { pos, neg }] of systems) {
    const endorsed = pos.map((f) => (resolved.has(f.term.name) ? `${f.term.name} (since resolved)` : f.term.name));
    const text = [pos.length ? `Endorses ${joinList(endorsed)}.` : '', neg.length ? `Denies ${joinList(neg.map((f) => f.term.name))}.` : ''].filter(Boolean).join(' ');
    const evidence = dedupeSpans([...pos, ...neg].flatMap((f) => f.mentions.slice(0, 1).flatMap((m) => [{ start: m.start, end: m.end }, ...(m.answer !== undefined ? [spanOf(visit.utterances[m.answer]!)] : [])])));
    list.add({ kind: 'ros', text: `${system}: ${text}`, evidence, essential: pos.length > 0, system });
  }
}
