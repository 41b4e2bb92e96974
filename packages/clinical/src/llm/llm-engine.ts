import type { DiagnosticCode, NoteSection } from '@scribe/contracts';
import { MAX_CODES } from '../coder.js';
import type { NoteEngine, NoteRequest, NoteResult } from '../note-engine.js';
import { TEMPLATE_SECTIONS } from '../templates.js';
import type { ChatClient, ChatMessage } from './chat-client.js';
import { splitTranscript } from './chunking.js';
import { createEvidenceLocator, type Span } from './evidence.js';
import { LlmError } from './llm-error.js';
import { createPlaceholders, noPlaceholders } from './privacy.js';
import { buildFactsMessages, buildNoteMessages, estimateTokens, messagesTokens, type FewShotExample } from './prompt.js';
import { factsJsonSchema, factsReply, noteJsonSchema, noteReply, type FactsReply, type NoteReply } from './reply-schemas.js';

/** The shared ICD-10-CM coder, as far as the LLM engines need it. */
export interface CodeChecker {
  /** The code with its official description when it is a valid code to bill, else null. */
  validate(code: string): DiagnosticCode | null;
  /** The same codes in the order the coder ranks them for this visit (`note`: the engine's note text). */
  rank(codes: DiagnosticCode[], context: { request: NoteRequest; note: string }): DiagnosticCode[];
}

export interface EngineLog {
  warn(details: Record<string, unknown>, message: string): void;
  info(details: Record<string, unknown>, message: string): void;
}

export interface LlmEngineOptions {
  id: 'nova-llm' | 'astra-4o';
  label: string;
  client: ChatClient;
  coder: CodeChecker;
  /** False: the patient's name and birth date are swapped for placeholders before anything is sent. */
  sendIdentifiers: boolean;
  /** The model's context window in tokens; longer transcripts are summarised in parts first. */
  contextTokens: number;
  /** Tokens reserved for the reply. */
  maxTokens: number;
  examples: readonly FewShotExample[];
  log?: EngineLog;
}

/** Appended to a sentence whose quotes could not be found in the transcript, so a reader checks it. */
export const UNSUPPORTED_MARK = '[not found in transcript]';

const silentLog: EngineLog = { warn: () => undefined, info: () => undefined };

export function createLlmEngine(options: LlmEngineOptions): NoteEngine {
  const { client, coder, contextTokens, maxTokens, label } = options;
  const log = options.log ?? silentLog;
  const promptBudget = contextTokens - maxTokens;

  /** Examples while they take at most a quarter of the context, shortest first. */
  const examples: FewShotExample[] = [];
  let exampleTokens = 0;
  for (const example of [...options.examples].sort((a, b) => a.transcript.length - b.transcript.length)) {
    const tokens = estimateTokens(example.transcript + example.note);
    if (exampleTokens + tokens > contextTokens / 4) break;
    examples.push(example);
    exampleTokens += tokens;
  }

  async function noteFromLongTranscript(text: string, request: NoteRequest, titles: readonly string[]): Promise<{ messages: ChatMessage[]; parts: number }> {
    const overhead = messagesTokens(buildFactsMessages({ part: '', partIndex: 0, partCount: 1, settings: request.settings }));
    const partBudget = promptBudget - overhead;
    if (partBudget < 200) throw new LlmError('too-long', `a context of ${contextTokens} tokens leaves no room for the transcript`, false);
    const parts = splitTranscript(text, partBudget);
    const facts: FactsReply['facts'] = [];
    for (const [partIndex, part] of parts.entries()) {
      const reply = await client.completeJson({
        messages: buildFactsMessages({ part, partIndex, partCount: parts.length, settings: request.settings }),
        schema: factsReply,
        jsonSchema: factsJsonSchema,
      });
      facts.push(...reply.facts);
    }
    for (const withExamples of [examples, []]) {
      const messages = buildNoteMessages({ sectionTitles: titles, settings: request.settings, examples: withExamples, source: { kind: 'facts', facts } });
      if (messagesTokens(messages) <= promptBudget) return { messages, parts: parts.length };
    }
    throw new LlmError('too-long', `the facts of a ${parts.length}-part transcript do not fit a context of ${contextTokens} tokens`, false);
  }

  return {
    id: options.id,
    label,
    async generate(request: NoteRequest): Promise<NoteResult> {
      const placeholders = options.sendIdentifiers ? noPlaceholders : createPlaceholders(request.patient);
      const titles = TEMPLATE_SECTIONS[request.settings.template];
      const text = placeholders.hide(request.transcript);

      let messages = buildNoteMessages({ sectionTitles: titles, settings: request.settings, examples, source: { kind: 'transcript', text } });
      let parts = 1;
      if (messagesTokens(messages) > promptBudget) {
        messages = buildNoteMessages({ sectionTitles: titles, settings: request.settings, examples: [], source: { kind: 'transcript', text } });
      }
      if (messagesTokens(messages) > promptBudget) ({ messages, parts } = await noteFromLongTranscript(text, request, titles));

      const reply = await client.completeJson({ messages, schema: noteReply, jsonSchema: noteJsonSchema(titles) });
      const built = buildSections(reply, titles, request, placeholders.restore);
      const codes = checkCodes(reply, request, built.sections);

      const notices: string[] = [];
      if (parts > 1) notices.push(`The transcript was long; ${label} wrote this note from ${parts} parts.`);
      if (built.unsupported > 0) {
        notices.push(
          `${built.unsupported} sentence${built.unsupported === 1 ? '' : 's'} could not be matched to the transcript and ${built.unsupported === 1 ? 'is' : 'are'} marked ${UNSUPPORTED_MARK}.`,
        );
      }
      return {
        chiefComplaint: reply.chief_complaint ? placeholders.restore(reply.chief_complaint).trim() || null : null,
        section: {
          modal: label,
          note_sections: built.sections,
          diagnostic_codes: codes,
          ...(notices.length > 0 ? { notice: notices.join(' ') } : {}),
        },
      };
    },
  };

  function checkCodes(reply: NoteReply, request: NoteRequest, sections: NoteSection[]): DiagnosticCode[] {
    const valid: DiagnosticCode[] = [];
    for (const diagnosis of reply.diagnoses) {
      const checked = coder.validate(diagnosis.code.trim());
      if (!checked) {
        log.warn({ engine: options.id, code: diagnosis.code.slice(0, 20) }, 'dropped a code that is not a valid ICD-10-CM code');
        continue;
      }
      if (!valid.some((code) => code.code === checked.code)) valid.push(checked);
    }
    const note = sections.map((section) => section.text).join('\n');
    return coder.rank(valid, { request, note }).slice(0, MAX_CODES);
  }
}

/**
 * The template's sections in its order, each sentence with the transcript spans its quotes were found at.
 * A sentence without found evidence stays in the note, marked. Sections the model named otherwise are kept
 * after the template's own.
 */
function buildSections(reply: NoteReply, titles: readonly string[], request: NoteRequest, restore: (text: string) => string) {
  const locator = createEvidenceLocator(request.transcript);
  const bullets = request.settings.note_type === 'bullet_points';
  const byTitle = new Map<string, { title: string; sentences: NoteReply['sections'][number]['sentences'] }>();
  for (const title of titles) byTitle.set(normalTitle(title), { title, sentences: [] });
  for (const section of reply.sections) {
    const key = normalTitle(section.title);
    const entry = byTitle.get(key) ?? { title: section.title.trim(), sentences: [] };
    entry.sentences.push(...section.sentences);
    byTitle.set(key, entry);
  }

  let unsupported = 0;
  const sections: NoteSection[] = [...byTitle.values()].map(({ title, sentences }) => {
    const located = sentences
      .map((sentence) => ({ text: restore(sentence.text).trim(), quotes: sentence.evidence.map(restore) }))
      .filter((sentence) => sentence.text.length > 0)
      .map(({ text, quotes }) => {
        const evidence = uniqueSpans(quotes.flatMap((quote) => locator.locate(quote)));
        if (evidence.length === 0) unsupported += 1;
        return { text: evidence.length > 0 ? text : `${text} ${UNSUPPORTED_MARK}`, evidence };
      });
    const text = located.map((sentence) => (bullets ? `- ${sentence.text}` : sentence.text)).join(bullets ? '\n' : ' ');
    return { title, text, sentences: located };
  });
  return { sections, unsupported };
}

const normalTitle = (title: string) => title.trim().toLowerCase().replace(/\s+/g, ' ');

function uniqueSpans(spans: Span[]): Span[] {
  const seen = new Set<string>();
  return spans
    .sort((a, b) => a.start - b.start)
    .filter((span) => {
      const key = `${span.start}:${span.end}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
}
