import { describe, expect, it } from 'vitest';
import { certaintyAt, isNoAnswer, isYesAnswer, saysNo } from './negation.js';
import { noteOfVisit } from './fixtures/short-visit.js';

const statusOf = (sentence: string, finding: string) => {
  const start = sentence.indexOf(finding);
  if (start < 0) throw new Error(`${finding} not in ${sentence}`);
  return certaintyAt(sentence, start, start + finding.length);
};

describe('NegEx-style negation and uncertainty', () => {
  it('negates findings after a pre-trigger, across a list', () => {
    expect(statusOf('she denies chest pain', 'chest pain')).toBe('negated');
    expect(statusOf('no fever, chills, or cough', 'cough')).toBe('negated');
    expect(statusOf('i have not had any nausea', 'nausea')).toBe('negated');
    expect(statusOf('without shortness of breath', 'shortness of breath')).toBe('negated');
  });

  it('reads a change denied ("no increased back pain", "no new rash") as no denial of the symptom (decision 773)', () => {
    expect(statusOf("i didn't really have any increased back pain after the accident", 'back pain')).toBe('uncertain');
    expect(statusOf('no new rash', 'rash')).toBe('uncertain');
    expect(statusOf('no rash', 'rash')).toBe('negated');
  });

  it('ends a negation at a reason: the condition that forbids a treatment is present', () => {
    expect(statusOf("you can't take anti-inflammatory medications because of your kidney transplant", 'kidney transplant')).toBe('affirmed');
    expect(statusOf('no ibuprofen due to her ulcer', 'ulcer')).toBe('affirmed');
  });

  it('reads a hedged likeness ("sounds quite like a migraine") as uncertain, a plain impression as it was', () => {
    expect(statusOf('it does sound quite like a migraine', 'migraine')).toBe('uncertain');
    expect(statusOf('it looks a bit like eczema', 'eczema')).toBe('uncertain');
    expect(statusOf('it sounds like you have a migraine', 'migraine')).toBe('affirmed');
  });

  it('does not read "I don\'t know if it\'s related to the headache" as a denial of the headache', () => {
    expect(statusOf("i don't know if it's related to the headache but it started around the same time", 'headache')).toBe('affirmed');
    expect(statusOf("i don't have a headache", 'headache')).toBe('negated');
    // A negation does not reach across "it's" into a new clause.
    expect(statusOf("i don't think so, it's the headache that bothers me", 'headache')).toBe('affirmed');
  });

  it('reads the ways of saying no and yes, and a no taken back', () => {
    for (const no of ['I do not think so.', "I wouldn't say so.", 'Not that I have noticed.', 'Not anymore.', 'Zero.', 'Never.']) expect(isNoAnswer(no.toLowerCase())).toBe(true);
    for (const yes of ['Once in a while.', 'Only at night.', 'I guess so, when I climb stairs.', 'Occasionally.']) expect(isYesAnswer(yes.toLowerCase())).toBe(true);
    // A no that goes on to say yes is no plain no.
    expect(isNoAnswer('no, not necessarily at work, sometimes i do feel a bit anxious.')).toBe(false);
    const turn = (...sentences: string[]) => sentences.map((lower) => ({ lower, turn: 1, speaker: 'patient' }));
    expect(saysNo(turn('not that i can think of .', 'well , actually my sister does have problems with her stomach too .'), 0)).toBe(false);
    expect(saysNo(turn('no .', 'but i had diarrhea last week .'), 0)).toBe(true);
  });

  it('reads "no gout flares" as a denial of the flares, not of the gout', () => {
    expect(statusOf('you have had no gout flares since the allopurinol', 'gout')).toBe('affirmed');
    expect(statusOf('no copd exacerbations this year', 'copd')).toBe('affirmed');
    expect(statusOf('you have no gout', 'gout')).toBe('negated');
  });

  it('reads a short answer that names the symptom and says no as a denial ("diarrhea, no")', () => {
    expect(statusOf('diarrhea no', 'diarrhea')).toBe('negated');
    expect(statusOf('diarrhea, no.', 'diarrhea')).toBe('negated');
    expect(statusOf('i had diarrhea for a week and the medicine did nothing, no', 'diarrhea')).toBe('affirmed');
  });

  it('reads "never felt it like this" as present, how bad it is being what is new', () => {
    expect(statusOf("i've never felt palpitations like this", 'palpitations')).toBe('affirmed');
    expect(statusOf('i have never had a headache this bad', 'headache')).toBe('affirmed');
    expect(statusOf('i have never had chest pain', 'chest pain')).toBe('negated');
  });

  it('reads two negations that affirm ("can\'t … without") as present', () => {
    expect(statusOf("i can't run very far, um, any more without just feeling, pain in my knees", 'pain in my knees')).toBe('affirmed');
    expect(statusOf('she is unable to walk without knee pain', 'knee pain')).toBe('affirmed');
    expect(statusOf('she can walk without knee pain', 'knee pain')).toBe('negated');
  });

  it('reads "I didn\'t think that I was suffering from" as a denial, and a worry, a working diagnosis or a fear as uncertain', () => {
    expect(statusOf("i didn't think that it was, that i was suffering from, actual depression", 'depression')).toBe('negated');
    expect(statusOf('i understand your concerns about lung cancer', 'lung cancer')).toBe('uncertain');
    expect(statusOf('our presumptive, working diagnosis is tia', 'tia')).toBe('uncertain');
    expect(statusOf("you think you're gonna die of lung cancer", 'lung cancer')).toBe('uncertain');
    expect(statusOf('could just be a urine infection', 'urine infection')).toBe('uncertain');
  });

  it('stops the scope at a termination word', () => {
    expect(statusOf('no fever but she has a cough', 'cough')).toBe('affirmed');
    expect(statusOf('denies nausea, however reports vomiting', 'vomiting')).toBe('affirmed');
    // A restart of speech ends it too.
    expect(statusOf("it doesn't feel like -- yeah, it just makes me feel weak", 'feel weak')).toBe('affirmed');
  });

  it('carries a trigger across a long list of findings', () => {
    const list = 'i have not had any nausea, vomiting, diarrhea, fevers, chills, night sweats or abdominal pain';
    expect(statusOf(list, 'abdominal pain')).toBe('negated');
    expect(statusOf(list, 'night sweats')).toBe('negated');
    expect(statusOf("i don't think i have a fever", 'fever')).toBe('negated');
  });

  it('ends the scope at a new clause', () => {
    expect(statusOf('no, and then she said i had a fever', 'fever')).toBe('affirmed');
    expect(statusOf('no nausea, it is mostly the cough', 'cough')).toBe('affirmed');
  });

  it('stops the scope after a few words', () => {
    expect(statusOf('no, i went to the store yesterday and then i had chest pain', 'chest pain')).toBe('affirmed');
  });

  it('reads post-triggers and ignores pseudo-triggers', () => {
    expect(statusOf('the headache has resolved', 'headache')).toBe('negated');
    expect(statusOf('no change in her cough', 'cough')).toBe('affirmed');
  });

  it('marks possible, rule out and conditional findings uncertain', () => {
    expect(statusOf('possible pneumonia', 'pneumonia')).toBe('uncertain');
    expect(statusOf('we need to rule out a blood clot', 'blood clot')).toBe('uncertain');
    expect(statusOf('call me if you have chest pain', 'chest pain')).toBe('uncertain');
    // A risk is not a diagnosis: "you can also develop arthritis in that foot".
    expect(statusOf('you can also develop arthritis in that foot', 'arthritis')).toBe('uncertain');
    expect(statusOf('you have developed arthritis in that foot', 'arthritis')).toBe('affirmed');
    expect(statusOf('this is pneumonia', 'pneumonia')).toBe('affirmed');
  });

  it('negates "you don\'t have any evidence of any kind of X", however long the lead', () => {
    expect(statusOf("you don't have any evidence of any kind of radiculopathy", 'radiculopathy')).toBe('negated');
    expect(statusOf('the x-ray did not show any signs of a fracture', 'fracture')).toBe('negated');
  });

  it('reads a likeness or a fear as no diagnosis ("it felt like I was having a heart attack")', () => {
    expect(statusOf('it felt like i was having a heart attack', 'heart attack')).toBe('uncertain');
    expect(statusOf('i thought i was having a stroke', 'stroke')).toBe('uncertain');
    expect(statusOf('well, since you mention anxiety, my job was stressful', 'anxiety')).toBe('uncertain');
    expect(statusOf('i had a heart attack in 2019', 'heart attack')).toBe('affirmed');
  });

  it('reads short yes and no answers', () => {
    expect(isNoAnswer('no , not that i\'ve noticed .')).toBe(true);
    expect(isNoAnswer('nope.')).toBe(true);
    expect(isNoAnswer('no, but i do get headaches')).toBe(false);
    expect(isYesAnswer('yeah , a little .')).toBe(true);
    expect(isYesAnswer('i went to the store')).toBe(false);
  });
});

describe('a feeling denied: "not like I\'m gonna faint" (decision 427)', () => {
  const at = (lower: string, term: string) => certaintyAt(lower, lower.indexOf(term), lower.indexOf(term) + term.length);
  it('negates what follows "not like / not as if I\'m…"', () => {
    expect(at("no, no, not like i'm gonna faint.", 'faint')).toBe('negated');
    expect(at("not as if i'm having a heart attack.", 'heart attack')).toBe('negated');
  });
  it('leaves the feeling said without the not, and a new clause after it', () => {
    expect(at("i feel like i'm going to faint.", 'faint')).toBe('affirmed');
    expect(at("it's not like the pain stops, i get dizzy.", 'dizzy')).toBe('affirmed');
  });
});

describe('a yes said as agreement (decision 784)', () => {
  it('reads "that\'s right", "that is correct", "exactly", "absolutely" as yes, and not what only contains them', () => {
    for (const yes of ["That's right. My asthma has been getting worse.", 'That is correct.', 'Exactly.', 'Absolutely, every day.', 'Of course.']) expect(isYesAnswer(yes.toLowerCase())).toBe(true);
    for (const other of ["I don't think that's right.", 'The right one.', 'Not exactly.']) expect(isYesAnswer(other.toLowerCase())).toBe(false);
  });
  it('confirms the condition the clinician says the visit is for', () => {
    const codes = noteOfVisit(["Doctor: I also see that you're here for a follow up for your asthma, correct? How is your asthma?", "Patient: That's right. My asthma has been getting worse over the last three months."]).section.diagnostic_codes.map((c) => c.code);
    expect(codes).toContain('J45.909');
  });
});

describe('a likeness the clinician draws (decision 898)', () => {
  it('reads "like you have a fever, we give paracetamol" as no fever of the patient, an impression as it was', () => {
    expect(statusOf('so this is just symptomatic relief, like you have a fever we just give paracetamol', 'fever')).toBe('uncertain');
    expect(statusOf('it sounds like you have a fever', 'fever')).toBe('affirmed');
    expect(statusOf('i feel like i have a fever', 'fever')).toBe('affirmed');
  });

  it('keeps a sound in the ears the patient hears now out of the past history', () => {
    const history = (lines: string[]) => noteOfVisit(lines).section.note_sections.find((s) => s.title === 'Past Medical History')!.text;
    expect(history(['[doctor] How are you?', "[patient] I'm feeling dizzy, and my ears are buzzing a bit."])).toBe('Not discussed.');
    expect(history(['[doctor] Any medical history?', '[patient] I have a history of tinnitus and asthma.'])).toBe('The patient has a history of tinnitus and asthma.');
  });
});

describe('a suspicion said as the impression (decision 947)', () => {
  it('leaves "my suspicion is that you have unstable angina" possible, in the words and in the note', () => {
    expect(statusOf('my suspicion is that you have unstable angina', 'unstable angina')).toBe('uncertain');
    const note = noteOfVisit(['Doctor: What brings you in today?', 'Patient: I get chest pain when I walk up the stairs, and now even at rest.', 'Doctor: On exam your heart sounds normal.', 'Doctor: My suspicion is that you have unstable angina. I want you to go to the emergency room.']);
    expect(note.section.diagnostic_codes.map((c) => c.code)).not.toContain('I20.0');
    expect(note.section.note_sections.find((s) => s.title === 'Assessment')!.text).toMatch(/possible unstable angina/);
  });
});

describe('how the patient is, answered before the complaint (decision 952)', () => {
  it('"not great, my right knee has been killing me" affirms the knee pain', () => {
    expect(statusOf('not great , my right knee has been killing me .', 'my right knee has been killing me')).toBe('affirmed');
    expect(statusOf("i'm not doing well , i have a cough .", 'cough')).toBe('affirmed');
    expect(statusOf('not great , no fever .', 'fever')).toBe('negated');
    const note = noteOfVisit(['Doctor: Hi, how are you doing today?', 'Patient: Not great, my right knee has been killing me.', 'Doctor: Any numbness or tingling?', 'Patient: No.']);
    const text = (title: string) => note.section.note_sections.find((s) => s.title === title)!.text;
    expect(text('Chief Complaint')).toBe('Right knee pain.');
    expect(text('Review of Systems')).not.toMatch(/Denies knee pain/);
  });
});
