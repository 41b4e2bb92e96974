import { NOTE_TEMPLATES, type TranscriptionSettings } from '@scribe/contracts';
import { describe, expect, it } from 'vitest';
import { TEMPLATE_SECTIONS } from '../templates.js';
import type { ChatMessage } from './chat-client.js';
import { buildFactsMessages, buildNoteMessages, loadFewShotExamples } from './prompt.js';

const transcript = '[doctor] what brings you in today ?\n[patient] my right knee has hurt for two weeks since i fell .';
const render = (messages: ChatMessage[]) => messages.map((message) => `=== ${message.role} ===\n${message.content}`).join('\n\n') + '\n';

/** A different combination of settings per template, so every wording appears in some snapshot. */
const settingsFor: Record<(typeof NOTE_TEMPLATES)[number], TranscriptionSettings> = {
  GENERIC_SOAP: { template: 'GENERIC_SOAP', detail_level: 'high', note_type: 'paragraph', type: 'in_person' },
  GENERIC_MULTIPLE_SECTIONS: { template: 'GENERIC_MULTIPLE_SECTIONS', detail_level: 'low', note_type: 'bullet_points', type: 'in_person' },
  CARDIOLOGY_MULTIPLE_SECTIONS: { template: 'CARDIOLOGY_MULTIPLE_SECTIONS', detail_level: 'high', note_type: 'bullet_points', type: 'post_visit' },
  PSYCHIATRY_MULTIPLE_SECTIONS: { template: 'PSYCHIATRY_MULTIPLE_SECTIONS', detail_level: 'low', note_type: 'paragraph', type: 'post_visit' },
  PSYCHOLOGY_MULTIPLE_SECTIONS: { template: 'PSYCHOLOGY_MULTIPLE_SECTIONS', detail_level: 'high', note_type: 'paragraph', type: 'in_person' },
};

describe('note prompt', () => {
  it.each(NOTE_TEMPLATES)('%s: snapshot, with the template\'s sections in order', async (template) => {
    const settings = settingsFor[template];
    const messages = buildNoteMessages({ sectionTitles: TEMPLATE_SECTIONS[template], settings, examples: [], source: { kind: 'transcript', text: transcript } });
    await expect(render(messages)).toMatchFileSnapshot(`./__snapshots__/prompt-${template}.txt`);
    const system = messages[0]!.content;
    const positions = TEMPLATE_SECTIONS[template].map((title) => system.indexOf(`"${title}"`));
    expect(positions.every((position) => position > 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    expect(messages[1]!.content).toContain(transcript);
  });

  it('says what each setting asks for', () => {
    const system = (settings: TranscriptionSettings) =>
      buildNoteMessages({ sectionTitles: ['Plan'], settings, examples: [], source: { kind: 'transcript', text: transcript } })[0]!.content;
    expect(system(settingsFor.GENERIC_SOAP)).toMatch(/Detail level: high[\s\S]*Note type: paragraph[\s\S]*Visit type: in person/);
    expect(system(settingsFor.PSYCHIATRY_MULTIPLE_SECTIONS)).toMatch(/Detail level: low[\s\S]*Visit type: post-visit dictation/);
    expect(system(settingsFor.CARDIOLOGY_MULTIPLE_SECTIONS)).toContain('Note type: bullet points');
  });

  it('includes few-shot examples from the ACI-BENCH train split only', async () => {
    const examples = loadFewShotExamples();
    expect(examples.length).toBeGreaterThan(0);
    // Train encounters are D2N001–D2N067; valid and test (what the bench scores) come after.
    for (const example of examples) expect(Number(/^D2N(\d{3})-/.exec(example.id)?.[1])).toBeLessThanOrEqual(67);
    const messages = buildNoteMessages({
      sectionTitles: TEMPLATE_SECTIONS.GENERIC_SOAP,
      settings: settingsFor.GENERIC_SOAP,
      examples: examples.slice(0, 1),
      source: { kind: 'transcript', text: transcript },
    });
    expect(messages[0]!.content).toContain(examples[0]!.note);
    await expect(render(messages)).toMatchFileSnapshot('./__snapshots__/prompt-with-example.txt');
  });

  it('asks from the facts of a long transcript, with their quotes', async () => {
    const messages = buildNoteMessages({
      sectionTitles: TEMPLATE_SECTIONS.GENERIC_SOAP,
      settings: settingsFor.GENERIC_SOAP,
      examples: [],
      source: { kind: 'facts', facts: [{ text: 'Right knee pain for two weeks after a fall.', evidence: ['my right knee has hurt for two weeks'] }] },
    });
    expect(messages[1]!.content).toContain('1. Right knee pain for two weeks after a fall. (quotes: "my right knee has hurt for two weeks")');
    const facts = buildFactsMessages({ part: transcript, partIndex: 1, partCount: 3, settings: settingsFor.GENERIC_SOAP });
    await expect(render(facts)).toMatchFileSnapshot('./__snapshots__/prompt-facts.txt');
  });
});
