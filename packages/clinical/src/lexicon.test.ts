import { describe, expect, it } from 'vitest';
import { loadIcd10 } from './icd10.js';
import { CONDITIONS, SYMPTOMS, type CodeContext } from './lexicon.js';

const contexts: CodeContext[] = [
  { text: '', problems: [], laterality: undefined },
  { text: 'right', problems: [], laterality: 'right' },
  { text: 'left', problems: [], laterality: 'left' },
  { text: 'both', problems: [], laterality: 'bilateral' },
  { text: 'type 1 acute exacerbation with neuropathy uncontrolled', problems: ['heart failure'], laterality: undefined },
  { text: 'chronic systolic severe recurrent knee paroxysmal stage 3 mixed mild persistent sciatica', problems: ['chronic kidney disease'], laterality: 'left' },
  { text: 'acute on chronic diastolic hip moderate persistent hypoglycemia retinopathy', problems: [], laterality: 'bilateral' },
  // A status after a procedure is coded only once done.
  { text: 'status post, a history of', problems: [], laterality: 'right' },
];

describe('lexicon codes', () => {
  it('every code a symptom or condition can produce is a billable FY2026 code', () => {
    const icd10 = loadIcd10();
    const invalid: string[] = [];
    for (const term of [...CONDITIONS, ...SYMPTOMS]) {
      const codes = contexts.map((ctx) => (typeof term.code === 'string' ? term.code : term.code(ctx)));
      // An empty code is "not coded here" (a procedure only planned); every term has a code in some context.
      for (const code of codes) if (code !== '' && !icd10.get(code)?.billable) invalid.push(`${term.name}: ${code}`);
      if (codes.every((code) => code === '')) invalid.push(`${term.name}: never coded`);
    }
    expect(invalid).toEqual([]);
  });

  it('every pattern compiles and matches its own name or a common wording', () => {
    for (const term of [...CONDITIONS, ...SYMPTOMS]) expect(() => new RegExp(term.pattern)).not.toThrow();
  });
});

describe('statuses after a procedure', () => {
  const code = (name: string, text: string, laterality: 'right' | 'left' | undefined = undefined) => {
    const term = CONDITIONS.find((t) => t.name === name)!;
    return typeof term.code === 'string' ? term.code : term.code({ text, problems: [], laterality });
  };
  it('are coded once done, not when planned', () => {
    expect(code('kidney transplant', "you can't take anti-inflammatories because of your kidney transplant")).toBe('Z94.0');
    expect(code('knee replacement', 'how are you doing after your knee replacement', 'right')).toBe('Z96.651');
    expect(code('knee replacement', "she's having a right knee replacement end of june", 'right')).toBe('');
    expect(code('coronary artery bypass graft', "i know that you've had a coronary artery bypass grafting at 27")).toBe('Z95.1');
  });
});

describe('pain of a body site', () => {
  const said = (text: string) => SYMPTOMS.filter((t) => new RegExp(String.raw`\b(?:${t.pattern})`).test(text)).map((t) => t.name);
  it('is heard however it is said: hurting, bothering, aching, sore', () => {
    expect(said('my lower back has been hurting')).toContain('low back pain');
    expect(said('my knee has been bothering me for weeks')).toContain('knee pain');
    expect(said('i have a sore shoulder')).toContain('shoulder pain');
    expect(said('my ankles are aching at night')).toContain('ankle pain');
    expect(said('sudden onset of pain in his right back')).toContain('back pain');
    // "Came back" and "the back of my head" are no back.
    expect(said('a dull pain in the back of my head')).not.toContain('back pain');
    expect(said('the results came back sore throat negative')).not.toContain('back pain');
  });
});

describe('symptoms in everyday British and American words (decision 658)', () => {
  const said = (text: string) => SYMPTOMS.filter((t) => new RegExp(String.raw`\b(?:${t.pattern})`).test(text)).map((t) => t.name);
  it('hears the belly, the runs, a temperature, the shivers, a blocked nose and a racing heart', () => {
    expect(said("i've had an ache in my lower tummy")).toContain('abdominal pain');
    expect(said('i have a sore tummy')).toContain('abdominal pain');
    expect(said('my belly has been aching')).toContain('abdominal pain');
    expect(said('pain in my lower back since tuesday')).toContain('low back pain');
    expect(said("i've had the runs since sunday")).toContain('diarrhea');
    expect(said("i've had a bit of a temperature")).toContain('fever');
    expect(said('i have been shivering at night')).toContain('chills');
    expect(said('my nose is blocked')).toContain('nasal congestion');
    expect(said('i had a blocked nose')).toContain('nasal congestion');
    expect(said('i have been peeing blood')).toContain('hematuria');
    expect(said('my heart has been racing')).toContain('palpitations');
    // A temperature taken is no fever; the back of the knee is no back.
    expect(said('we will get a temperature check')).not.toContain('fever');
    expect(said('an ache in the back of my knee')).not.toContain('back pain');
  });
});

describe('arthritis of the spine (decision 754)', () => {
  const code = (text: string) => {
    const term = CONDITIONS.find((t) => t.name === 'osteoarthritis')!;
    return typeof term.code === 'string' ? term.code : term.code({ text, problems: [], laterality: undefined });
  };
  it('is spondylosis by its region, not osteoarthritis of an unspecified site', () => {
    expect(code('in summary, you have a significant amount of arthritis in the back.')).toBe('M47.819');
    expect(code('we looked at an x-ray of your neck, and you do seem to have a lot of arthritis there')).toBe('M47.812');
    expect(code('arthritis of the lumbar spine')).toBe('M47.816');
    expect(code('you have arthritis in your knee')).toBe('M17.10');
    expect(code('you have some arthritis in your hands')).toBe('M19.90');
  });
});

describe('a condition named as an adjective', () => {
  const named = (text: string) => CONDITIONS.filter((t) => new RegExp(String.raw`\b(?:${t.pattern})`).test(text)).map((t) => t.name);
  it('"anxiety-provoking" is said of a situation, not the anxiety disorder', () => {
    expect(named('i can understand it, it is quite anxiety provoking')).not.toContain('anxiety');
    expect(named('that must be anxiety-inducing')).not.toContain('anxiety');
    expect(named('your anxiety has been better on the sertraline')).toContain('anxiety');
  });

  it('an inflammatory arthritis is not osteoarthritis (decision 748)', () => {
    expect(named('she also had discomfort, which could have been inflammatory arthritis')).not.toContain('osteoarthritis');
    expect(named('you have some arthritis in that knee')).toContain('osteoarthritis');
  });

  it('a migraine cocktail treats a headache; it names no migraine (decision 751)', () => {
    expect(named("while we're waiting for your ct results, i'm going to order a migraine cocktail")).not.toContain('migraine');
    expect(named('i think these are migraines')).toContain('migraine');
  });

  it('a stomach flu is gastroenteritis, not influenza (decision 747)', () => {
    expect(named('he might have a stomach flu, also called gastroenteritis')).toEqual(['gastroenteritis']);
    expect(named('she has a tummy flu')).toEqual(['gastroenteritis']);
    expect(named('i think you have the flu')).toEqual(['influenza']);
  });

  it('gestational diabetes is the pregnancy\'s, not type 2 diabetes (decision 661)', () => {
    expect(named('i had gestational diabetes with my first pregnancy')).toEqual(['gestational diabetes']);
    expect(named('she was a gestational diabetic')).not.toContain('type 2 diabetes');
    expect(named('your diabetes is well controlled')).toContain('type 2 diabetes');
  });
});
