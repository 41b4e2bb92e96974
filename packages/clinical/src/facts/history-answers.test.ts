import { describe, expect, it } from 'vitest';
import { noteOfVisit } from '../fixtures/short-visit.js';

const section = (lines: string[], title: string) => noteOfVisit(lines, 'male').section.note_sections.find((s) => s.title === title)?.text ?? '';

describe('the answer to "any medical problems?" (decision 492)', () => {
  it('leaves the present illness, affirmed before the question, out of the past medical history', () => {
    const lines = [
      '[doctor] what brings you in today?',
      "[patient] i've been getting these headaches for a few months now and they're getting worse.",
      '[doctor] do you have any other medical problems that you take medicine for?',
      "[patient] no i don't have any medical problems. i tried tylenol a few times for the headaches but it didn't work, so i stopped.",
    ];
    expect(section(lines, 'Past Medical History')).not.toMatch(/tylenol/i);
  });
  it('keeps a symptom first named in the answer as history', () => {
    const lines = [
      '[doctor] what brings you in today?',
      "[patient] i've had a cough for about a week.",
      '[doctor] do you have any other medical problems?',
      "[patient] i've had back pain for years, i see a chiropractor for it.",
    ];
    expect(section(lines, 'Past Medical History')).toMatch(/back pain for years/);
  });
});

describe('"otherwise I\'m fine" to the medical-history question (decision 497)', () => {
  it('is a no, and never a sentence of the history', () => {
    const other = section(['[patient] i have had a sore throat for two days.', '[doctor] are you otherwise fit and well? or do you have any other medical problems?', "[patient] um, so otherwise that, uh, i'm i'm fine."], 'Past Medical History');
    expect(other).not.toMatch(/fine|otherwise/i);
    const asked = section(['[patient] i have had a sore throat for two days.', '[doctor] do you have any medical problems?', "[patient] i think otherwise i'm fit and well."], 'Past Medical History');
    expect(asked).toBe('No significant past medical history.');
  });
  it('keeps an answer that names a condition', () => {
    const said = section(['[patient] i have had a sore throat for two days.', '[doctor] do you have any medical problems?', "[patient] i'm fine apart from my asthma, i use an inhaler."], 'Past Medical History');
    expect(said).toMatch(/asthma/i);
  });
});

describe('a question about work (decision 476)', () => {
  const visit = (question: string, answer: string) => ['[doctor] what brings you in today?', "[patient] i've had headaches for a week.", `[doctor] ${question}`, `[patient] ${answer}`];
  it('asks for the social history when it asks what the patient does', () => {
    expect(section(visit('what is it that you do for work?', "uh, i'm a lawyer."), 'Past Medical History')).toMatch(/Social history: He is a lawyer\./);
    expect(section(visit('so, talk to me about your job, what do you do?', 'i am an x-ray tech.'), 'Past Medical History')).toMatch(/Social history: He is an x-ray tech\./);
  });
  it('does not when it asks how the illness touches work', () => {
    expect(section(visit('so, it is normally at work?', "i'm at work, i'm in a meeting, or on my laptop."), 'Past Medical History')).not.toMatch(/Social history/);
    expect(section(visit('have you had to take time off work recently?', "yeah, the past three days i haven't been able to go to work."), 'Past Medical History')).not.toMatch(/Social history/);
  });
});

describe('"I used to" to "do you smoke?" (decision 532)', () => {
  const social = (lines: string[]) => noteOfVisit(lines, 'female').section.note_sections.map((s) => s.text).join(' ');
  it('is a former smoker, with when she quit', () => {
    const lines = ['[patient] i have had a cough for a week.', '[doctor] do you smoke at all?', "[patient] i used to, but i've stopped for about six months now."];
    const text = social(lines);
    expect(text).toMatch(/Former smoker, quit about 6 months ago\./);
    expect(text).not.toMatch(/used to/);
  });
  it('is not one when drinking was asked too', () => {
    expect(social(['[patient] i have had a cough for a week.', '[doctor] do you smoke or drink?', "[patient] i used to, but i've stopped for about six months now."])).not.toMatch(/Former smoker/);
  });
});

describe('a yes to "do you live alone?" (decision 581)', () => {
  const social = (answer: string[]) => section(['[patient] i have had a cough for a week.', '[doctor] and are you normally living alone?', ...answer.map((a) => `[patient] ${a}`), '[doctor] do you smoke?', '[patient] no.'], 'Past Medical History');
  it('is written as the fact asked', () => {
    expect(social(['uh, yes.'])).toMatch(/He lives alone\./);
    expect(social(['yep.'])).toMatch(/He lives alone\./);
  });
  it('is not written when the answer says whom the patient lives with, or nothing is affirmed', () => {
    expect(social(['yeah, yeah.', 'um, i live with my partner.'])).not.toMatch(/lives alone/);
    expect(social(['no.'])).not.toMatch(/lives alone/);
  });
});

describe('a bare "I used to." to "do you smoke?" (decision 583)', () => {
  const social = (answer: string) => section(['[patient] i have had a cough for a week.', '[doctor] do you smoke at all?', `[patient] ${answer}`, '[doctor] okay.'], 'Past Medical History');
  it('is a former smoker, however short', () => {
    expect(social('uh, i used to.')).toMatch(/Former smoker\./);
    expect(social("i've quit.")).toMatch(/Former smoker\./);
  });
  it('is not a former smoker when the patient still smokes', () => {
    expect(social('i used to smoke more, now about five a day.')).not.toMatch(/Former smoker/);
  });
});

describe('the amount of a habit a day or a week, in the note\'s form (decision 585)', () => {
  const social = (question: string, answer: string) => section(['[patient] i have had a cough for a week.', `[doctor] ${question}`, `[patient] ${answer}`, '[doctor] okay.'], 'Past Medical History');
  it('keeps the amount and drops the speech around it', () => {
    expect(social('are you a smoker at all?', 'uh, yeah, i smoke, um, a fair bit so i smoke about ten cigarettes, uh, a day.')).toMatch(/Smokes about 10 cigarettes a day\./);
    expect(social('do you drink much alcohol?', 'um, yeah, i drink, um, about, per week, probably about seven or eight pints a week.')).toMatch(/Drinks about 7 or 8 pints a week\./);
  });
  it('writes an amount said of the past in the past', () => {
    expect(social('how many did you smoke a day?', 'ooh it was about, about a pack a day, back in the day.')).toMatch(/Smoked about a pack a day\./);
  });
  it('leaves a sentence that says more than the amount as it is', () => {
    expect(social('do you smoke or drink?', 'i drink two glasses of wine a night, but i quit smoking years ago.')).not.toMatch(/^Drinks two glasses/m);
  });
});

describe('a relative\'s condition the lexicon does not know, said to the family question (decision 586)', () => {
  const family = (answer: string) => section(['[patient] i have had a cough for a week.', '[doctor] are there any illnesses within your family at all?', `[patient] ${answer}`, '[doctor] okay.'], 'Past Medical History');
  it('is written as said, with its relative', () => {
    expect(family('my brother had, neurofibromatosis, i think it is. um, other than that everyone else is ok.')).toMatch(/Family history of neurofibromatosis \(brother\)/);
    expect(family('my father died of a heart attack, and my mother had some heart problems.')).toMatch(/heart problems \(mother\)/);
  });
  it('is not a word of the diagnosis itself', () => {
    expect(family('my mother had a diagnosis but i do not know what.')).not.toMatch(/Family history of diagnosis/);
  });
});

describe('a no to "any medical problems?" with a history said after it (decision 600)', () => {
  it('writes the history, not the no', () => {
    const text = section(['[patient] it burns when i pass urine.', '[doctor] in the past, have you had any medical problems at all?', '[patient] no medical, no.', '[doctor] any problems with your kidneys?', '[patient] i had asthma as a child.'], 'Past Medical History');
    expect(text).toMatch(/history of asthma/);
    expect(text).not.toMatch(/No significant past medical history/);
  });
  it('keeps the no when nothing else is said', () => {
    expect(section(['[patient] it burns when i pass urine.', '[doctor] have you had any medical problems?', '[patient] no.'], 'Past Medical History')).toMatch(/No significant past medical history\./);
  });
});

describe('a no to a family question that names no condition (decision 601)', () => {
  const family = (question: string) => section(['[patient] i have had a cough for a week.', `[doctor] ${question}`, '[patient] no.', '[doctor] okay.'], 'Past Medical History');
  it('is the noncontributory family history', () => {
    expect(family('and anyone in your family had any medical problems?')).toMatch(/Family history is noncontributory\./);
    expect(family('any family history of serious illnesses?')).not.toMatch(/Denies family history of/);
  });
  it('still denies a condition the question names', () => {
    expect(family('any family history of heart disease?')).toMatch(/Denies family history of heart disease\./);
  });
});

describe('"not that I think is relevant, no" to the family question (decision 602)', () => {
  const family = (answer: string) => section(['[patient] i have had a cough for a week.', '[doctor] and in your family, is there any history of any illnesses?', `[patient] ${answer}`, '[doctor] right.'], 'Past Medical History');
  it('says no, the family history noncontributory', () => {
    expect(family('um, not that i think is, particularly relevant, no.')).toMatch(/Family history is noncontributory\./);
    expect(family("not that i would say is important.")).toMatch(/Family history is noncontributory\./);
  });
  it('is no no when the relevant thing is said', () => {
    expect(family('my father had a heart attack, which i think is relevant.')).not.toMatch(/noncontributory/);
  });
});

describe('"I do drink a lot", said of passing water, no drink named (decision 604)', () => {
  it('is intake, not a social history', () => {
    const lines = ['[patient] i have had pain in my tummy for two days.', '[doctor] are you having to go more often than normal?', "[patient] yeah, a little bit, but i wasn't drinking a lot in these days.", '[doctor] okay.'];
    expect(section(lines, 'Past Medical History')).not.toMatch(/drinking/);
  });
  it('keeps a drink named in passing', () => {
    const lines = ['[patient] i have had pain in my tummy for two days.', '[doctor] does anything make it worse?', '[patient] it is worse when i drink beer every night.', '[doctor] okay.'];
    expect(section(lines, 'Past Medical History')).toMatch(/Social history: .*beer/);
  });
});

describe('an allergy given to "any medical problems?" (decision 605)', () => {
  it('is written with the allergies, not in the past history', () => {
    const lines = ['[patient] i have had pain in my tummy for two days.', '[doctor] have you had any other medical problems in the past?', '[patient] yeah, i have allergy, i have amoxicillin. amoxicillin allergy.', '[doctor] okay.'];
    expect(section(lines, 'Past Medical History')).not.toMatch(/allergy|amoxicillin/i);
    expect(section(lines, 'Allergies')).toMatch(/Allergic to amoxicillin\./);
  });
});

describe('the people named to "who do you live with?" (decision 606)', () => {
  const home = (answer: string, question = 'and who do you live with at home?') =>
    noteOfVisit(['[patient] i have had a cough for a week.', `[doctor] ${question}`, `[patient] ${answer}`, '[doctor] okay.'], 'female').section.note_sections.find((s) => s.title === 'Past Medical History')?.text ?? '';
  it('are whom she lives with, in a sentence', () => {
    expect(home('uh, just with housemates, um, just friends.')).toMatch(/She lives with housemates\./);
    expect(home("my husband, and my husband's family.")).toMatch(/She lives with her husband and her husband's family\./);
    expect(home('with my boyfriend.', 'do you live with, uh, alone? with your partner?')).toMatch(/She lives with her boyfriend\./);
    expect(home('uh, just by myself.')).toMatch(/She lives alone\./);
  });
  it('leave an answer with its own verb, or no people, as it was', () => {
    expect(home('i live with my parents.')).toMatch(/She lives with her parents\./);
    expect(home('sorry, what was that?')).not.toMatch(/lives/);
  });
});

describe('an amount with when it is had, the rest a guess (decision 607)', () => {
  const social = (answer: string) => section(['[patient] i have had a cough for a week.', '[doctor] and do you drink much alcohol day-to-day?', `[patient] ${answer}`, '[doctor] okay.'], 'Past Medical History');
  it('is written as the amount, in the note\'s form', () => {
    expect(social("um, i'd say a normal amount, um, probably, you know, a few drinks at the weekend.")).toMatch(/Drinks a few drinks at the weekend\./);
    expect(social("i'd say a normal amount, a glass of wine during the week.")).toMatch(/Drinks a glass of wine during the week\./);
  });
  it('leaves a sentence that says more than the amount as it is', () => {
    expect(social('i will have a couple of beers during the week and one or two on the weekends.')).toMatch(/one or two on the weekends/);
  });
});

describe('a guess at the cause, said to the medical-history question (decision 609)', () => {
  it('is no past history', () => {
    const lines = ['[patient] my skin has been itchy for a week.', '[doctor] so, in terms of your medical history, there is no problems of skin problems in the past, things like eczema?', '[patient] uh, no, i think it might just be the weather.', '[doctor] okay.'];
    expect(section(lines, 'Past Medical History')).not.toMatch(/weather/);
  });
  it('keeps a history said with "I think"', () => {
    const lines = ['[patient] my skin has been itchy for a week.', '[doctor] do you have any medical problems?', '[patient] i think i had eczema as a child, it went away when i was ten.', '[doctor] okay.'];
    expect(section(lines, 'Past Medical History')).toMatch(/eczema/);
  });
});

describe('a question about an operation already named (decision 730)', () => {
  const history = (question: string, answer: string) =>
    section(['[doctor] have you had any surgeries in the past?', '[patient] i had my gallbladder removed.', `[doctor] ${question}`, `[patient] ${answer}`], 'Past Medical History');
  it('takes no "no" to it as a denial of every operation', () => {
    for (const question of ['did you have any complications with the surgery?', 'any complications with either surgery?', 'do you remember the details of your surgery?']) {
      const text = history(question, 'no.');
      expect(text).toMatch(/gallbladder removed/);
      expect(text).not.toMatch(/No past surgical history/);
    }
  });
  it('still reads a no to whether any was done', () => {
    expect(section(['[doctor] have you had any surgeries in the past?', '[patient] no, none.'], 'Past Medical History')).toMatch(/No past surgical history/);
  });
});

describe('"drugs" asked as medicines or allergens (decision 732)', () => {
  const history = (lines: string[]) => section(lines, 'Past Medical History');
  it('a no denies no recreational drug use', () => {
    expect(history(['[doctor] are you taking any medications?', '[patient] no.', '[doctor] any over the counter drugs or anything?', '[patient] none.'])).not.toMatch(/recreational/);
    expect(history(['[doctor] before i prescribe you something, are you allergic to any drugs?', '[patient] not that i know of.'])).not.toMatch(/recreational/);
    expect(history(["[doctor] and you are not allergic to anything, right?", "[patient] that's right.", '[doctor] any drugs or pollens or anything?', '[patient] nope, nothing.'])).not.toMatch(/recreational/);
  });
  it('a no to the habit still does', () => {
    expect(history(['[doctor] do you take any drugs or alcohol or smoke?', '[patient] no, none of them.'])).toMatch(/Denies recreational drug use/);
  });
});

describe('a question of what is new or changed since the last visit (decision 733)', () => {
  it('takes its no as nothing changed, not as no history', () => {
    const text = section(['[doctor] has anything changed in your medical history since your last visit?', '[patient] what do you mean by that?', '[doctor] have you been diagnosed with any new medical conditions?', '[patient] oh, no, nothing like that.'], 'Past Medical History');
    expect(text).not.toMatch(/No significant past medical history/);
    expect(section(['[doctor] are there any changes from the last visit in your social history or medical history?', '[patient] no.'], 'Past Medical History')).not.toMatch(/No significant/);
    expect(section(['[doctor] any new surgeries since we last saw you?', '[patient] no.'], 'Past Medical History')).not.toMatch(/No past surgical history/);
  });
  it('a no to the history itself still says none', () => {
    expect(section(['[doctor] do you have any past medical history?', '[patient] no.'], 'Past Medical History')).toBe('No significant past medical history.');
  });
});

describe('the family asked of, not its illnesses (decision 734)', () => {
  const history = (lines: string[]) => section(lines, 'Past Medical History');
  it('a no to whether there are siblings, or family at home, is no noncontributory family history', () => {
    expect(history(['[doctor] does he have any siblings?', "[patient] no, right now, he's an only child."])).not.toMatch(/noncontributory/);
    expect(history(['[doctor] did you have any family living with you at the time?', '[patient] nope.'])).not.toMatch(/noncontributory/);
  });
  it('a no to the family illnesses still is', () => {
    expect(history(['[doctor] anybody sick in your family?', '[patient] no one.'])).toBe('Family history is noncontributory.');
  });
  it('names the condition asked, never the words around it', () => {
    const said = history(['[doctor] do you have any significant medical conditions that run in your family that i should be aware of?', '[patient] yes, um, i know some of my relatives have had heart disease, and, um, high blood pressure.', '[doctor] does anyone in your family have a history of cancer?', "[patient] no, that doesn't ring any bells."]);
    expect(said).not.toMatch(/aware of|history of history/);
    expect(said).toMatch(/Denies family history of cancer\./);
    expect(history(['[doctor] tell me about your family medical history.', '[patient] hm, my mother passed away due to cancer.'])).toBe('Family history of cancer (mother).');
  });
});

describe('a follow-up to the family question (decision 735)', () => {
  it('is the family history, never the patient\'s', () => {
    const text = section(['[doctor] you had mentioned that cancer runs in your family. what type of cancer?', '[patient] skin cancer.'], 'Past Medical History');
    expect(text).not.toMatch(/The patient has a history/);
    expect(text).toMatch(/Family history of skin cancer/);
    const followUp = section(['[doctor] did any one in your family get diagnosed with any medical conditions?', '[patient] my granny on my father side had cancer.', '[doctor] what kind of cancer, do you know?', '[patient] well, it was breast cancer.'], 'Past Medical History');
    expect(followUp).not.toMatch(/The patient has a history/);
  });
});

describe('a smoker who quit, said after a no or a yes (decision 736)', () => {
  const social = (answer: string) => section(['[doctor] do you smoke?', `[patient] ${answer}`], 'Past Medical History');
  it('is a former smoker, never a denial of tobacco use', () => {
    expect(social('no, i quit before i had my daughter.')).toBe('Social history: Former smoker.');
    expect(social('no, i quit.')).toBe('Social history: Former smoker.');
    expect(social('uh yeah, but i quit in two thousand seven.')).toBe('Social history: Former smoker, quit in 2007.');
    expect(social("well, i used to a long time ago, but i don't anymore.")).toBe('Social history: Former smoker.');
  });
  it('a plain no is still a denial', () => {
    expect(social('no, never.')).toBe('Social history: Denies tobacco use.');
  });
});

describe("the patient's own question in an answer (decision 739)", () => {
  it('is no surgical history', () => {
    const text = section(['[doctor] have you ever had a surgery?', '[patient] i did. here is a list of them.', '[doctor] looks like you had eye surgery, correct?', '[patient] yeah. so, what options do i have for surgery?'], 'Past Medical History');
    expect(text).not.toMatch(/options/);
  });
});

describe('a yes to "do you smoke?" (decision 740)', () => {
  const social = (question: string, answer: string) => section([`[doctor] ${question}`, `[patient] ${answer}`], 'Past Medical History');
  it('is the habit, in the note\'s words', () => {
    expect(social('do you smoke?', 'yes.')).toBe('Social history: Current smoker.');
    expect(social('do you smoke cigarettes?', 'yes, i do.')).toBe('Social history: Current smoker.');
    expect(social('do you drink alcohol?', 'yes.')).toBe('Social history: Drinks alcohol.');
  });
  it('not a yes to whether the patient ever did, nor to whether others do', () => {
    expect(social('have you ever smoked?', 'yes.')).not.toMatch(/Current smoker/);
    expect(social('does anyone at home smoke?', 'yes.')).not.toMatch(/Current smoker/);
    expect(social('do you smoke or drink?', 'yes.')).not.toMatch(/Current smoker|Drinks alcohol/);
  });
});

describe('"Current smoker." beside the amount said after it (decision 740)', () => {
  it('is left for the amount', () => {
    const text = section(['[doctor] do you smoke?', '[patient] yes.', '[doctor] how much?', '[patient] i smoke half a pack a day.'], 'Past Medical History');
    expect(text).toMatch(/half a pack a day/);
    expect(text).not.toMatch(/Current smoker/);
  });
});

describe('a smoking habit said with a half and how long (decision 812)', () => {
  it('keeps the half as a figure and the years it was kept up', () => {
    const text = (lines: string[]) => noteOfVisit(lines).section.note_sections.map((s) => s.text).join(' ');
    expect(text(['Doctor: Do you smoke?', "Patient: Yeah, I've been smoking about a pack, to about a pack and a half a day for more than forty years now."])).toContain(
      'Smokes about a pack, to about 1.5 packs a day for more than 40 years.',
    );
    expect(text(['Doctor: Do you smoke?', "Patient: Yes, now I'm up to a pack and a half a day."])).toContain('Smokes up to 1.5 packs a day.');
  });
});

describe('an amount said after a hedge (decision 819)', () => {
  const social = (question: string, answer: string) =>
    noteOfVisit(['[patient] i feel down .', `[doctor] ${question}`, `[patient] ${answer}`]).section.note_sections.find((s) => s.title === 'Past Medical History')!.text;
  it('is the habit, by what is had', () => {
    expect(social('how about alcohol ?', 'maybe two glasses of wine on the weekend .')).toBe('Social history: Drinks about 2 glasses of wine on the weekend.');
    expect(social('do you smoke ?', 'maybe two glasses of wine on the weekend .')).toBe('Social history: Drinks about 2 glasses of wine on the weekend.');
  });
});

describe('a history answered with its drug (decision 955)', () => {
  it('writes the condition once and leaves the drug to the medication list', () => {
    const note = noteOfVisit(['Doctor: Any other medical problems?', 'Patient: I have high blood pressure, I take amlodipine 5 milligrams a day.']);
    const text = (title: string) => note.section.note_sections.find((s) => s.title === title)!.text;
    expect(text('Past Medical History')).toBe('The patient has a history of hypertension.');
    expect(text('Medications')).toBe('Amlodipine 5 mg daily.');
  });
});
