import { describe, expect, it } from 'vitest';
import { noteOfVisit } from '../fixtures/short-visit.js';

const medications = (lines: string[]) => noteOfVisit(lines, 'male').section.note_sections.find((s) => s.title === 'Medications')?.text ?? '';

describe('a drug the patient says did not work (decision 493)', () => {
  it('is listed as tried without relief', () => {
    expect(medications(['[doctor] have you tried anything for the headaches?', "[patient] i tried tylenol a few times for the headaches but it didn't work, so i stopped."])).toBe(
      'Not currently taking Tylenol; tried without relief.',
    );
    expect(medications(['[doctor] what are you taking for the pain?', "[patient] i take ibuprofen but ibuprofen doesn't help me."])).toBe('Ibuprofen, without relief.');
  });
  it('not when it fails only sometimes, or only if', () => {
    expect(medications(['[doctor] what helps you sleep?', "[patient] i take melatonin, it's just sometimes melatonin doesn't work."])).toBe('Melatonin.');
    expect(medications(['[doctor] what are you taking?', "[patient] i take ibuprofen and if it doesn't help i call you."])).toBe('Ibuprofen.');
  });
});

describe('"on this occasion" is no drug taken (decision 499)', () => {
  it('does not list a drug the clinician says would not help on this occasion', () => {
    expect(medications(['[doctor] do you take any medications?', "[patient] i'm not on any medication.", "[doctor] paracetamol on this occasion, wouldn't be helpful."])).toBe('No current medications.');
  });
  it('lists a drug the patient is said to be on', () => {
    expect(medications(['[doctor] how are you doing on the lisinopril?', "[patient] it's fine."])).toBe('Lisinopril.');
  });
});

describe('nothing taken, said of the medications (decision 571)', () => {
  it('lists no current medications', () => {
    expect(medications(["[doctor] for your current medications , it does n't look like you're taking anything at this time ."])).toBe('No current medications.');
  });
  it('not when nothing is taken for one complaint only', () => {
    expect(medications(["[patient] i'm not taking anything for the pain .", '[patient] i take lisinopril for my blood pressure .'])).toBe('Lisinopril.');
  });
});

describe('a dose the patient gave before the clinician named the drug (decision 576)', () => {
  it('is the dose of the drug the patient confirms', () => {
    expect(medications(["[doctor] and what are you taking ?", "[patient] i'm taking 25 milligram tablets , twice daily .", "[doctor] okay , and that's the ferrous sulfate ?", "[patient] yeah , that's it ."])).toBe('Ferrous sulfate 25 mg twice daily.');
  });
  it('not when the patient says it is another', () => {
    expect(medications(["[patient] i'm taking 25 milligram tablets , twice daily .", "[doctor] okay , and that's the ferrous sulfate ?", '[patient] no , that is my vitamin .'])).not.toMatch(/25 mg/);
  });
});

describe('a British brand said as the drug (decision 608)', () => {
  it('is on the medication list', () => {
    expect(medications(['[doctor] are you on any medication at all?', '[patient] uh, just seroxat.'])).toMatch(/Seroxat/);
    expect(medications(['[doctor] do you take anything for it?', '[patient] i take a rennie if i need to.'])).toMatch(/Rennie/);
  });
});

describe('iron and the ferrous sulfate named in the same visit (decision 642)', () => {
  it('are one drug, listed by the preparation', () => {
    expect(medications(['[doctor] are you taking any supplements?', "[patient] i'm taking my iron pills, 325 milligrams once a day.", "[doctor] and that's the ferrous sulfate?", '[patient] yes.'])).toBe('Ferrous sulfate 325 mg daily.');
  });
  it('iron alone is listed as said', () => {
    expect(medications(['[doctor] are you taking any supplements?', "[patient] i'm taking my iron pills every day."])).toMatch(/^Iron\b/);
  });
});

describe('a nutrient named in the food that carries it (decision 643)', () => {
  it('is no medication', () => {
    expect(medications(['[doctor] i asked her to continue each dose with vitamin c found in orange juice.'])).not.toMatch(/Vitamin C/);
    expect(medications(['[patient] i get my calcium in dairy mostly.'])).not.toMatch(/Calcium/);
  });
  it('a nutrient taken as a pill still is', () => {
    expect(medications(["[patient] i take vitamin c every day."])).toMatch(/^Vitamin C\b/);
  });
});

describe('a drug stopped, wanted or taken before (decision 737)', () => {
  it('is not a current medication', () => {
    expect(medications(['[doctor] are you taking any medications for that?', '[patient] yes, i was still taking something called zyprexa, but i stopped it after my last regular weight check.'])).not.toMatch(/^Zyprexa/);
    expect(medications(['[doctor] are you taking any medications?', '[patient] well, they wanted me to take coumadin but i had a subdural hematoma so they would not let me.'])).not.toMatch(/^Coumadin/);
    expect(medications(['[doctor] any psychological conditions?', "[patient] well, i have depression, and i've had panic attacks while taking doxepin before."])).not.toMatch(/^Doxepin/);
  });
  it('a drug taken before meals still is', () => {
    expect(medications(['[doctor] are you taking any medications?', '[patient] i take metformin before meals.'])).toMatch(/^Metformin/);
  });
});

describe('older brand names still said (decision 771)', () => {
  it('are medications', () => {
    expect(medications(['[doctor] what medications are you on?', '[patient] i take aciphex every day and glucotrol five milligrams twice a day, and ziac for my blood pressure.'])).toBe(
      'Aciphex daily. Glucotrol 5 mg twice daily. Ziac.',
    );
  });
});

describe('an allergy said with its reaction (decision 817)', () => {
  const visit = (lines: string[]) => noteOfVisit(lines, 'female').section;
  const lines = ['[patient] it burns when i pee .', '[doctor] any allergies to medications ?', "[patient] yes , i'm allergic to sulfa , i get a rash ."];
  it('writes the reaction with the allergy, not as a symptom of the visit', () => {
    const note = visit(lines);
    expect(note.note_sections.find((s) => s.title === 'Allergies')!.text).toBe('Allergic to sulfa (rash).');
    expect(note.note_sections.find((s) => s.title === 'Review of Systems')!.text).not.toMatch(/rash/i);
  });
  it('nor the answer to "what kind of reaction?"', () => {
    const note = visit(['[patient] it burns when i pee .', '[doctor] are you allergic to anything ?', '[patient] penicillin .', '[doctor] what kind of reaction ?', '[patient] i get a really bad rash .']);
    expect(note.note_sections.find((s) => s.title === 'Review of Systems')!.text).not.toMatch(/rash/i);
  });
  it('a rash of now, said beside an allergy, is still one', () => {
    const note = visit(['[doctor] what brings you in ?', "[patient] i have a rash on my arm since yesterday . i'm allergic to penicillin ."]);
    expect(note.note_sections.find((s) => s.title === 'Review of Systems')!.text).toMatch(/rash/i);
  });
});

describe('the dose given to the next question of "it" (decision 819)', () => {
  it('is the dose of the drug asked about before', () => {
    expect(medications(['[doctor] hi , how have you been since we started the sertraline ?', '[patient] a bit better i think .', '[doctor] are you taking it every day ?', '[patient] yes , 50 milligrams every morning .'])).toBe(
      'Sertraline 50 mg every morning.',
    );
  });
});

describe('an electrolyte checked is no medication (decision 820)', () => {
  it('lists potassium only as taken', () => {
    expect(medications(['[doctor] you are on amlodipine 5 mg daily .', "[doctor] we'll check labs to make sure your kidneys and potassium are okay ."])).toBe('Amlodipine 5 mg daily.');
    expect(medications(['[patient] i take potassium chloride 20 meq daily .'])).toMatch(/^Potassium(?: chloride)? 20 mEq daily\./);
  });
});

describe('the medication list in the patient\'s words (decision 881)', () => {
  const meds = (answer: string) =>
    noteOfVisit(['Doctor: What brings you in today?', 'Patient: Just a checkup on my blood pressure.', 'Doctor: What medications are you taking?', `Patient: ${answer}`, 'Doctor: Okay. Let me examine you. Your heart sounds normal.']).section.note_sections.find((s) => s.title === 'Medications')!.text;
  it('writes none taken, said as the answer to what is taken', () => {
    expect(meds("I don't take anything.")).toBe('No current medications.');
    expect(meds("I'm not on anything.")).toBe('No current medications.');
    expect(meds("I don't take anything except Tylenol.")).not.toMatch(/No current medications/);
  });
  it('reads a single-digit strength said last ("amlodipine 5")', () => {
    expect(meds('Lisinopril 20 and amlodipine 5.')).toBe('Lisinopril 20 mg. Amlodipine 5 mg.');
    expect(meds('I take amlodipine 5 days a week.')).not.toMatch(/5 mg/);
  });
});

describe("the dose taken and the dose advised today (decision 935)", () => {
  it("does not give the patient's dose the frequency of the clinician's new one", () => {
    const visit = [
      'Doctor: Have you taken anything for the pain?',
      'Patient: I took some ibuprofen, 400 milligrams, and it helped a little.',
      'Doctor: So I think you sprained it. We will put you in an air cast, and you can take ibuprofen 600 milligrams three times a day with food.',
    ];
    expect(medications(visit)).toBe('Ibuprofen 400 mg, with some relief.');
  });
  it('keeps the frequency the clinician gives the same dose', () => {
    expect(medications(['Doctor: What do you take?', 'Patient: I take lisinopril 10 mg.', 'Doctor: Okay, continue the lisinopril 10 mg once a day.'])).toBe('Lisinopril 10 mg daily.');
  });
});

describe('"how much are you taking?" asked a while after the drug (decision 943)', () => {
  it('gives the drug the visit is about its dose', () => {
    const visit = [
      'Doctor: Hi Emma, how have you been since we started the sertraline?',
      'Patient: Better, I think. I still feel down most days.',
      'Doctor: Any thoughts of hurting yourself?',
      'Patient: No, nothing like that.',
      'Doctor: How is your appetite?',
      'Patient: It is okay.',
      'Doctor: Any side effects, like nausea?',
      'Patient: A little nausea the first week, but that went away.',
      'Doctor: How much are you taking?',
      'Patient: 50 milligrams every morning.',
      'Doctor: So I want to increase the sertraline to 100 milligrams daily.',
    ];
    expect(medications(visit)).toBe('Sertraline 50 mg every morning.');
  });
});

describe('a drug advised before "and you can keep taking" another (decision 955)', () => {
  it('lists the drug kept, not the one advised', () => {
    const meds = noteOfVisit(['Patient: My left shoulder hurts. I have been taking Tylenol, 500 milligrams, a couple times a day.', 'Doctor: I think you have rotator cuff tendinitis.', 'Doctor: You can take ibuprofen, 400 milligrams, three times a day with food, for the next two weeks, and you can keep taking the tylenol.']).section.note_sections.find((s) => s.title === 'Medications')!.text;
    expect(meds).toMatch(/Tylenol 500 mg/);
    expect(meds).not.toMatch(/Ibuprofen/);
    // A list goes on after ", and": every item is taken.
    expect(noteOfVisit(['Doctor: For medications, I have that you take CoQ10, vitamin D, fish oil, and elderberry.']).section.note_sections.find((s) => s.title === 'Medications')!.text).toMatch(/Elderberry/);
  });
});
