import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import type { TranscriptionSettings } from '@scribe/contracts';
import { MAX_CODES } from '../coder.js';
import type { NoteRequest } from '../note-engine.js';
import { createChatClient } from './chat-client.js';
import { createLlmEngine, UNSUPPORTED_MARK, type EngineLog } from './llm-engine.js';
import { LlmError } from './llm-error.js';
import { loadFewShotExamples } from './prompt.js';
import { sharedCoder } from './shared-coder.js';
import { jsonReply, startScriptedLlmServer, type RecordedRequest } from './testing/scripted-llm-server.js';

const server = await startScriptedLlmServer();
afterAll(() => server.close());
beforeEach(() => server.reset());

const transcript = [
  '[doctor] good morning , ms. lovelace . can you confirm your date of birth ?',
  '[patient] december 10th , 1980 .',
  '[doctor] what brings you in today , ada ?',
  '[patient] my right knee has been hurting for about two weeks , ever since i slipped on the stairs .',
  '[doctor] any swelling ?',
  '[patient] a little swelling in the evening , but no locking .',
  '[doctor] and your blood pressure medicine , are you still taking the lisinopril ?',
  '[patient] yes , ten milligrams every morning .',
  '[doctor] on exam there is mild effusion of the right knee and tenderness along the medial joint line .',
  "[doctor] so this looks like a right knee sprain . your blood pressure is well controlled . let's do ice , rest and ibuprofen , and i'll see you back in two weeks .",
].join('\n');

const soap: TranscriptionSettings = { template: 'GENERIC_SOAP', detail_level: 'high', note_type: 'paragraph', type: 'in_person' };
const request = (settings: TranscriptionSettings = soap, text = transcript): NoteRequest => ({
  transcript: text,
  patient: { first_name: 'Ada', last_name: 'Lovelace', birth_date: '1980-12-10', gender: 'female' },
  settings,
  visitDate: new Date('2026-11-21T10:00:00Z'),
});

/** What a good model answers for the transcript above (with placeholders, as it saw them). */
const goodNote = {
  chief_complaint: 'Right knee pain',
  sections: [
    {
      title: 'Subjective',
      sentences: [
        {
          text: '[PATIENT_FIRST_NAME] [PATIENT_LAST_NAME] reports right knee pain for two weeks after slipping on the stairs.',
          evidence: ['My right knee has been hurting for about two weeks, ever since I slipped on the stairs.'],
        },
        { text: 'She has mild evening swelling without locking.', evidence: ['a little swelling in the evening, but no locking'] },
        { text: 'She takes lisinopril 10 mg every morning.', evidence: ['still taking the lisinopril', 'yes, ten milligrams every morning'] },
      ],
    },
    {
      title: 'Objective',
      sentences: [{ text: 'Mild right knee effusion with medial joint line tenderness.', evidence: ['mild effusion of the right knee and tenderness along the medial joint line'] }],
    },
    {
      title: 'Assessment',
      sentences: [
        { text: 'Right knee sprain.', evidence: ['this looks like a right knee sprain'] },
        { text: 'Hypertension, well controlled.', evidence: ['your blood pressure is well controlled'] },
        { text: 'She also has gout.', evidence: [] },
        { text: 'History of knee surgery in 2010.', evidence: ['she had knee surgery in 2010'] },
      ],
    },
    {
      title: 'Plan',
      sentences: [{ text: 'Ice, rest and ibuprofen; follow up in two weeks.', evidence: ["let's do ice, rest and ibuprofen", "I'll see you back in two weeks"] }],
    },
  ],
  diagnoses: [
    { code: 'I10', description: 'Hypertension' },
    { code: 'S83.91XA', description: 'Sprain of right knee' },
    { code: 'Z99.999', description: 'Made up' },
    { code: 'E11', description: 'A header, not billable' },
    { code: 's8391xa', description: 'The same code again' },
  ],
};

function engine(options: { sendIdentifiers?: boolean; contextTokens?: number; maxTokens?: number; stream?: boolean; log?: EngineLog } = {}) {
  const maxTokens = options.maxTokens ?? 1_000;
  return createLlmEngine({
    id: 'nova-llm',
    label: 'Nova LLM',
    client: createChatClient({ baseUrl: server.url, model: 'scripted', timeoutMs: 5_000, maxTokens, retryBaseMs: 10, stream: options.stream }),
    coder: sharedCoder(),
    sendIdentifiers: options.sendIdentifiers ?? false,
    contextTokens: options.contextTokens ?? 32_000,
    maxTokens,
    examples: loadFewShotExamples(),
    log: options.log,
  });
}

const sentText = (recorded: RecordedRequest) => recorded.body.messages.map((message) => message.content).join('\n');

describe('LLM note engine over a scripted server', () => {
  it('writes the template\'s sections with transcript spans, validated and re-ranked codes, and flags unsupported sentences', async () => {
    const warnings: unknown[] = [];
    server.enqueue(jsonReply(goodNote));
    const { chiefComplaint, section } = await engine({ log: { warn: (details) => warnings.push(details), info: () => undefined } }).generate(request());

    expect(chiefComplaint).toBe('Right knee pain');
    expect(section.modal).toBe('Nova LLM');
    expect(section.note_sections.map((s) => s.title)).toEqual(['Subjective', 'Objective', 'Assessment', 'Plan']);

    const subjective = section.note_sections[0]!;
    expect(subjective.sentences![0]!.text).toBe('Ada Lovelace reports right knee pain for two weeks after slipping on the stairs.');
    const [span] = subjective.sentences![0]!.evidence;
    expect(transcript.slice(span!.start, span!.end)).toBe('my right knee has been hurting for about two weeks , ever since i slipped on the stairs');
    expect(subjective.sentences![2]!.evidence).toHaveLength(2);
    expect(subjective.text).toBe(subjective.sentences!.map((s) => s.text).join(' '));

    const assessment = section.note_sections[2]!;
    expect(assessment.sentences!.map((s) => s.evidence.length > 0)).toEqual([true, true, false, false]);
    expect(assessment.text).toContain(`She also has gout. ${UNSUPPORTED_MARK}`);
    expect(assessment.text).toContain(`History of knee surgery in 2010. ${UNSUPPORTED_MARK}`);
    expect(section.notice).toBe(`2 sentences could not be matched to the transcript and are marked ${UNSUPPORTED_MARK}.`);

    // Unknown and header codes dropped (and logged), the duplicate folded, official names, the coder's order.
    expect(section.diagnostic_codes).toEqual([
      { code: 'S83.91XA', display_name: 'Sprain of unspecified site of right knee, initial encounter' },
      { code: 'I10', display_name: 'Essential (primary) hypertension' },
    ]);
    expect(warnings).toEqual([
      { engine: 'nova-llm', code: 'Z99.999' },
      { engine: 'nova-llm', code: 'E11' },
    ]);
  });

  it('sends no name or birth date when identifiers are not to be sent, and puts them back after', async () => {
    server.enqueue(jsonReply(goodNote));
    const { section } = await engine({ sendIdentifiers: false }).generate(request());
    const sent = sentText(server.requests[0]!);
    expect(sent).not.toMatch(/lovelace|\bada\b|1980/i);
    expect(sent).toContain('ms. [PATIENT_LAST_NAME]');
    expect(sent).toContain('[PATIENT_BIRTH_DATE]');
    expect(section.note_sections[0]!.text).toMatch(/^Ada Lovelace reports/);
  });

  it('sends the transcript as it is when identifiers may be sent', async () => {
    server.enqueue(jsonReply(goodNote));
    await engine({ sendIdentifiers: true }).generate(request());
    expect(sentText(server.requests[0]!)).toContain(transcript);
  });

  it('writes bullet points one per line, keeps empty template sections and a section the model added', async () => {
    server.enqueue(
      jsonReply({
        chief_complaint: null,
        sections: [
          { title: 'plan', sentences: [{ text: 'Ice and rest.', evidence: ['ice , rest'] }, { text: 'Ibuprofen.', evidence: ['and ibuprofen'] }] },
          { title: 'Family History', sentences: [{ text: 'Not discussed.', evidence: [] }] },
        ],
        diagnoses: [],
      }),
    );
    const { chiefComplaint, section } = await engine().generate(request({ ...soap, note_type: 'bullet_points' }));
    expect(chiefComplaint).toBeNull();
    expect(section.note_sections.map((s) => [s.title, s.text])).toEqual([
      ['Subjective', ''],
      ['Objective', ''],
      ['Assessment', ''],
      ['Plan', '- Ice and rest.\n- Ibuprofen.'],
      ['Family History', `- Not discussed. ${UNSUPPORTED_MARK}`],
    ]);
    expect(section.diagnostic_codes).toEqual([]);
  });

  it('keeps at most as many codes as the shared coder suggests (MAX_CODES)', async () => {
    const codes = ['I10', 'E11.9', 'M25.561', 'R07.9', 'S83.91XA', 'J06.9', 'R51.9', 'K21.9', 'E78.5', 'F41.1', 'N39.0', 'J45.909'];
    server.enqueue(jsonReply({ ...goodNote, diagnoses: codes.map((code) => ({ code, description: '' })) }));
    const { section } = await engine().generate(request());
    expect(MAX_CODES).toBeLessThan(codes.length);
    expect(section.diagnostic_codes).toHaveLength(MAX_CODES);
    expect(section.diagnostic_codes.every(({ code }) => codes.includes(code))).toBe(true);
  });

  it('works over a streamed reply', async () => {
    server.enqueue(jsonReply(goodNote));
    const { section } = await engine({ stream: true }).generate(request());
    expect(server.requests[0]!.body.stream).toBe(true);
    expect(section.note_sections[3]!.sentences![0]!.evidence).toHaveLength(2);
  });

  it('sends the few-shot examples when they fit, and leaves them out of a small context', async () => {
    server.enqueue(jsonReply(goodNote), jsonReply(goodNote));
    await engine({ contextTokens: 32_000 }).generate(request());
    expect(sentText(server.requests[0]!)).toContain('Example 1 transcript');
    await engine({ contextTokens: 3_000, maxTokens: 500 }).generate(request());
    expect(sentText(server.requests[1]!)).not.toContain('Example 1 transcript');
  });

  it('summarises a transcript too long for the context in parts, then writes the note from the facts', async () => {
    const lines = Array.from({ length: 60 }, (_, i) => `[patient] on day ${i} the knee pain was about ${i % 10} out of ten when climbing stairs .`);
    const long = [...lines, ...transcript.split('\n')].join('\n');
    server.setFallback((recorded) => {
      const user = recorded.body.messages[1]!.content;
      if (/List the facts/.test(user)) {
        const firstLine = /<<<\n(.*)\n/.exec(user)![1]!;
        return jsonReply({ facts: [{ text: `Fact from: ${firstLine.slice(0, 30)}`, evidence: [firstLine.replace(/^\[\w+\] /, '')] }] });
      }
      return jsonReply(goodNote);
    });
    const { section } = await engine({ contextTokens: 1_400, maxTokens: 300 }).generate(request(soap, long));

    const factRequests = server.requests.filter((r) => /List the facts/.test(r.body.messages[1]!.content));
    const noteRequests = server.requests.filter((r) => !/List the facts/.test(r.body.messages[1]!.content));
    expect(factRequests.length).toBeGreaterThan(1);
    expect(noteRequests).toHaveLength(1);
    // Every line of the transcript was sent in some part: nothing cut.
    const sentParts = factRequests.map((r) => r.body.messages[1]!.content).join('\n');
    for (const line of long.split('\n')) expect(sentParts).toContain(line.replace(/lovelace/, '[PATIENT_LAST_NAME]').replace(/\bada\b/, '[PATIENT_FIRST_NAME]').replace('december 10th , 1980', '[PATIENT_BIRTH_DATE]'));
    expect(noteRequests[0]!.body.messages[1]!.content).toMatch(/too long to send whole[\s\S]*1\. Fact from/);
    expect(section.notice).toMatch(new RegExp(`^The transcript was long; Nova LLM wrote this note from ${factRequests.length} parts\\.`));
    expect(section.note_sections[0]!.sentences![0]!.evidence).toHaveLength(1);
  });

  it('refuses, rather than cuts, when the context cannot hold any part', async () => {
    const error = await engine({ contextTokens: 600, maxTokens: 400 }).generate(request()).catch((err: unknown) => err);
    expect(error).toBeInstanceOf(LlmError);
    expect(error).toMatchObject({ kind: 'too-long', retryable: false });
    expect(server.requests).toHaveLength(0);
  });
});
