import { describe, expect, it } from 'vitest';
import { asOpening } from './clinician.js';
import { noteOfVisit } from '../fixtures/short-visit.js';

describe('the opening line', () => {
  it('writes the age hyphenated, the name first and in capitals, and "this is a" as the patient', () => {
    expect(asOpening('This is christina cooper, pleasant 65 year old female who was diagnosed with anemia.')).toBe('Christina Cooper is a pleasant 65-year-old female who was diagnosed with anemia.');
    expect(asOpening('Sharon brooks is a 48 year old female here for right finger pain.')).toBe('Sharon Brooks is a 48-year-old female here for right finger pain.');
    expect(asOpening('Beverly is a 53 -year-old female.')).toBe('Beverly is a 53-year-old female.');
    expect(asOpening('This is a 52-year-old male with a pituitary lesion.')).toBe('The patient is a 52-year-old male with a pituitary lesion.');
    expect(asOpening('He is a 59 year old gentleman here for hypogonadism.')).toBe('He is a 59-year-old gentleman here for hypogonadism.');
    expect(asOpening('The patient is a 40-year-old female.')).toBe('The patient is a 40-year-old female.');
  });
});

describe('an age said in the exam dictation (decision 625)', () => {
  it('is the general appearance, not the opening line', async () => {
    const { extractFacts } = await import('./index.js');
    const { splitTranscript } = await import('../transcript.js');
    const { pronounsFor } = await import('../text.js');
    const dialogue =
      '[doctor] so you have been having some problems with your right hip ?\n[patient] yeah , it hurts when i pivot .\n[doctor] okay . please use my general physical exam template . physical exam . ms. reyes is a pleasant 56-year-old woman who is five feet , six inches in height , weighing 169 pounds . blood pressure is 115 over 75 . no ankle edema is noted , no calf tenderness .\n[doctor] on exam of the right hip there is tenderness to palpation of the groin .';
    const facts = extractFacts(splitTranscript(dialogue), { dictation: false, pronouns: pronounsFor('female') }).facts;
    expect(facts.filter((f) => f.kind === 'opening')).toEqual([]);
  });
});

describe('surgery said as likely needed (decision 695)', () => {
  it('is a plan item, though no plan verb is said', async () => {
    const { extractFacts } = await import('./index.js');
    const { splitTranscript } = await import('../transcript.js');
    const { pronounsFor } = await import('../text.js');
    const dialogue =
      "[doctor] so your x-ray shows a fracture of the second metatarsal bone .\n[patient] oh no .\n[doctor] now based on your exam and looking at the x-ray you're most likely going to need surgery of that foot now the surgery will place the bones back in their proper position .";
    const facts = extractFacts(splitTranscript(dialogue), { dictation: false, pronouns: pronounsFor('male') }).facts;
    expect(facts.map((f) => f.text)).toContain('Surgery of the foot likely needed.');
  });
});

describe('what the clinician will have the patient check (decision 696)', () => {
  it('is advice, not an exam announced', async () => {
    const { extractFacts } = await import('./index.js');
    const { splitTranscript } = await import('../transcript.js');
    const { pronounsFor } = await import('../text.js');
    const dialogue = "[doctor] i think you have an exacerbation of your heart failure .\n[patient] okay .\n[doctor] i'm gon na have you check your weights everyday and also";
    const facts = extractFacts(splitTranscript(dialogue), { dictation: false, pronouns: pronounsFor('female') }).facts;
    expect(facts.map((f) => f.text)).toContain('The patient was advised to check her weights every day.');
  });
});

describe('a return proposed and agreed to (decision 697)', () => {
  const followUps = async (dialogue: string) => {
    const { extractFacts } = await import('./index.js');
    const { splitTranscript } = await import('../transcript.js');
    const { pronounsFor } = await import('../text.js');
    return extractFacts(splitTranscript(dialogue), { dictation: false, pronouns: pronounsFor('female') }).facts.filter((f) => f.kind === 'followup').map((f) => f.text);
  };
  it('is the follow-up', async () => {
    expect(await followUps("[doctor] we'll brace the wrist for now .\n[patient] okay .\n[doctor] so how about in a month you come back ?\n[doctor] let's do a checkup again .\n[patient] that sounds good thank you")).toContain('The patient will follow up in 1 month.');
  });
  it('is none when the patient does not agree', async () => {
    expect(await followUps("[doctor] we'll brace the wrist for now .\n[patient] okay .\n[doctor] so how about in a month you come back ?\n[patient] i'll be away then .")).toEqual([]);
  });
});

describe("the clinician's answer to the patient's question (decision 698)", () => {
  it('is a statement, though the sentence model marked it a question', async () => {
    const { extractFacts } = await import('./index.js');
    const { splitTranscript } = await import('../transcript.js');
    const { pronounsFor } = await import('../text.js');
    const dialogue = "[doctor] we're gon na give you a brace .\n[patient] how long do i have to wear that brace ?\n[doctor] you're gon na be wearing the brace for about six weeks ?";
    const facts = extractFacts(splitTranscript(dialogue), { dictation: false, pronouns: pronounsFor('female') }).facts;
    expect(facts.map((f) => f.text)).toContain('Wear brace for 6 weeks.');
  });
});

describe('a result that says more than its measurement (decision 803)', () => {
  const resultsOf = async (dialogue: string) => {
    const { extractFacts } = await import('./index.js');
    const { splitTranscript } = await import('../transcript.js');
    const { pronounsFor } = await import('../text.js');
    return extractFacts(splitTranscript(dialogue), { dictation: false, pronouns: pronounsFor('male') }).facts.filter((f) => f.kind === 'result').map((f) => f.text);
  };
  it('is written whole, the measurement once, in it', async () => {
    const texts = await resultsOf(
      '[doctor] so we did the echocardiogram last week and it does show a preserved ejection fraction of fifty five percent , abnormal diastolic filling and mild mitral regurgitation .',
    );
    expect(texts).toEqual(['Echocardiogram shows preserved ejection fraction of 55%, abnormal diastolic filling and mild mitral regurgitation.']);
  });
  it('is the measurement alone when it says nothing more', async () => {
    expect(await resultsOf('[doctor] so we did the echocardiogram last week and it does show an ejection fraction of fifty five percent .')).toEqual(['Ejection fraction 55%.']);
  });
});

describe('a reflex dictated after the visit (decision 809)', () => {
  it('is an exam finding of the nervous system, not something explained', async () => {
    const { noteOfVisit } = await import('../fixtures/short-visit.js');
    const note = noteOfVisit([
      'Doctor: So I think this is osteoarthritis of the right hip. We will do a cortisone injection today.',
      'Patient: Okay, thank you.',
      'Doctor: Deep tendon reflex is one plus throughout. No focal motor weakness is noted.',
    ]);
    const text = note.section.note_sections.map((s) => s.text).join(' ');
    expect(text).toContain('Neurological: deep tendon reflex is 1+ throughout; no focal motor weakness is noted.');
    expect(text).not.toContain('Explained that deep tendon');
  });
});

describe('advice said before the follow-up in one sentence (decision 936)', () => {
  const plan = (lines: string[]) => noteOfVisit(lines).section.note_sections.find((s) => s.title === 'Plan')!.text;
  const ANKLE = ['Doctor: What brings you in today?', 'Patient: I rolled my right ankle playing basketball yesterday and it really hurts.', 'Doctor: Okay, let me examine your right ankle. There is swelling over the lateral ankle.', 'Doctor: So I think you sprained it. We will put you in an air cast.'];
  it('is advice, and the follow-up is booked', () => {
    const text = plan([...ANKLE, 'Doctor: Ice and elevate it, and I want to see you back in two weeks.']);
    expect(text).toMatch(/advised to ice and elevate the right ankle/);
    expect(text).toMatch(/follow up in 2 weeks/);
  });
  it('but "take care" is a goodbye', () => {
    expect(plan([...ANKLE, 'Doctor: Take care, and I will see you back in two weeks.'])).not.toMatch(/take care/i);
  });
});

describe('a return said under its condition, with another step after it (decision 942)', () => {
  const plan = (lines: string[]) => noteOfVisit(lines).section.note_sections.find((s) => s.title === 'Plan')!.text;
  const COUGH = ['Doctor: What brings you in?', 'Patient: I have had this cough for about two weeks now.', 'Doctor: Let me listen to your lungs. I hear some scattered wheezes.', 'Doctor: So I think you have acute bronchitis.'];
  it('is conditional, as the step is', () => {
    const text = plan([...COUGH, 'Doctor: Otherwise come back if it is not better in two weeks, and we will get a chest x-ray.']);
    expect(text).toMatch(/Consider chest x-ray if symptoms do not improve\./);
    expect(text).toMatch(/follow up in 2 weeks if symptoms do not improve\./);
  });
  it('but a return booked before the condition stays booked', () => {
    expect(plan([...COUGH, "Doctor: Come back in about a week, and if it's not better, we'll get an x-ray at that time."])).toMatch(/follow up in 1 week\./);
  });
});
