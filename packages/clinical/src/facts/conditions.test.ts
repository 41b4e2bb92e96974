import { describe, expect, it } from 'vitest';
import { loadIcd10 } from '../icd10.js';
import { noteOfVisit } from '../fixtures/short-visit.js';
import { onSide, statusOf } from './conditions.js';

describe('the side of a stated diagnosis coded through the index (decision 321)', () => {
  const icd10 = loadIcd10();
  const code = (c: string) => icd10.get(c)!;

  it('takes the side the visit said when the index picked the other one, an injury keeping its 7th character', () => {
    // "An ankle sprain of the lateral ligament complex" of a left ankle: the index's entry was the right ankle's.
    expect(onSide(code('S93.401A'), 'left', icd10).code).toBe('S93.402A');
    expect(onSide(code('M77.02'), 'right', icd10).code).toBe('M77.01');
    expect(onSide(code('S52.501A'), 'left', icd10).code).toBe('S52.502A');
  });

  it('leaves a code of the said side, of no side, or without a side said', () => {
    expect(onSide(code('S93.402A'), 'left', icd10).code).toBe('S93.402A');
    expect(onSide(code('S93.401A'), undefined, icd10).code).toBe('S93.401A');
    expect(onSide(code('J18.9'), 'left', icd10).code).toBe('J18.9');
  });
});

describe('the status a sentence gives a condition', () => {
  it('is worsening for a flare or exacerbation now, not for one to prevent or watch for, nor for flares in general (decision 468)', () => {
    expect(statusOf('i think this is an acute exacerbation of your arthritis')).toBe('worsening');
    expect(statusOf("your gout has been flaring up this week")).toBe('worsening');
    expect(statusOf('we will add symbicort to kind of help prevent those exacerbations')).toBeUndefined();
    expect(statusOf('if you have a flare, call the office')).toBeUndefined();
    expect(statusOf('to help you with your exacerbations during the summer months')).toBeUndefined();
    expect(statusOf('no flare ups since your last visit, so continue the allopurinol')).toBeUndefined();
  });
});

describe('what happened recently or was just noticed is the present illness, not past history (decision 580)', () => {
  const history = (said: string) =>
    noteOfVisit(['[doctor] How can I help you?', `[patient] ${said}`, '[doctor] Any past medical history?', '[patient] A bit of eczema.', '[doctor] Take an antihistamine.']).section.note_sections.find((s) => s.title === 'Past Medical History')?.text ?? '';
  it('leaves a sting of recently, or a symptom just noticed, out of the history', () => {
    expect(history('I got stung by a wasp, um, recently, and my arm is sore.')).not.toMatch(/wasp sting/);
    expect(history('I noticed a ringing in my ear and it does not go away.')).not.toMatch(/tinnitus/);
    expect(history('I got stung by a wasp recently.')).toMatch(/history of eczema/);
  });
  it('keeps a condition the patient calls theirs, or says as past', () => {
    expect(history('My asthma has been worse lately.')).toMatch(/asthma/);
    expect(history('My anxiety and depression have been worse lately.')).toMatch(/depression/);
    expect(history('I was stung by a wasp years ago and I noticed my lips swelled.')).toMatch(/wasp sting/);
  });
});

describe('the clinician\'s "your" that is only the body part\'s in a symptom said back (decision 584)', () => {
  const history = (echo: string) =>
    noteOfVisit(['[doctor] How can I help you?', '[patient] My hearing has gone down on the left.', '[patient] I think, occasionally I get a ringing in my ear.', `[doctor] ${echo}`, '[doctor] Any past medical history?', '[patient] A bit of eczema.']).section.note_sections.find((s) => s.title === 'Past Medical History')?.text ?? '';
  it('does not make the symptom a past history', () => {
    expect(history('Some, some ringing in your ear. OK.')).not.toMatch(/tinnitus/);
  });
  // The clinician's "your tinnitus" is the patient's; come back, it is today's complaint, which the past history does
  // not repeat (decision 898; it had been listed there too).
  it('makes a condition the clinician calls the patient\'s, come back today, the complaint and not a past history', () => {
    expect(history('So your tinnitus is back.')).not.toMatch(/tinnitus/);
    expect(noteOfVisit(['[doctor] How can I help you?', '[patient] My hearing has gone down on the left.', '[doctor] So your tinnitus is back.']).section.note_sections.find((s) => s.title === 'Chief Complaint')!.text).toBe('Tinnitus.');
  });
});

describe('an allergic reaction or a sting is an event, past history only when said as past (decision 588)', () => {
  const history = (lines: string[]) =>
    noteOfVisit(['[doctor] How can I help you?', '[patient] I have chest pain.', '[doctor] Any past medical history?', '[patient] I have asthma.', ...lines]).section.note_sections.find((s) => s.title === 'Past Medical History')?.text ?? '';
  it('leaves the reaction an allergy causes out of the history', () => {
    const text = history(['[doctor] Any allergies?', '[patient] I have an allergy to aspirin.', '[doctor] Is it like an allergic reaction?', "[patient] Yeah, it's an allergic reaction, so I swell up a bit."]);
    expect(text).not.toMatch(/allergic reaction/);
    expect(text).toMatch(/history of asthma/);
  });
  it('keeps one said as past', () => {
    expect(history(['[patient] I had anaphylaxis to peanuts as a kid.'])).toMatch(/anaphylaxis/);
  });
});

describe('a diagnosis the patient says a doctor made is past history (decision 589)', () => {
  const history = (question: string, answer: string) =>
    noteOfVisit(['[doctor] How can I help you?', '[patient] My elbow is swollen.', '[patient] I think I have something like osteoarthritis.', `[doctor] ${question}`, `[patient] ${answer}`, '[doctor] Okay.']).section.note_sections.find((s) => s.title === 'Past Medical History')?.text ?? '';
  it('lists it when the patient says yes', () => {
    expect(history("Have you ever seen a doctor who's confirmed that, and told you you've got osteoarthritis?", 'Um, yes. Yes, a few years ago.')).toMatch(/history of osteoarthritis/);
    expect(history('Has a doctor ever told you that you have hypertension?', 'Yes.')).toMatch(/history of hypertension/);
  });
  it('does not when the patient says no', () => {
    expect(history('Has a doctor ever told you that you have hypertension?', 'No, never.')).not.toMatch(/hypertension/);
  });
});

describe('a condition said to be the patient\'s right after its name is theirs, whoever was named before it (decision 654)', () => {
  const assessment = (impression: string) =>
    noteOfVisit(['[doctor] How can I help you?', '[patient] I have had diarrhea and vomiting for two days.', '[patient] My brother had the same thing last week.', `[doctor] ${impression}`, '[doctor] Keep drinking the rehydration salts.'])
      .section.note_sections.find((s) => s.title === 'Assessment')?.text ?? '';
  it('reads the impression of the patient that names a relative as its reason', () => {
    expect(assessment("Because your brother's had a similar thing, it sounds like it might be a gastroenteritis that you've got.")).toMatch(/possible gastroenteritis/i);
  });
  it('still gives a relative the condition said of them', () => {
    expect(assessment("Your brother's had a gastroenteritis, so it could be going around.")).not.toMatch(/gastroenteritis/i);
  });
});

describe('a condition the clinician follows up with a question (decision 752)', () => {
  const codes = (lines: string[]) => noteOfVisit(lines).section.diagnostic_codes.map((c) => c.code);
  it('is a problem of the visit when the answer gives its course, asked before or after its name', () => {
    expect(codes(["[doctor] How's your asthma since you started using your inhaler again?", '[patient] Much better.'])).toEqual(['J45.909']);
    expect(codes(['[doctor] And as for your sinusitis, how have you been feeling since finishing your antibiotics?', '[patient] Much better.'])).toEqual(['J01.90']);
    expect(codes(['[doctor] How are you handling your diabetes?', "[patient] It's getting better."])).toEqual(['E11.9']);
    // "I've been better" is no improvement; a question of how long is a history question.
    expect(codes(['[doctor] How is your asthma?', "[patient] I've been better."])).toEqual([]);
    expect(codes(['[doctor] How long have you been living with diabetes?', '[patient] About thirty five years, much better now.'])).toEqual([]);
  });

  it('is a problem of the visit when asked as acting up again and said to be flaring (decision 788)', () => {
    expect(codes(['[doctor] Are you having issues with your hand eczema again?', '[patient] Yes, it has been flaring.'])).toEqual(['L30.9']);
    expect(codes(['[doctor] Are you having issues with your asthma?', '[patient] No, it has been fine.'])).toEqual([]);
  });

  it('is one problem when the transcript heard it as hyperthyroidism once and the treatment says hypothyroidism', () => {
    const assessment = noteOfVisit(['[doctor] And in terms of your hyperthyroidism, how are you doing with the synthroid?', '[patient] Much better.', '[doctor] For your hypothyroidism, continue the synthroid.']).section.note_sections.find((s) => s.title === 'Assessment')!.text;
    expect(assessment.match(/Hypothyroidism/g)).toHaveLength(1);
  });
});

describe('the condition the patient says the visit is for (decision 777)', () => {
  const codes = (lines: string[]) => noteOfVisit(lines).section.diagnostic_codes.map((c) => c.code);
  const FOLLOW_UP = ['[doctor] How have you been?', '[patient] Good.', "[doctor] Your creatinine is stable at 1.2, so let's continue the tacrolimus 2 mg twice a day."];
  it('is a problem of the visit, coded', () => {
    expect(codes(['[doctor] What brings you in?', "[patient] I'm here to follow up on my kidney transplant.", ...FOLLOW_UP])).toEqual(['Z94.0']);
    expect(codes(['[doctor] What brings you in?', '[patient] I came in about my kidney transplant.', ...FOLLOW_UP])).toEqual(['Z94.0']);
    expect(codes(['[doctor] Hello.', "[patient] Great. I'm just here for my yearly physical.", '[doctor] Any health problems?', '[patient] No.'])).toEqual(['Z00.00']);
  });
  it('is not a condition the patient only mentions, guesses or says another person came for', () => {
    expect(codes(['[doctor] What brings you in?', '[patient] I had a kidney transplant years ago, but today my knee hurts.', ...FOLLOW_UP])).not.toContain('Z94.0');
    expect(codes(['[doctor] What brings you in?', "[patient] My husband is here for his kidney transplant.", ...FOLLOW_UP])).not.toContain('Z94.0');
  });
});

describe('the condition the patient names in answer to "what brings you in?" (decision 778)', () => {
  const codes = (lines: string[]) => noteOfVisit(lines).section.diagnostic_codes.map((c) => c.code);
  const REST = ['[doctor] Okay, tell me more.', "[patient] It's been going on for a month.", '[doctor] Let me examine you. Your exam is normal.', "[doctor] We'll get some labs today."];
  it('is a problem of the visit, and its chief complaint', () => {
    expect(codes(['[doctor] What brings you in today?', '[patient] My psoriasis is flaring up.', ...REST])).toEqual(['L40.9']);
    expect(codes(['[doctor] How can I help you?', "[patient] I'm having trouble with my gout again.", ...REST])).toEqual(['M10.9']);
    expect(noteOfVisit(['[doctor] What brings you in today?', '[patient] My psoriasis is flaring up.', ...REST]).section.note_sections.find((s) => s.title === 'Chief Complaint')!.text).toBe('Psoriasis flare.');
  });
  it('is not a relative\'s condition, nor one named outside the answer', () => {
    expect(codes(['[doctor] What brings you in today?', "[patient] My mother's psoriasis is worse, and I have a headache.", ...REST])).toEqual(['R51.9']);
    expect(codes(['[doctor] Any other medical problems?', '[patient] My psoriasis, but it is fine.', '[doctor] What brings you in today?', '[patient] I have a headache.', ...REST])).toEqual(['R51.9']);
  });
});

describe('a procedure proposed is no status of the patient\'s (decision 787)', () => {
  const note = (lines: string[]) => noteOfVisit(lines).section.note_sections;
  const text = (lines: string[], title: string) => note(lines).find((s) => s.title === title)!.text;
  it('is neither the chief complaint, nor an assessed problem, nor past history', () => {
    const visit = ['[doctor] How is your knee doing today?', "[patient] It's so bad, doctor.", "[doctor] I see, you'd be a good candidate for a knee replacement."];
    expect(text(visit, 'Chief Complaint')).not.toMatch(/replacement/i);
    expect(text(visit, 'Assessment')).not.toMatch(/replacement/i);
    expect(text(['[doctor] Any surgeries?', "[patient] I've been told that both eyes need cataract extraction."], 'Past Medical History')).not.toMatch(/history of cataract/i);
  });
  it('is a status once done', () => {
    expect(text(['[doctor] Any surgeries?', '[patient] I had a knee replacement in 2019.'], 'Past Medical History')).toMatch(/knee replacement/i);
  });
});

describe('a condition the patient says they have, in answer to "what brings you in?" (decision 789)', () => {
  const visit = (answer: string) => noteOfVisit(['[doctor] What brings you in?', `[patient] ${answer}`, '[doctor] Let me look.']);
  const codes = (answer: string) => visit(answer).section.diagnostic_codes.map((c) => c.code);
  it('is the visit\'s problem, an ankle or leg ulcer by its site and side, and not yet history', () => {
    expect(codes("I have an ulcer on my left leg that won't heal.")).toEqual(['L97.929']);
    expect(codes('This ulcer in my ankle is just not healing.')).toEqual(['L97.309']);
    expect(codes("Well, I've had lower back pain for a while now.")).toContain('M54.50');
    expect(visit("I have an ulcer on my left leg that won't heal.").section.note_sections.find((s) => s.title === 'Past Medical History')!.text).not.toMatch(/ulcer/);
  });
});

describe('a diagnosis stated by a test that confirms it, or said as "so it\'s a …" (decision 815)', () => {
  const visit = (said: string) =>
    noteOfVisit([
      "[patient] i've had a cough and a fever for about five days .",
      '[doctor] okay , let me listen . your lungs have crackles on the right side .',
      `[doctor] ${said}`,
      "[doctor] i'm going to start you on azithromycin .",
    ]).section;
  it('is the diagnosis of the visit, coded', () => {
    expect(visit('so the x-ray confirms pneumonia .').diagnostic_codes.map((c) => c.code)).toContain('J18.9');
    expect(visit("so it's a pneumonia .").diagnostic_codes.map((c) => c.code)).toContain('J18.9');
  });
  it('not a test to be done to confirm it, nor "that\'s" said back of the history', () => {
    expect(visit("we'll get an x-ray to confirm pneumonia .").diagnostic_codes.map((c) => c.code)).not.toContain('J18.9');
    const history = noteOfVisit(['[patient] i have chest pain and i have hypertension .', "[doctor] ok , so that's high blood pressure . any medicines for that ?", '[patient] no .']).section;
    expect(history.diagnostic_codes[0]?.code).not.toBe('I10');
  });
});

describe('a urinary tract infection said with its form (decision 817)', () => {
  const codes = (said: string) => noteOfVisit(['[patient] it burns when i pee and i have to go all the time .', `[doctor] ${said}`]).section.diagnostic_codes.map((c) => c.code);
  it('is one problem, the form stated', () => {
    expect(codes('so this is a simple urinary tract infection , a cystitis .')).toEqual(['N30.90']);
  });
  it('not a form only to be prevented', () => {
    expect(codes("you have a urinary tract infection , and we want to make sure it doesn't turn into pyelonephritis .")).toContain('N39.0');
  });
});

describe('a diagnosis said with a condition after "with" (decision 818)', () => {
  const codes = (said: string) =>
    noteOfVisit(['[patient] i hurt my lower back lifting a couch on saturday .', '[patient] sometimes it shoots down my right leg .', `[doctor] ${said}`], 'male').section.diagnostic_codes.map((c) => c.code);
  it('is stated, and the condition after it read by its own term', () => {
    expect(codes('so i think you have an acute lumbar strain with some right sided sciatica .')).toEqual(['S39.012A', 'M54.31']);
  });
  it('not a visit or a person said before "with"', () => {
    const note = noteOfVisit(["[doctor] she's here for a new visit with her mother for acne located on the face ."]).section;
    expect(note.note_sections.find((s) => s.title === 'Assessment')!.text).not.toMatch(/^New visit\.$/m);
  });
});

describe('"PAD" as said, not a pad (decision 818)', () => {
  it('is no history of peripheral artery disease', () => {
    const note = noteOfVisit(['[patient] my back hurts .', '[doctor] what have you tried for it ?', '[patient] ibuprofen , 600 milligrams , a couple of times a day , and a heating pad .'], 'male').section;
    expect(note.note_sections.find((s) => s.title === 'Past Medical History')!.text).not.toMatch(/peripheral artery disease/);
    expect(noteOfVisit(['[doctor] you have a history of pad and diabetes , right ?', '[patient] yes .'], 'male').section.note_sections.find((s) => s.title === 'Past Medical History')!.text).toMatch(/peripheral artery disease/);
  });
});

describe('a level read out today (decision 873)', () => {
  const visit = (line: string) => noteOfVisit(['Patient: I came in for my checkup and my lab results.', 'Doctor: Okay, let me take a look.', 'Doctor: On exam, everything looks normal.', `Doctor: ${line}`]);
  const codes = (line: string) => visit(line).section.diagnostic_codes.map((c) => c.code);
  const summary = (line: string) => visit(line).section.note_sections.find((s) => s.title === 'Assessment')!.text.split('\n')[0]!;

  it('names the condition the level is of, said high or low', () => {
    expect(codes("Your cholesterol was a little high, so we'll repeat a lipid panel and work on your diet.")).toContain('E78.5');
    expect(codes("Your magnesium was low, so I'd like you to take a magnesium supplement twice a day.")).toContain('E83.42');
    expect(codes("Your PSA was elevated at 6, so I'm referring you to urology.")).toContain('R97.20');
    expect(codes("Your white count was high, so we'll repeat the CBC.")).toContain('D72.829');
    expect(codes("Your PSA is not elevated, it's 1.2, so that's good.")).not.toContain('R97.20');
  });

  it('is a finding of today, not the past medical history', () => {
    for (const line of ["Your potassium was low at 3.1, so I'm going to start you on a potassium supplement.", "Your PSA was elevated at 6, so I'm referring you to urology.", 'Your liver enzymes were elevated, so I want to repeat them in a month and get an ultrasound.']) {
      expect(summary(line)).not.toMatch(/past medical history/);
    }
  });

  it('writes a condition the labs showed none of as what they showed', () => {
    const exam = noteOfVisit(['Patient: My back hurts since last week.', 'Doctor: Let me examine you. There is pain to palpation of the lumbar spine.', "Doctor: Hey Dragon, show me the labs. Your labs all look great. There's no elevated white blood cell count. There's no signs of infection.", 'Doctor: So for your back pain, I think you have a lumbar strain.']).section.note_sections.find((s) => s.title === 'Physical Exam')!.text;
    expect(exam).toMatch(/Labs show no elevated white blood cell count\./);
  });
});

describe("the patient's condition of today, not of the past (decision 888)", () => {
  const sections = (lines: string[]) => Object.fromEntries(noteOfVisit(lines).section.note_sections.map((s) => [s.title, s.text]));

  it('reads an episode told by how bad it is as the visit\'s problem, whatever was asked', () => {
    const note = sections(['[doctor] Are you okay? You have a headache?', '[patient] No, I have a really bad migraine.', '[doctor] Where is it?', '[patient] Here, on the right.']);
    expect(note['Chief Complaint']).toBe('Migraine.');
    expect(note['Past Medical History']).not.toMatch(/migraine/);
  });

  it('reads a condition that began on a day of this week as today\'s, and one said plainly as history', () => {
    expect(sections(['[doctor] Anything else going on?', '[patient] Yes, since Monday I have had a migraine.'])['Past Medical History']).not.toMatch(/migraine/);
    expect(sections(['[doctor] Anything else going on?', '[patient] Yes, two days ago I got a migraine.'])['Past Medical History']).not.toMatch(/migraine/);
    expect(sections(['[doctor] Any medical problems?', '[patient] I have asthma and migraines.'])['Past Medical History']).toBe('The patient has a history of asthma and migraine.');
  });
});

describe('a condition the patient has been having, and one a test of the visit shows (decision 890)', () => {
  const sections = (lines: string[]) => Object.fromEntries(noteOfVisit(lines).section.note_sections.map((s) => [s.title, s.text]));

  it('reads "I\'ve been having … for a few days" as the reason for the visit, "I have had … for years" as history', () => {
    const note = sections(['[doctor] What brings you in?', "[patient] I've been having really bad lower back pain for a few days."]);
    expect(note['Chief Complaint']).toBe('Low back pain.');
    expect(note['Past Medical History']).toBe('Not discussed.');
    expect(sections(['[doctor] Any medical problems?', '[patient] I have had low back pain for years.'])['Past Medical History']).toBe('The patient has a history of low back pain.');
  });

  it('assesses what the ultrasound shows or the clinician found, not what the clinician reads from a list', () => {
    const note = noteOfVisit(['[doctor] What brings you in?', '[patient] Pain in my left side.', '[doctor] The ultrasound shows a kidney stone in the left ureter.', '[doctor] So we will give you tamsulosin to help it pass.']);
    expect(note.section.diagnostic_codes.map((c) => c.code)).toEqual(['N20.1']);
    const listed = noteOfVisit([
      '[doctor] Do you have any major medical conditions that I should know about?',
      '[patient] Actually, I have a whole list of conditions. I have them written down here.',
      '[doctor] Thank you, so I see congestive heart failure, chronic renal insufficiency, coronary artery disease, and a history of paroxysmal atrial fibrillation.',
      "[doctor] Do you have any other symptoms you'd like to report today?",
      "[patient] Um, I'm having some difficulty swallowing.",
    ]);
    expect(listed.section.diagnostic_codes.map((c) => c.code)).not.toContain('I50.9');
  });
});

describe('a history asked and answered yes (decision 895)', () => {
  const history = (lines: string[]) => noteOfVisit(lines).section.note_sections.find((s) => s.title === 'Past Medical History')!.text;

  it('is the patient\'s history: "Do you have diabetes?" "Yes."', () => {
    expect(history(['[doctor] Do you have diabetes?', '[patient] Yes.'])).toBe('The patient has a history of diabetes.');
    expect(history(['[doctor] Any history of high blood pressure?', '[patient] Yes, for ten years.'])).toBe('The patient has a history of hypertension.');
    expect(history(['[doctor] So, to double check, you have a history of hay fever and asthma, correct?', '[patient] Yes.'])).toBe('The patient has a history of allergic rhinitis and asthma.');
  });

  it('is not when answered no, when the answer names another condition, or when the question is of a known condition\'s course', () => {
    expect(history(['[doctor] Do you have diabetes?', '[patient] No.'])).toBe('Not discussed.');
    expect(history(['[doctor] Do you have diabetes or blood pressure problems?', '[patient] Yes, I have hypertension but no diabetes.'])).toBe('The patient has a history of hypertension.');
    expect(history(['[doctor] Also, you had a brain stroke?', '[patient] Yes, mini stroke!'])).toBe('The patient has a history of transient ischemic attack.');
    const codes = noteOfVisit(['[doctor] She has a history of asthma.', '[doctor] Have you had any recent asthma attacks?', "[patient] Yes, but I haven't had any attacks lately.", '[doctor] Stay on the Flovent daily for your asthma.']).section.diagnostic_codes.map((c) => c.code);
    expect(codes).not.toContain('J45.901');
  });

  it('writes atopic eczema and eczema once, by the specific name', () => {
    expect(history(['[doctor] okay . um , it looks like you had a history of atopic eczema in your past ?', '[patient] yes . yes , i have eczema .'])).toBe('The patient has a history of atopic dermatitis.');
  });
});
