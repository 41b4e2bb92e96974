import { describe, expect, it } from 'vitest';
import { noteOfVisit } from '../fixtures/short-visit.js';
import { cleanSpoken } from '../text.js';
import { familyHistory, isFragment, onlyOperationsNotDone, pluralUnnamed, restarted, singularUnnamed } from './patient-account.js';

describe('family history', () => {
  it('gives each condition to the relative named before it', () => {
    expect(familyHistory("my mom had non-hodgkin's lymphoma and my dad had prostate cancer and heart disease , but i think that's it .")).toBe(
      "Family history of non-hodgkin's lymphoma (mother); prostate cancer and heart disease (father).",
    );
    // The age it came at is kept (decision 882): a premature heart disease is what the history is asked for.
    expect(familyHistory('my father had a heart attack at 60')).toBe('Family history of myocardial infarction at age 60 (father).');
    expect(familyHistory('my grandfather had colon cancer in his sixties')).toBe('Family history of colon cancer in his 60s (grandfather).');
    expect(familyHistory('my dad had a heart attack at home')).toBe('Family history of myocardial infarction (father).');
    expect(familyHistory('my mom fell victim to heart problems and alcoholism at thirty eight')).toMatch(/heart problems(?! at)/);
    // Relatives said together share the condition.
    expect(familyHistory('my dad and grandpa both had type two diabetes')).toBe('Family history of type 2 diabetes (father, grandfather).');
    expect(familyHistory('and my brother and sister both have diabetes')).toBe('Family history of diabetes (brother, sister).');
  });

  it('names a relative said twice in a row once (decision 496)', () => {
    expect(familyHistory('no. my mum, my mum has, has migraines.')).toBe('Family history of migraine (mother).');
    expect(familyHistory('my mom and my dad had diabetes')).toBe('Family history of diabetes (mother, father).');
  });

  it('writes a cancer by its site, never by the verb before it, and nothing without a condition', () => {
    expect(familyHistory('my mother had cancer')).toBe('Family history of cancer (mother).');
    expect(familyHistory('my sister is doing well')).toBeUndefined();
    // In answer to "what conditions run in your family?", the conditions with no relative named are the family's.
    expect(familyHistory('i have high blood pressure diabetes and depression', { answersFamilyQuestion: true })).toBe('Family history of hypertension, diabetes and depression.');
    expect(familyHistory('i have high blood pressure diabetes and depression')).toBeUndefined();
  });
});

describe('the history leaves out', () => {
  it('a sentence that lost what it spoke of, and the answer to "any questions?"', () => {
    expect(isFragment('She did it a couple of weeks ago.')).toBe(true);
    expect(isFragment('She thinks 3 to 4 weeks ago.')).toBe(true);
    expect(isFragment('A little bit when he walks up the stairs.')).toBe(true);
    expect(isFragment('She starts wheezing and she has to sit down or else.')).toBe(true);
    expect(isFragment('She thinks it started 3 weeks ago.')).toBe(false);
    expect(isFragment('She does not think so which color pills.')).toBe(true);
    expect(isFragment('She checked her blood sugar a couple of weeks ago.')).toBe(false);
    expect(isFragment('She does not want to go to the hospital.')).toBe(false);
    expect(isFragment('Usually when she walks her dog.')).toBe(true);
    expect(isFragment('For as long as her walk is and she does not sometimes she walks 5 minutes depends on the wind.')).toBe(true);
    expect(isFragment('That is the one that popped it the left knee feels unstable.')).toBe(true);
    expect(isFragment('When she walks, her knee hurts.')).toBe(false);
    expect(isFragment('She does not smoke.')).toBe(false);
    expect(isFragment('He said when he was walking outside.')).toBe(true);
    expect(isFragment('She mentioned earlier, the pain is worse at night.')).toBe(true);
    expect(isFragment('She said her doctor stopped the metformin.')).toBe(false);
    expect(isFragment('He had blood drawn then.')).toBe(true);
    expect(isFragment('Job and she slipped and fell and she is sure she heard a pop.')).toBe(true);
    expect(isFragment('Very she is a big runner she loves to run.')).toBe(true);
    expect(isFragment('Where he had the surgery before.')).toBe(true);
    expect(isFragment('Overall he is doing well.')).toBe(false);
    expect(isFragment('Started long ago now.')).toBe(true);
    expect(isFragment('She has a little bit, yes.')).toBe(true);
    expect(isFragment('Suddenly she gained about 10 pounds.')).toBe(false);
    expect(isFragment('That was a bit of an adjustment.')).toBe(true);
    expect(isFragment('He, maybe adjusting what he is currently taking, maybe less of a dose.')).toBe(true);
    expect(isFragment('It started hurting about 2 weeks ago when she was lifting boxes.')).toBe(false);
  });

  it('a verb whose subject was in the sentence before, and an exception with no statement (decision 553)', () => {
    expect(isFragment('Sprained or broken an ankle.')).toBe(true);
    expect(isFragment('Other than this back pain she has been having.')).toBe(true);
    expect(isFragment('Aside from the headaches that he is getting.')).toBe(true);
    expect(isFragment('Apart from the pill she takes something for her IBS.')).toBe(false);
    expect(isFragment('Other than the back pain, she has been feeling well.')).toBe(false);
    expect(isFragment('Tired and run-down most days.')).toBe(false);
  });

  it('a subject said twice before its verb', () => {
    expect(cleanSpoken("i i i'm having a lot of trouble sleeping").trim()).toBe("i'm having a lot of trouble sleeping");
    expect(cleanSpoken("it it's been about two weeks").trim()).toBe("it's been about 2 weeks");
  });
});

describe('a deed done to an "it" the answer never names', () => {
  it('is left out; a thing named before it, or where it is felt, keeps it', () => {
    expect(singularUnnamed('She notes that she has not been great about taking it.', '')).toBe(true);
    expect(singularUnnamed('She reports that she has been doing that for years.', '')).toBe(true);
    expect(singularUnnamed('She states that she is going to continue that for about 3 weeks.', '')).toBe(true);
    expect(singularUnnamed('She states that she has felt this once.', '')).toBe(true);
    expect(singularUnnamed('He felt that for a while, and it got a little bit better.', '')).toBe(true);
    // Named before it, in this sentence or the answer's sentence before.
    expect(singularUnnamed('She states that her husband is not ready to get the vaccine, so she will not get it.', '')).toBe(false);
    expect(singularUnnamed('It is not hurting, it is numb, she cannot feel it.', '')).toBe(false);
    expect(singularUnnamed('She has been taking it daily.', 'She started metformin last month.')).toBe(false);
    // Or in the history sentence the reader has just read.
    expect(singularUnnamed('He notes that he has had it for about 3 months.', '', 'He saw his PCP for a cough.')).toBe(false);
    expect(singularUnnamed('He notes that he has had it for about 3 months.', '', 'He was in his yard and he felt fine.')).toBe(true);
    // Where it is felt tells the reader something; "this" before a noun names it; "that" opening a clause is no object.
    expect(singularUnnamed('He feels it in the left side of his back.', '')).toBe(false);
    expect(singularUnnamed('She has been having this, blinding headache for a few days.', '')).toBe(false);
    expect(singularUnnamed('She felt that she could not breathe.', '')).toBe(false);
  });
});

describe('a plural the answer never names', () => {
  it('is left out; one named before it in the answer, or two drugs, is its referent', () => {
    expect(pluralUnnamed('She notes that she does tend to avoid all of them.', '')).toBe(true);
    expect(pluralUnnamed('She notes that she eats those probably every day.', '')).toBe(true);
    expect(pluralUnnamed('She states that she has been wearing them since she was 5 years old.', '')).toBe(true);
    expect(pluralUnnamed('She could not get them to go down.', 'her ankles were swelling')).toBe(false);
    expect(pluralUnnamed('She notes that her ankles were swelling and she could not get them to go down.', '')).toBe(false);
    expect(pluralUnnamed('She takes them at night.', 'i take metformin and lisinopril')).toBe(false);
    expect(pluralUnnamed('He gets those every year.', "i've had a new pair of diabetic shoes and inserts")).toBe(false);
    // "These" or "those" before a noun names it.
    expect(pluralUnnamed('He is getting fed up with these headaches.', '')).toBe(false);
    expect(pluralUnnamed('She has been going frequently during these past 3 days.', '')).toBe(false);
  });
});

describe('speech started again', () => {
  it('keeps the words after a restart of the same subject, and leaves out an article before a pronoun', () => {
    expect(restarted('She works at a she works at an office in central London.')).toBe('She works at an office in central London.');
    expect(restarted('She is a she does work as a housekeeper.')).toBe('She does work as a housekeeper.');
    expect(restarted('She works at a bakery.')).toBe('She works at a bakery.');
    expect(isFragment('The it when he when he is flexing his knee he put pressure on it.')).toBe(true);
    expect(isFragment('She was told she had a they called it like a small heart attack.')).toBe(true);
    expect(isFragment('She has pain along the IT band.')).toBe(false);
  });
});

describe('an operation not done is no surgical history (decision 442)', () => {
  it('reads an operation wanted, needed or weighed as not done', () => {
    expect(onlyOperationsNotDone("he said that i have a tear in my finger , and that he did n't wan na do surgery , but he would do an injection .")).toBe(true);
    expect(onlyOperationsNotDone('they said i might need a knee replacement someday')).toBe(true);
    expect(onlyOperationsNotDone('we talked about surgery but i did not want it')).toBe(true);
  });
  it('keeps an operation done, or denied, as history', () => {
    expect(onlyOperationsNotDone('i had my gallbladder surgery in 2015')).toBe(false);
    expect(onlyOperationsNotDone("i've never had surgery")).toBe(false);
    expect(onlyOperationsNotDone('i would say the surgery went well')).toBe(false);
    expect(onlyOperationsNotDone("i don't know if the surgery helped")).toBe(false);
    expect(onlyOperationsNotDone('i had a knee replacement and now they want to do surgery on the other one')).toBe(false);
  });
});

describe('a sentence cut from the thought before it (decision 494)', () => {
  it('is written with the thought, not as a fact', () => {
    const hpi = noteOfVisit(
      [
        '[doctor] what is going on with your knee',
        "[patient] and it just happens occasionally less than once a day when i'm walking all of a sudden it is kind of like gives out and i think here i'm going to fall but i usually catch myself",
      ],
      'female',
    ).section.note_sections.find((s) => s.title === 'History of Present Illness')!.text;
    expect(hpi).toMatch(/she thinks she is going to fall/);
    expect(hpi).not.toMatch(/that she is going to fall/);
  });
});

describe('the date of the last one asked of (decision 551)', () => {
  const hpiOf = (lines: string[]) => noteOfVisit(lines, 'female').section.note_sections.find((s) => s.title === 'History of Present Illness')!.text;
  it('is written with what was asked when the answer is only a date', () => {
    expect(hpiOf(['[doctor] my knee has been sore for a week .', '[doctor] and when was your last tetanus shot ?', '[patient] um , about five or six years ago .'])).toMatch(/The last tetanus shot was about 5 or 6 years ago\./);
    expect(hpiOf(['[doctor] when was your last mammogram ?', '[patient] in 2019 .'])).toMatch(/The last mammogram was in 2019\./);
  });
  it('not when the question asked no date', () => {
    expect(hpiOf(['[doctor] how long has your knee been sore ?', '[patient] about five or six years ago .'])).not.toMatch(/The last/);
  });
});

describe('a rating of the complaint (decision 814)', () => {
  const hpiOf = (lines: string[]) => noteOfVisit(lines, 'male').section.note_sections.find((s) => s.title === 'History of Present Illness')!.text;
  it('is history, with what it rates', () => {
    const hpi = hpiOf(['[doctor] where are the headaches located ?', '[patient] behind my eyes .', '[doctor] was the onset gradual or sudden ?', "[patient] well it started about three months ago . and now it's about six out of 10 severity ."]);
    expect(hpi).toMatch(/The headache is rated about 6\/10 severity\./);
  });
});

describe('the sentence cap of the history (decision 557)', () => {
  it("keeps the clinician's summary of the history before the patient's own sentences", () => {
    const hpi = noteOfVisit(
      [
        '[doctor] what can i do for you today ?',
        '[patient] i have been coughing a lot at night for 3 days .',
        '[patient] my chest feels tight when i walk up the stairs .',
        '[patient] i used my inhaler 4 times yesterday .',
        '[patient] my back hurts when i cough for 2 days .',
        '[patient] i have been sleeping badly for 5 nights because of the cough .',
        '[patient] my neck is sore from coughing for 2 days .',
        '[patient] i feel tired all day since the weekend , 3 days now .',
        '[patient] my appetite has been low for 4 days .',
        '[patient] my knees ache when i walk for 2 weeks .',
        "[doctor] right , okay . i mean , it sounds like you've had a flare up of your asthma .",
      ],
      'female',
    ).section.note_sections.find((s) => s.title === 'History of Present Illness')!.text;
    expect(hpi).toMatch(/flare up of her asthma/);
  });
});

describe("a relative's relative, and a condition of the whole family (decision 735)", () => {
  it('is named from the side of the family', () => {
    expect(familyHistory("um, my mom's brother had hodgkin's disease, melanoma, and prostate cancer.")).toMatch(/\(maternal uncle\)\.$/);
    expect(familyHistory("my mom has lumps in her breast but it is benign, however my granny on my father side had cancer.")).toBe('Family history of cancer (paternal grandmother).');
    expect(familyHistory('my dad has lupus and his brother has diabetes.')).toBe('Family history of lupus (father); diabetes (paternal uncle).');
  });
  it('a condition that runs in the family is no one relative\'s', () => {
    expect(familyHistory('my dad has lupus. high blood pressure also runs in the family.')).toBe('Family history of lupus (father); hypertension.');
  });
  it('reads relatives named in the plural', () => {
    expect(familyHistory('and my sisters have high blood pressure.')).toBe('Family history of hypertension (sisters).');
    expect(familyHistory('and my sisters have blood pressure issues.')).toBe('Family history of blood pressure issues (sisters).');
  });
});

describe('a sentence about the telling, not the history (decision 739)', () => {
  it('is left out', () => {
    for (const said of ['She would have to double check.', 'He would have to check.', 'He has a whole list of conditions.', 'She has a list of them written down.', 'He has them written.', 'He forgot what the surgery was but it says it in his report.']) expect(isFragment(said)).toBe(true);
  });
  it('a history that names a list of its own stays', () => {
    expect(isFragment('She is on the transplant list.')).toBe(false);
    expect(isFragment('He had his gallbladder removed.')).toBe(false);
  });
});

describe('"it" in the second sentence of an answer (decision 806)', () => {
  it('is the complaint the answer named before it', () => {
    const note = noteOfVisit(['Doctor: So with your kidney stone, can you tell me what happened?', "Patient: And i've been in a lot of pain it started about i would say probably about three days ago."]);
    const history = note.section.note_sections.map((s) => s.text).join(' ');
    expect(history).toContain('The pain started about 3 days ago.');
    expect(history).not.toMatch(/\bIt started\b/);
  });
});

describe("an injury's own signs in the history (decision 937)", () => {
  const hpi = (lines: string[]) => noteOfVisit(lines).section.note_sections.find((s) => s.title === 'History of Present Illness')!.text;
  const OPEN = ['Doctor: What brings you in today?', 'Patient: I rolled my right ankle playing basketball yesterday and it really hurts. It swelled up right away.'];
  it('names the part "it" swelled, and keeps a "yes" that goes on to tell a sign', () => {
    const text = hpi([...OPEN, 'Doctor: Any bruising?', 'Patient: Yes, there is some bruising on the outside.', 'Doctor: Were you able to walk on it?', 'Patient: Barely, I limped off the court.', 'Doctor: Okay, let me examine your right ankle.']);
    expect(text).toMatch(/The right ankle swelled up right away\./);
    expect(text).toMatch(/There is some bruising on the outside\./);
    expect(text).toMatch(/limped off the court/);
  });
  it('but a bare "yes" stays the answer it is', () => {
    expect(hpi([...OPEN, 'Doctor: Any numbness?', 'Patient: Yes, a little bit.', 'Doctor: Okay, let me examine your right ankle.'])).not.toMatch(/a little bit/);
  });
});

describe('how the patient takes a drug asked about (decision 940)', () => {
  const hpi = (lines: string[]) => noteOfVisit(lines).section.note_sections.find((s) => s.title === 'History of Present Illness')!.text;
  it('names the drug of an answer that opens on its dose, and keeps what is missed', () => {
    const text = hpi(['Doctor: So you are here for a follow-up on your diabetes.', 'Doctor: Are you taking the metformin?', 'Patient: Yes, 500 milligrams twice a day, but I sometimes forget the evening dose.', 'Doctor: Okay.']);
    expect(text).toMatch(/takes metformin 500 mg twice a day, but she sometimes forgets the evening dose\./);
  });
  it('drops "I forgot to mention" and keeps what was said', () => {
    expect(cleanSpoken('i also forgot to mention, that i am also having night sweats')).toBe('i am also having night sweats');
  });
});
