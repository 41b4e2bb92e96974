import { describe, expect, it } from 'vitest';
import { noteOfVisit } from '../fixtures/short-visit.js';

const sectionOf = (lines: string[], title: string) => noteOfVisit(lines, 'male').section.note_sections.find((s) => s.title === title)!.text;

describe('a symptom the patient says has gone (decision 558)', () => {
  const visit = ['[doctor] any numbness or tingling in your legs ?', '[patient] i had some tingling in my left foot until about tuesday morning .', '[patient] and then that went away .'];
  it('is written as resolved in the history and the review of systems', () => {
    expect(sectionOf(visit, 'History of Present Illness')).toMatch(/The patient reports tingling, since resolved\./);
    expect(sectionOf(visit, 'Review of Systems')).toMatch(/Endorses tingling \(since resolved\)/);
  });
  it('also when it stopped in the same sentence; not when it did not go, nor when another symptom came between', () => {
    expect(sectionOf(['[doctor] what happened ?', '[patient] i was having chest pain on monday , but it stopped after a few hours .'], 'Review of Systems')).toMatch(/chest pain \(since resolved\)/);
    expect(sectionOf(['[doctor] what happened ?', "[patient] i was having chest pain on monday , and it never went away ."], 'Review of Systems')).not.toMatch(/resolved/);
    expect(sectionOf(['[doctor] what happened ?', '[patient] i was having chest pain and then a cough , but that stopped .'], 'Review of Systems')).not.toMatch(/chest pain \(since resolved\)/);
  });
});

describe('the symptom the clinician names as the chief complaint (decision 785)', () => {
  const codes = (lines: string[]) => noteOfVisit(lines).section.diagnostic_codes.map((c) => c.code);
  it('is the patient\'s, said or read from the chart', () => {
    expect(codes(['[doctor] How old are you?', '[patient] Seventy three.', '[doctor] So, I see the chief complaint is memory loss. Tell me what happened.', '[patient] She got lost in her own home.'])).toEqual(['R41.3']);
    expect(codes(['[doctor] The reason for the visit is headache.', '[patient] Hi.', '[doctor] Okay.'])).toEqual(['R51.9']);
  });
  it('reads a memory said to be getting worse, and forgetting things, as memory loss', () => {
    expect(codes(['[doctor] What brings you in?', '[patient] My memory has been getting worse, I keep forgetting things.', '[doctor] Okay.'])).toEqual(['R41.3']);
    expect(codes(['[doctor] What brings you in?', '[patient] I am still having forgetfulness and confusion.', '[doctor] Okay.'])).toContain('R41.3');
  });
});

describe('the symptom the clinician says the visit follows up (decision 786)', () => {
  const codes = (lines: string[]) => noteOfVisit(lines).section.diagnostic_codes.map((c) => c.code);
  it('is the patient\'s, confirmed by a "yessir"', () => {
    expect(codes(["[doctor] Okay, so you're in for a follow up for your back pain.", '[patient] Yessir.', '[doctor] Good, great to hear.'])).toEqual(['M54.9']);
  });
  it('reads an initialism spelled after "an" ("an A C L tear")', () => {
    expect(codes(['[doctor] What seems to be the problem?', '[patient] I twisted my knee.', '[doctor] This M R I shows an A C L tear.'])[0]).toMatch(/^S83\.51/);
  });
});

describe('a pain said of two sites (decision 790)', () => {
  const ros = (lines: string[]) => noteOfVisit(lines).section.note_sections.find((s) => s.title === 'Review of Systems')!.text;
  it('is the pain of each: "neck and back pain", "back and neck pain"', () => {
    expect(ros(['[doctor] What brings you in?', '[patient] I have had neck and back pain for a month.', '[doctor] Okay.'])).toMatch(/Endorses back pain and neck pain/);
    expect(ros(['[doctor] What brings you in?', '[patient] My back and neck pain are worse.', '[doctor] Okay.'])).toMatch(/Endorses back pain and neck pain/);
    expect(ros(['[doctor] Any neck and back pain?', '[patient] No.', '[doctor] Okay.'])).toMatch(/Denies back pain and neck pain/);
  });
});

describe('complaints said in the patient\'s words (decision 875)', () => {
  const visit = (complaint: string) => noteOfVisit(['Doctor: What brings you in today?', `Patient: ${complaint}`, 'Doctor: How long has that been going on?', 'Patient: About two weeks.', 'Doctor: Okay, let me examine you. Everything looks normal.', "Doctor: We'll get some blood work and I'll see you back in two weeks."]);
  it.each([
    ['My ears have been ringing.', 'Tinnitus.', 'H93.19'],
    ['My eyelid keeps twitching.', 'Eyelid twitching.', 'R25.3'],
    ['My hair is falling out.', 'Hair loss.', 'L65.9'],
    ['I keep getting nosebleeds.', 'Epistaxis.', 'R04.0'],
    ['My hands shake.', 'Tremor.', 'R25.1'],
    ['My wife says I snore really loud.', 'Snoring.', 'R06.83'],
    ['I bruise really easily.', 'Easy bruising.', 'R23.3'],
    ['My gums bleed when I brush.', 'Bleeding gums.', 'K06.8'],
    ['My jaw clicks and hurts when I chew.', 'Jaw pain.', 'R68.84'],
    ["I've been choking on food.", 'Difficulty swallowing.', 'R13.10'],
    ['I have pain when I pee.', 'Dysuria.', 'R30.0'],
    // Decision 876.
    ['My throat is scratchy.', 'Sore throat.', 'J02.9'],
    ['I keep getting up at night to pee.', 'Nocturia.', 'R35.1'],
    ["I've been having trouble remembering things.", 'Memory loss.', 'R41.3'],
    ['My period has been really heavy.', 'Heavy periods.', 'N92.0'],
    ["I've been having pain during sex.", 'Dyspareunia.', 'N94.10'],
    ['My heel hurts in the morning.', 'Heel pain.', 'M79.673'],
    ['My face feels droopy.', 'Facial droop.', 'R29.810'],
    ['I see floaters.', 'Floaters.', 'H43.399'],
    ["I can't hear well out of my left ear.", 'Hearing loss.', 'H91.92'],
    ['My mouth is dry all the time.', 'Dry mouth.', 'R68.2'],
    ["There's blood when I wipe.", 'Rectal bleeding.', 'K62.5'],
    // Decision 877.
    ["I've been leaking urine when I cough.", 'Urine leakage.', 'R32'],
    ['I pee a little when I sneeze or laugh.', 'Urine leakage.', 'R32'],
  ])('"%s" is the chief complaint %s, coded %s', (complaint, chief, code) => {
    const note = visit(complaint);
    expect(note.section.note_sections.find((s) => s.title === 'Chief Complaint')!.text).toBe(chief);
    expect(note.section.diagnostic_codes.map((c) => c.code)).toContain(code);
  });
  it('codes a visit for a physical as the general exam', () => {
    expect(visit("I'm here for my physical.").section.diagnostic_codes[0]!.code).toMatch(/^Z00\.0/);
  });
});

describe('a symptom of the past, said with what ended it (decision 876)', () => {
  const visit = ['[doctor] do you have a history of heavy periods ?', '[patient] well i did have heavy periods until i had a hysterectomy in 1996 .', '[doctor] okay . and how is your energy ?', "[patient] i've been really tired lately ."];
  it('is no symptom of the visit, and its sentence is the operation\'s history', () => {
    expect(sectionOf(visit, 'Review of Systems')).not.toMatch(/heavy periods/i);
    expect(sectionOf(visit, 'Past Medical History')).toMatch(/hysterectomy in 1996/);
  });
  it('"hard to remember now" recalls a date; it is no memory loss', () => {
    expect(sectionOf(['[doctor] was that in 2018 ?', '[patient] yes , that sounds right . hard to remember now , though .', "[patient] i've been really tired lately ."], 'Review of Systems')).not.toMatch(/memory/);
  });
});

describe('a symptom said as what brings on another (decision 877)', () => {
  it('is the other\'s trigger, not a complaint of its own', () => {
    const ros = sectionOf(['[doctor] what brings you in today ?', "[patient] i've been leaking urine when i cough .", '[doctor] how long ?', '[patient] about two weeks .'], 'Review of Systems');
    expect(ros).toMatch(/Endorses urine leakage/);
    expect(ros).not.toMatch(/cough/);
  });
  it('still says the patient has it beside a denial of one kind of it', () => {
    const ros = sectionOf(['[doctor] did you have a wet cough ?', '[patient] no , not wet cough but i did notice my back pain gets intense whenever i coughed .'], 'Review of Systems');
    expect(ros).not.toMatch(/Denies cough/);
  });
});

describe('when it began, and what helps, said as answers (decision 884)', () => {
  const hpi = (question: string, answer: string) =>
    sectionOf(['[doctor] what brings you in today ?', "[patient] i've had a headache .", `[doctor] ${question}`, `[patient] ${answer}`, '[doctor] okay , let me examine you . everything looks normal .'], 'History of Present Illness');
  it('reads a time said as the answer to when it started', () => {
    expect(hpi('when did it start ?', 'last tuesday .')).toMatch(/headache, onset last Tuesday\./);
    expect(hpi('when did it start ?', 'yesterday .')).toMatch(/onset yesterday\./);
    expect(hpi('when did the headache start ?', 'on sunday night .')).toMatch(/onset Sunday night\./);
    // When something else was done is not when the symptom began.
    expect(hpi('when did you take the ecstasy ?', 'on saturday .')).not.toMatch(/onset/);
  });
  it('reads what the patient does that helps', () => {
    expect(hpi('does anything make it better ?', 'lying down in a dark room helps .')).toMatch(/better with lying down in a dark room/);
    expect(hpi('does anything make it better ?', 'nothing really helps .')).not.toMatch(/better with/);
  });
});

describe('changes in vision asked of, not said to be a blurring (decision 885)', () => {
  const ros = (question: string, answer: string) => sectionOf(['[doctor] what brings you in today ?', "[patient] i've had a headache .", `[doctor] ${question}`, `[patient] ${answer}`], 'Review of Systems');
  it('writes what was asked and answered', () => {
    expect(ros('any changes in your vision ?', 'sometimes i see zigzag lines before it starts .')).toMatch(/Eyes: Endorses vision changes/);
    expect(ros('any changes in your vision ?', 'no .')).toMatch(/Eyes: Denies vision changes/);
    expect(ros('any blurry vision ?', 'yes , a little .')).toMatch(/Eyes: Endorses blurred vision/);
  });
});
