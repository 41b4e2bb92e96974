/**
 * A plan decision is written as a note writes it, with its sign, drug, dose and frequency (issue 10: "we'll bump the
 * lisinopril up to 20" → "Increase lisinopril to 20 mg daily"; "don't start" is never "start"). Sentences written for
 * the purpose, each said after the same assessment.
 */
import { describe, expect, it } from 'vitest';
import { noteOfVisit } from './fixtures/short-visit.js';

const DECISIONS: [said: string, written: RegExp, never?: RegExp][] = [
  ["I'm going to order an x-ray of your knee.", /Order (?:knee x-ray|x-ray of the knee)\./i],
  ["We'll bump the lisinopril up to 20.", /Increase lisinopril to 20 mg/i],
  ["Let's go ahead and start you on metformin 500 milligrams twice a day.", /Start metformin 500 mg twice daily/i],
  ["I don't want to start any new medications today.", /No new medications? (?:started|today)/i, /Start any/i],
  ["Let's stop the ibuprofen since it's upsetting your stomach.", /(?:Discontinue|Stop) ibuprofen/i],
  ["I want you to continue the amlodipine 5 milligrams daily.", /Continue amlodipine 5 mg daily/i],
  ["I'm going to refer you to physical therapy.", /Refer(?:ral)? to physical therapy/i],
  ["I'd like to get some blood work, a CBC and a metabolic panel.", /CBC/],
  ["Come back and see me in 3 months.", /(?:Follow|Return)[^.]*3 months/i],
  ["We'll cut the metoprolol down to 25 milligrams twice a day.", /Decrease metoprolol to 25 mg twice daily/i],
  ["I'm going to send in a prescription for amoxicillin 875 milligrams twice a day for 10 days.", /amoxicillin 875 mg twice daily for 10 days/i],
  ["Hold the metformin for 2 days after the CT with contrast.", /Hold metformin/i],
  ["You don't need any antibiotics for this.", /No (?:new )?antibiotic/i, /Start antibiotic/i],
  ['I think we should start with diet and exercise.', /Lifestyle modification advised: diet and exercise\./],
  ["Let's try a low salt diet first.", /Lifestyle modification advised: low salt diet\./],
  ["Let's go up on the metformin to a thousand twice a day.", /Increase metformin to 1000 mg twice daily/i],
  ["We'll treat you with penicillin or, I'm sorry, amoxicillin, 500 milligrams three times a day.", /Start amoxicillin 500 mg 3 times daily/i, /penicillin/i],
  ["Let's start you on penicillin, or sorry, amoxicillin, 500 milligrams three times a day.", /Start amoxicillin 500 mg 3 times daily/i, /penicillin/i],
  ["We'll treat you with cephalexin 500 milligrams four times a day.", /Start cephalexin 500 mg 4 times daily/i],
  // Said without marks, as a cleft: not a question.
  ['so what i want you to do is continue your lisinopril twenty milligrams once daily', /Continue lisinopril 20 mg daily/i],
  ["I'm going to write you a consult to nutrition.", /Refer to nutrition/i],
  ['Awesome, weigh yourself daily.', /The patient was advised to weigh (?:herself|himself) daily\./],
  ['Okay good, get a scale weigh yourself daily.', /The patient was advised to get a scale and weigh (?:herself|himself) daily\./],
  ['Call me if you gain three pounds in two days.', /The patient was advised to call if (?:she|he) gains 3 pounds in 2 days\./],
  // A start and a continue in one sentence, without a word that announces a plan: both decisions.
  ['So I want you to start meloxicam, 15 milligrams daily, and continue Zyrtec as needed.', /Start meloxicam 15 mg daily\.[^]*Continue Zyrtec as needed\./],
  ['I want you to continue on the omeprazole, 40 milligrams, once a day and continue with those dietary modifications.', /Continue omeprazole 40 mg daily\.[^]*dietary modifications/],
  // A dose said with a verb, two sentences after the drug started without one, is its dose; a number split off is not.
  ["I'm going to prescribe you a low dose of prednisone. And so that will help with the inflammation. I'm going to give you forty milligrams daily for five days.", /Start prednisone 40 mg daily for 5 days\./],
  ["We'll add Aldactone. Five milligrams daily and labs next week.", /Start Aldactone\./, /Aldactone 5 mg/],
  // Advice said in the sentence of a prescription is kept; "take / use that" gives the drug just named its schedule or
  // course; holding off on an activity is avoiding it.
  ["Now we're also going to have you apply ice to the knee for twenty minutes three times a day and I want you to take ibuprofen, that's going to be six hundred milligrams every 6 hours.", /^(?=[^]*apply ice to the knee for 20 minutes 3 times a day)(?=[^]*Start ibuprofen 600 mg every 6 hours\.)/],
  ["I want you to take ibuprofen, six hundred milligrams every 6 hours. With food, and I want you to take that for a full week.", /Start ibuprofen 600 mg every 6 hours with food for 1 week\./],
  ["I would like you to use clobetasol, that's a 0.05 percent solution, and I want you to use that twice daily on the affected areas.", /Start clobetasol 0\.05% solution twice daily\./],
  ['But I want you to hold off for the next couple of weeks on doing any type of pottery work.', /advised to avoid pottery work for the next couple of weeks\./],
  // An increase said without a word that announces a plan is a decision; a change said in the past is not today's.
  ["Now, I've mentioned, you know, increase the, uh, Clenil to four puffs twice a day.", /Increase Clenil to 4 puffs twice daily\./],
  ['We switched her from a furosemide to torsemide and she is doing a lot better.', /^(?![^]*Switch to torsemide)/],
  // The drug a new one is compared with is not the one decided.
  ['I can prescribe you something, similar to ibuprofen, but a bit stronger, which you can take instead of ibuprofen.', /^(?![^]*ibuprofen)/i],
  ["I'm going to recommend we give you some Motrin, 800 milligrams. Uh, you can take it about every six hours, uh, with food.", /Start Motrin 800 mg every 6 hours with food\./],
  // A proposal wondered about, decided by the sentence after it.
  ['I wonder whether giving you a stronger prescription of a steroid may be beneficial. Uh, which I am happy to prescribe to you today.', /Start a stronger steroid\./],
  // A test maybe done later is considered, not ordered; one whose purpose is to see is ordered.
  ['Contact the office and we can get you back in and possibly do an MRI if we, you know, need to.', /Consider MRI\./, /Order MRI/],
  ["We'll order a hemoglobin A1c to see if we need to make any adjustments to your metformin.", /Order hemoglobin A1c\./],
  // A choice offered and a comparison are no decisions.
  ["Okay, so option one would be to continue using the Wixela like you're using it now.", /^(?![^]*Continue Wixela)/],
  ['If your breathing numbers are looking great we can work on getting you something lower than Wixela.', /^(?![^]*Decrease Wixela)/],
  // A drug to keep away from is never started.
  ['Try not to take any ibuprofen and try to cut down on any alcohol intake, okay?', /Avoid ibuprofen\./, /Start ibuprofen/],
  ["Don't take any Advil for this.", /Avoid Advil\./, /Start Advil/i],
  // "Go ahead and put you on" starts the drug: it is no drug the patient takes, and no start lost as one (decision 434).
  ["I'm gonna go ahead and put you on some naprosyn and some flexeril which is a muscle relaxer.", /Start Naprosyn\.[^]*Start Flexeril\./],
  ['I think that we should go ahead and put you on protonix, 40 milligrams, once a day to help with the gastritis.', /Start Protonix 40 mg daily/],
  ["And, um, we're going to, uh, put you on some carvedilol 25 milligrams, twice a day.", /Start carvedilol 25 mg twice daily/],
  // A stated impression and an order said in one sentence: the order is read too, a CAT scan written as a CT scan.
  ['I think this is hypersensitivity pneumonitis and I will also be ordering a cat scan of your lungs which will help confirm the diagnosis.', /Order CT scan of the lungs/],
  // A verb after the drug with an object of its own is not said of the drug.
  ["I'm going to prescribe Zantac 150 milligrams twice a day. Take the Zantac before your meals, and cut back on the spicy food.", /Start Zantac 150 mg twice daily\./, /Decrease Zantac/i],
];

const planOf = (said: string) =>
  noteOfVisit(['Patient: I came in for my blood pressure and my knee.', 'Doctor: On exam, your knee has some swelling.', 'Doctor: I think you have knee osteoarthritis and hypertension.', `Doctor: ${said}`]).section.note_sections.find(
    (s) => s.title === 'Plan',
  )?.text ?? '';

describe('a plan decision', () => {
  it('is written with its sign, drug, dose and frequency', () => {
    const wrong = DECISIONS.map(([said, written, never]) => ({ said, plan: planOf(said), written, never })).filter((x) => !x.written.test(x.plan) || (x.never && x.never.test(x.plan)));
    expect(wrong).toEqual([]);
  });
});

describe('treatment declined today and left for later (decision 433)', () => {
  it('reads a plan said with a tag ("… okay") as a plan, not a question', () => {
    const plan = noteOfVisit([
      'Patient: I came in for my knee.',
      'Doctor: I think you have knee osteoarthritis.',
      "Patient: so you're not recommending any kind of treatment there is no pill or cream or nothing",
      "Doctor: not at this time because she seems to be doing well overall and the knee has n't impacted her activities but if it worsens then we can consider some treatment okay",
      'Patient: alright sounds good',
    ]).section.note_sections.find((s) => s.title === 'Plan')?.text ?? '';
    expect(plan).toMatch(/No treatment at this time\. Consider treatment if symptoms worsen\./);
  });
});

describe('antibiotics and a culture belong to the infection or the wound (decision 510)', () => {
  it('writes them under the foot ulcer, not the diabetes discussed last', () => {
    const plan = noteOfVisit([
      'Patient: I came in for the sore on my foot.',
      'Doctor: On exam, there is an ulcer on your right foot.',
      'Doctor: I think you have a diabetic foot ulcer. You also have type 2 diabetes.',
      "Doctor: For the foot ulcer, I'm going to do a debridement today. As far as your diabetes is concerned, follow up with your endocrinologist.",
      "Doctor: We're going to go ahead and continue your antibiotics, and I want to get a culture.",
    ]).section.note_sections.find((s) => s.title === 'Plan')?.text ?? '';
    const diabetes = plan.split('\n').find((line) => /^Type 2 diabetes/i.test(line)) ?? '';
    expect(diabetes).not.toMatch(/antibiotic|culture/i);
    expect(plan).toMatch(/ulcer[^\n]*Continue antibiotics/i);
  });
});

describe("the patient's choice to hold off on a test offered (decision 517)", () => {
  it('writes "The patient prefers to hold off on EGD."', () => {
    const plan = noteOfVisit([
      'Patient: I came in for the chest pain I had three months ago.',
      'Doctor: I think the chest pain was likely from stress. We could do an EGD to look at your esophagus, or we could continue to monitor for symptoms. What do you think?',
      "Patient: I'd like to hold off on the EGD and wait to see if I have more symptoms.",
      'Doctor: That sounds good.',
    ]).section.note_sections.find((s) => s.title === 'Plan')?.text ?? '';
    expect(plan).toMatch(/The patient prefers to hold off on EGD\./);
    expect(plan).not.toMatch(/Order EGD/);
  });
});

describe('a treatment the clinician says "might be worth taking" is started (decision 540)', () => {
  it('writes "Start an antibiotic." for "it might be worth taking a three day course of antibiotics"', () => {
    const plan = noteOfVisit([
      'Patient: I came in for the pain in my lower tummy; it burns when I pass urine.',
      'Doctor: So, it may be possible that you might be having an infection in the urine.',
      'Doctor: Um, it might be worth taking a three day course of antibiotics.',
    ]).section.note_sections.find((s) => s.title === 'Plan')?.text ?? '';
    expect(plan).toMatch(/Start an antibiotic/);
  });
});

describe('"start taking them, twice a day for three days" after the talk of the course is its schedule (decision 541)', () => {
  it('writes "Start an antibiotic twice daily for 3 days."', () => {
    const plan = noteOfVisit([
      'Patient: I came in for the pain in my lower tummy; it burns when I pass urine.',
      'Doctor: So, it may be possible that you might be having an infection in the urine.',
      'Doctor: Um, it might be worth taking a three day course of antibiotics. To clear that.',
      'Doctor: But, if the pain is getting worse, or you have a high temperature or back pain, we should speak to you again.',
      'Patient: Uh-huh, OK.',
      'Doctor: So, are you happy to take a course of antibiotics, if I send it through to the pharmacy?',
      "Patient: Uh, yeah, that's fine. If it helps, yeah. OK.",
      "Doctor: OK, so I can do that for you. Start taking them as soon as you get them, it's just twice a day for three days.",
    ]).section.note_sections.find((s) => s.title === 'Plan')?.text ?? '';
    expect(plan).toMatch(/Start an antibiotic twice daily for 3 days\./);
  });
});

describe('an ankle sprain said as what "it" is, and the care said in a list (decision 946)', () => {
  const ANKLE = ['Doctor: What brings you in today?', 'Patient: I twisted my right ankle playing soccer yesterday and now my ankle really hurts when I walk.', 'Doctor: On exam there is swelling over the lateral ankle, no bony tenderness.'];
  const planOfAnkle = (lines: string[]) => noteOfVisit([...ANKLE, ...lines]).section.note_sections.find((s) => s.title === 'Plan')?.text ?? '';
  it('"It\'s just a sprain." begins the assessment: what follows is its plan', () => {
    const plan = planOfAnkle(["Doctor: It's just a sprain.", 'Doctor: Use crutches for the next few days.', 'Doctor: Wear an ankle brace.']);
    expect(plan).toMatch(/^Sprain of the right ankle\.[^\n]*use crutches for the next few days\.[^\n]*wear an ankle brace\./m);
  });
  it('writes "rest, ice, and elevate it" as advice of the part, and "keep it elevated when you can"', () => {
    expect(planOfAnkle(['Doctor: You have a right ankle sprain. I want you to rest, ice, and elevate it.'])).toMatch(/advised to rest, ice, and elevate the (?:right )?ankle\./);
    expect(planOfAnkle(['Doctor: You have a right ankle sprain.', 'Doctor: I want you to keep it elevated when you can.'])).toMatch(/advised to keep the (?:right )?ankle elevated when possible\./);
    // A verb corrected as it is said is still no advice.
    expect(planOfAnkle(['Doctor: You have a right ankle sprain.', 'Doctor: I want you to take, drink that.'])).not.toMatch(/drink/);
  });
});

describe('a referral to therapy said without its kind, and a pulled muscle (decision 949)', () => {
  it('writes "Refer to therapy." and talk therapy once', () => {
    const plan = noteOfVisit(['Patient: I have been feeling down for months.', 'Doctor: Your PHQ-9 score today was 12.', 'Doctor: So for your depression, your PHQ-9 is 12, so I will refer you to therapy.']).section.note_sections.find((s) => s.title === 'Plan')?.text ?? '';
    expect(plan).toMatch(/Refer to therapy\./);
    const talk = noteOfVisit(['Patient: I have been feeling down for months.', "Doctor: So for your depression, I'm going to refer you for talk therapy."]).section.note_sections.find((s) => s.title === 'Plan')?.text ?? '';
    expect(talk).toMatch(/Refer to talk therapy\./);
    expect(talk).not.toMatch(/talk therapy for talk therapy/);
  });
  it('codes "a pulled muscle in your back" as the lower back\'s strain', () => {
    const codes = noteOfVisit(['Patient: My back has been hurting since I lifted a box.', 'Doctor: On exam, there is tenderness over the lower back muscles.', 'Doctor: So it sounds like you have a pulled muscle in your back.']).section.diagnostic_codes.map((c) => c.code);
    expect(codes).toContain('S39.012A');
  });
});

describe('a procedure considered if "it\'s not better" (decision 956)', () => {
  it('writes the condition said with a contraction, and "consider" under it', () => {
    const plan = (said: string) => planOf(said);
    expect(plan("If it's not better in six weeks, we'll consider a steroid injection.")).toMatch(/Consider steroid injection if symptoms do not improve\./);
    expect(plan("If it's not better, we'll refer you to physical therapy.")).toMatch(/Consider referral to physical therapy if symptoms do not improve\./);
  });
});
