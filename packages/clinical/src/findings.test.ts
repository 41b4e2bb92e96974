import { describe, expect, it } from 'vitest';
import { detailsOf, findMedications, findMentions, lateralityNear } from './findings.js';
import { splitTranscript } from './transcript.js';

describe('medications', () => {
  it('reads dose and frequency, spoken or written', () => {
    const meds = findMedications(splitTranscript('Patient: I take lisinopril 20 mg once a day and metformin five hundred milligrams twice a day.'));
    expect(meds.map((m) => [m.name, m.dose, m.frequency])).toEqual([
      ['lisinopril', '20 mg', 'daily'],
      ['metformin', '500 mg', 'twice daily'],
    ]);
  });
});

describe('symptom details', () => {
  it('reads onset, duration, severity and modifiers, including the answer to a follow-up question', () => {
    const u = splitTranscript(
      'Patient: I have had sharp chest pain for three days. It is worse when I climb stairs and better with rest.\nDoctor: On a scale of 1 to 10, how bad is it?\nPatient: About a 7 out of 10.',
    );
    const details = detailsOf(u, [0]);
    expect(details).toMatchObject({ duration: '3 days', severity: '7/10', quality: 'sharp', worse: 'when i climb stairs', better: 'with rest' });
    expect(details.evidence.length).toBeGreaterThanOrEqual(2);
  });

  it('reads no quality said not to be ("it\'s not severe") (decision 727)', () => {
    expect(detailsOf(splitTranscript("Patient: Yes, it's not severe, but I'm having some trouble."), [0]).quality).toBeUndefined();
    expect(detailsOf(splitTranscript("Patient: It's not sharp, it's dull."), [0]).quality).toBe('dull');
    expect(detailsOf(splitTranscript("Patient: I've had headaches, but nothing as severe as this before."), [0]).quality).toBe('severe');
  });

  it('reads a duration with its number said twice ("for like four four days")', () => {
    expect(detailsOf(splitTranscript('Patient: My throat has been hurting me for like four four days now.'), [0]).duration).toBe('4 days');
  });

  it('reads an onset said as "ago"', () => {
    expect(detailsOf(splitTranscript('Patient: The cough started two weeks ago.'), [0]).onset).toBe('2 weeks ago');
  });

  it('reads no duration in how long each episode lasts ("they last a few hours at a time")', () => {
    expect(detailsOf(splitTranscript('Patient: The headaches are worse in the morning and they last a few hours at a time.'), [0]).duration).toBeUndefined();
    expect(detailsOf(splitTranscript('Patient: I have had this headache for the last three days.'), [0]).duration).toBe('3 days');
  });

  it('reads no onset in the time of an earlier episode remembered ("I remember that from two years ago") (decision 444)', () => {
    expect(detailsOf(splitTranscript("Patient: I have some body aches, but not surprised 'cause I remember that from two years ago."), [0]).onset).toBeUndefined();
    expect(detailsOf(splitTranscript('Patient: The aches started about two years ago.'), [0]).onset).toBe('2 years ago');
  });

  it('reads no onset in the time of an earlier episode named as one like it ("a similar headache a few weeks ago") (decision 495)', () => {
    expect(detailsOf(splitTranscript('Patient: No but I did, I did have a similar headache a few weeks ago.'), [0]).onset).toBeUndefined();
    expect(detailsOf(splitTranscript('Patient: I had a previous episode two years ago.'), [0]).onset).toBeUndefined();
    expect(detailsOf(splitTranscript('Patient: The headache started a few weeks ago.'), [0]).onset).toBe('a few weeks ago');
  });

  it('reads no duration in a time after an event ("got better about three days after I went to the ER")', () => {
    expect(detailsOf(splitTranscript('Patient: The chest pain got better about three days after i went to the er.'), [0]).duration).toBeUndefined();
  });
});

describe('mentions and who said them', () => {
  it('reads a vaccine against a disease as no mention of the disease', () => {
    const names = (t: string) => findMentions(splitTranscript(t), false).map((m) => m.term.name);
    expect(names("Doctor: you have completed your covid-19 , so that's good .")).toEqual([]);
    expect(names('Doctor: he is fully vaccinated against covid-19 .')).toEqual([]);
    expect(names('Doctor: you had covid-19 last winter .')).toEqual(['COVID-19']);
  });

  it('settles a clinician question by the patient answer', () => {
    const mentions = findMentions(splitTranscript('Doctor: Any chest pain or shortness of breath?\nPatient: No, nothing like that.\nDoctor: Any cough?\nPatient: Yeah, a little.'), false);
    expect(mentions.map((m) => [m.term.name, m.certainty])).toEqual([
      ['chest pain', 'negated'],
      ['shortness of breath', 'negated'],
      ['cough', 'affirmed'],
    ]);
  });

  it('reads no denial in a "no" to "any other symptoms?" asked after a symptom was named', () => {
    const mentions = findMentions(splitTranscript('[doctor] i know that you were endorsing the back pain-\n[patient] mm-hmm .\n[doctor] and maybe a little weakness in your right leg . um , any other symptoms ? i know we went through a lot .\n[patient] no .'), false);
    expect(mentions.find((m) => m.term.name === 'weakness')?.certainty).not.toBe('negated');
  });

  it('reads no denial of a symptom recapped before a question about another (decision 498)', () => {
    const certainty = (t: string, name: string) => findMentions(splitTranscript(t), false).find((m) => m.term.name === name)?.certainty;
    const recap = '[doctor] Um, and some swelling in your ankles. Um, reporting no chest pain. Have you noticed your heartbeat racing at all? So, palpitations?\n[patient] No, not really.';
    expect(certainty(recap, 'lower extremity edema')).not.toBe('negated');
    expect(certainty(recap, 'palpitations')).toBe('negated');
    // The question about the same symptom is answered by the no.
    expect(certainty('[doctor] And some swelling in your ankles. Any swelling in your ankles at all?\n[patient] No.', 'lower extremity edema')).toBe('negated');
  });

  it('reads the patient repeating the return precautions as no report of those symptoms', () => {
    const status = (transcript: string) => findMentions(splitTranscript(transcript), false).map((m) => `${m.term.name}: ${m.certainty}`);
    expect(status('[doctor] do bear in mind those symptoms i mentioned about the fever and the back pain and vomiting .\n[patient] either back pain , vomiting , great ok .').sort()).toEqual([
      'back pain: uncertain',
      'back pain: uncertain',
      'fever: uncertain',
      'vomiting: uncertain',
      'vomiting: uncertain',
    ]);
    expect(status('[doctor] okay .\n[patient] my back pain is worse .')).toEqual(['back pain: affirmed']);
  });

  it('never takes a clinician naming a symptom for the patient reporting it', () => {
    const status = (transcript: string) => findMentions(splitTranscript(transcript), false).map((m) => `${m.term.name}: ${m.certainty}`);
    // An unpunctuated question, answered no; then one answered with something else.
    expect(status('[doctor] okay now tell me have you noticed any other symptoms how about like fever or chills\n[patient] no')).toEqual(['fever: negated', 'chills: negated']);
    expect(status('[doctor] okay coughing headache\n[patient] ma am')).toEqual(['cough: uncertain', 'headache: uncertain']);
    // Said of the patient, it is a finding; "yes" to a question about two symptoms does not say which.
    expect(status("[doctor] so you've had a cough for two weeks .")).toEqual(['cough: affirmed']);
    expect(status('[doctor] any nausea or vomiting ?\n[patient] yes .')).toEqual(['nausea: uncertain', 'vomiting: uncertain']);
    expect(status('[doctor] any nausea ?\n[patient] yes .')).toEqual(['nausea: affirmed']);
  });

  it('reads what the patient denies, wishes or asks about as not reported', () => {
    const status = (transcript: string) => findMentions(splitTranscript(transcript), false).map((m) => `${m.term.name}: ${m.certainty}`);
    expect(status('[patient] a little bit of numbing , but nothing tingling or hurting down my legs .')).toEqual(['numbness: affirmed', 'tingling: negated']);
    expect(status('[patient] slightly decreased appetite , but i wish i had some weight loss .')).toEqual(['weight loss: uncertain', 'decreased appetite: affirmed']);
    expect(status('[patient] could that cause headaches ?')).toEqual(['headache: uncertain']);
  });

  it('keeps a denial a denial: fillers before the no, a correction of the clinician, the one symptom named', () => {
    const status = (transcript: string) => findMentions(splitTranscript(transcript), false).map((m) => `${m.term.name}: ${m.certainty}`);
    // "um, no" is a no; the legs own the possessive, so numbness is asked, not presumed.
    expect(status('[doctor] have you had any symptoms like pain in your legs or numbing or tingling ?\n[patient] um , no , nothing significant like that .')).toEqual(['numbness: negated', 'tingling: negated', 'leg pain: negated']);
    // The patient corrects what the clinician said of them (said without a mark, the clinician's line reads as
    // the question it is, and the answer decides).
    expect(status("[doctor] you've been able to tolerate the nausea\n[patient] yes i have n't had any nausea but just slight fatigue")).toEqual(['nausea: uncertain', 'fatigue: affirmed', 'nausea: negated']);
    expect(status("[doctor] you've been able to tolerate the nausea .\n[patient] yes i have n't had any nausea but just slight fatigue")).toEqual(['nausea: negated', 'fatigue: affirmed', 'nausea: negated']);
    // "No fever, some chills": fever denied, chills reported; the question's own mentions wait for the answer.
    expect(status('[doctor] have you noticed any nausea chills fever\n[patient] no fever some chills')).toEqual(['fever: uncertain', 'chills: uncertain', 'nausea: uncertain', 'fever: negated', 'chills: affirmed']);
    // "Are you coughing up anything, any fevers?" "No fever…": the cough is not denied.
    expect(status('[doctor] are you coughing up anything any fevers with this at all\n[patient] no no fever kinda feel like i am bringing stuff up')).toContain('cough: uncertain');
    // A run-on answer stays one sentence where a part would end on "and" or "think".
    expect(status("[patient] no no numbness and i do n't think i've had like any tingling or anything like that")).toEqual(['numbness: negated', 'tingling: negated']);
    // "Any other joint pain?" "No": other joints, not the one the visit is for.
    expect(status('[doctor] any other joint pain ?\n[patient] no .')).toEqual(['joint pain: uncertain']);
    expect(status('[doctor] any fever or joint pain ?\n[patient] no .')).toEqual(['fever: negated', 'joint pain: negated']);
    // "No," answering the question before is not a negation of what follows.
    expect(status('[patient] no , the weight loss has really decreased all the pain .')).toEqual(['weight loss: affirmed']);
  });

  it('marks the patient own guess so it never becomes a diagnosis', () => {
    const [mention] = findMentions(splitTranscript('Patient: I think it might be a heart attack.'), false);
    expect(mention!.patientGuess).toBe(true);
  });

  it('finds laterality near the mention', () => {
    const [mention] = findMentions(splitTranscript('Doctor: You have an ear infection in the left ear.'), false);
    expect(mention!.laterality).toBe('left');
  });
});

describe('what a clinician asks or says in general is not the patient\'s symptom', () => {
  const status = (transcript: string) => findMentions(splitTranscript(transcript), false).map((m) => `${m.term.name}: ${m.certainty}`);

  it('asks about a symptom of a part the patient owns: "has your ear been itchy?" waits for the answer (decision 390)', () => {
    expect(status('[doctor] has your ear been itchy at all ?\n[patient] no .')).toEqual(['itching: negated']);
    expect(status('[doctor] has your ear been itchy at all ?\n[doctor] and do you use cotton buds ?')).toEqual(['itching: uncertain']);
    expect(status('[doctor] is your skin feeling itchy ?\n[patient] yes .')).toEqual(['itching: affirmed']);
    // The symptom itself possessed is presumed, as before.
    expect(status('[doctor] how is your cough ?\n[patient] about the same .')).toEqual(['cough: affirmed']);
  });

  it('reads "you would have a wheeze" as what a condition would cause, not a finding (decision 391)', () => {
    expect(status('[doctor] generally if you have things like a chest infection , you would have a bit like a wheeze .')).toContain('wheezing: uncertain');
    expect(status('[doctor] when you have a chest infection , you would have a wheeze .')).toEqual(['lower respiratory infection: uncertain', 'wheezing: uncertain']);
    expect(status('[doctor] you have a wheeze .')).toEqual(['wheezing: affirmed']);
  });
});

describe('a pain\'s character and the muscles\' aching (decision 392)', () => {
  it('writes a character only of a pain', () => {
    const u = splitTranscript('Patient: I have a throbbing headache and I feel quite nauseous.');
    expect(detailsOf(u, [0], 'headache').quality).toBe('throbbing');
    expect(detailsOf(u, [0], 'nausea').quality).toBeUndefined();
    expect(detailsOf(splitTranscript('Patient: It is a burning pain when I pee.'), [0], 'dysuria').quality).toBe('burning');
  });

  it('reads aching muscles as muscle aches, and their aching as no other symptom\'s', () => {
    const u = splitTranscript('Patient: My muscles are really aching, and I get headaches.');
    expect(findMentions(u, false).map((m) => m.term.name)).toContain('muscle aches');
    expect(detailsOf(u, [0], 'headache').quality).toBeUndefined();
    expect(detailsOf(u, [0], 'muscle aches').quality).toBeUndefined();
    expect(findMentions(splitTranscript('Patient: I have had quite achy muscles.'), false).map((m) => m.term.name)).toEqual(['muscle aches']);
  });
});

describe('feeling like vomiting is nausea (decision 420)', () => {
  const status = (text: string) => findMentions(splitTranscript(text), false).map((m) => `${m.term.name}: ${m.certainty}`);
  it('reads "I feel like vomiting" and "feeling a bit sick" as nausea, and the vomiting denied after it as denied', () => {
    expect(status('Patient: I feel like vomiting, but I don\'t vomit.')).toEqual(['nausea: affirmed', 'vomiting: negated']);
    expect(status('Patient: Feeling a bit sick, but no vomiting.')).toEqual(['nausea: affirmed', 'vomiting: negated']);
    expect(status('Patient: I feel like I\'m going to be sick.')).toEqual(['nausea: affirmed']);
    // "I just feel really sick" (of a drug, of an illness) and "I was sick" are left to the rest of the visit.
    expect(status('Patient: I just feel really sick.')).toEqual([]);
    expect(status('Patient: I vomited twice.')).toEqual(['vomiting: affirmed']);
  });
});

describe('a sentence about a relative is theirs (decision 421)', () => {
  const status = (text: string) => findMentions(splitTranscript(text), false).map((m) => `${m.term.name}: ${m.certainty}`);
  it('keeps what follows "my mum" hers until the patient speaks of themself again', () => {
    expect(status('Patient: I know that my mum, she has bad headaches, she\'s like, has the vomiting and everything.')).toEqual([]);
    expect(status('Patient: My mum has asthma and I have a cough.')).toEqual(['cough: affirmed']);
    expect(status('Patient: My son had a cold. Now I have a cough.')).toEqual(['cough: affirmed']);
  });
});

describe('a yes that picks nothing (decision 422)', () => {
  const status = (text: string) => findMentions(splitTranscript(text), false).map((m) => `${m.term.name}: ${m.certainty}`);
  it('reads a yes to "is it normal, or X?" as no choice', () => {
    expect(status('Doctor: Is the stool normal, or diarrhea, or hard stool?\nPatient: Yeah.')).toEqual(['diarrhea: uncertain']);
    expect(status('Doctor: Have you had any diarrhea?\nPatient: Yeah.')).toEqual(['diarrhea: affirmed']);
  });
  it('reads a yes to a question put in the negative as no report of the symptom', () => {
    expect(status('Doctor: But you haven\'t lost any weight, that you think of?\nPatient: Yes.')).toEqual(['weight loss: uncertain']);
    expect(status('Doctor: Have you lost any weight?\nPatient: Yes.')).toEqual(['weight loss: affirmed']);
  });
});

describe('a yes to a list said of what it names (decision 428)', () => {
  const status = (text: string) => findMentions(splitTranscript(text), false).filter((m) => m.term.name === 'chest pain').map((m) => m.certainty);
  it('does not affirm what was asked and not named in a yes that names others', () => {
    expect(status('Doctor: Any chest pain, temperature, cold symptoms, anything like that?\nPatient: Yeah, so I have a cough, and I have a fever.')).toEqual(['uncertain']);
  });
  it('affirms the one asked when the yes names nothing else, or it alone was asked', () => {
    expect(status('Doctor: Any chest pain, anything like that?\nPatient: Yeah.')).toEqual(['affirmed']);
    expect(status('Doctor: Any chest pain?\nPatient: Yes, and I have a cough.')).toEqual(['affirmed']);
  });
});

describe('a symptom taken back is not asked (decision 440)', () => {
  const status = (text: string) => findMentions(splitTranscript(text), false).map((m) => `${m.term.name}: ${m.certainty}`);
  it('reads "joint pain … I mean, like muscle aches?" as asking about the muscle aches only', () => {
    expect(status('Doctor: Any fever? Joint pain ... I mean, like muscle aches?\nPatient: No.')).toEqual(['fever: negated', 'muscle aches: negated']);
    expect(status('Doctor: Any headache, sorry, any dizziness?\nPatient: No.')).toEqual(['dizziness: negated']);
  });
  it('keeps both when nothing is taken back', () => {
    expect(status('Doctor: Any joint pain or muscle aches?\nPatient: No.')).toEqual(['joint pain: negated', 'muscle aches: negated']);
    expect(status('Doctor: Any joint pain? I mean, anything that bothers you?\nPatient: No.')).toEqual(['joint pain: negated']);
    expect(status('Patient: I have a headache, sorry, I have a cough too.').sort()).toEqual(['cough: affirmed', 'headache: affirmed']);
  });
});

describe('the symptoms of high sugars (decision 816)', () => {
  const said = (text: string) => findMentions(splitTranscript(text), false).map((m) => [m.term.name, m.certainty]).sort();
  it('reads thirst and increased urination, affirmed or denied', () => {
    expect(said("Patient: I've been really thirsty and peeing a lot.")).toEqual([
      ['excessive thirst', 'affirmed'],
      ['urinary frequency', 'affirmed'],
    ]);
    expect(said('Patient: I feel like I have to go all the time.')).toEqual([['urinary frequency', 'affirmed']]);
    expect(said('Patient: No increased urination and no increased thirst.')).toEqual([
      ['excessive thirst', 'negated'],
      ['urinary frequency', 'negated'],
    ]);
  });
});

describe('the part hurt is the complaint (decision 818)', () => {
  const said = (text: string) => findMentions(splitTranscript(text), false).map((m) => m.term.name);
  it('reads "I hurt my lower back" as low back pain, and the region said before as the same complaint', () => {
    expect(said('Patient: I hurt my lower back lifting a couch.')).toEqual(['low back pain']);
    expect(said('Doctor: I hear you injured your back?\nPatient: Yeah, I really hurt my lower back.')).toEqual(['low back pain', 'low back pain']);
    // The clinician's part alone does not make the patient's region a part.
    expect(said('Patient: My back hurts.\nDoctor: For that low back pain, take ibuprofen.')).toEqual(['back pain', 'low back pain']);
  });
});

describe('the symptoms a depression follow-up asks after (decision 819)', () => {
  const said = (text: string) => findMentions(splitTranscript(text), false).map((m) => [m.term.name, m.certainty]);
  it('reads low energy and trouble focusing', () => {
    expect(said("Patient: My energy is still low and it's hard to focus at work.")).toEqual([
      ['fatigue', 'affirmed'],
      ['difficulty concentrating', 'affirmed'],
    ]);
  });
});

describe('where a pain spreads (decision 843)', () => {
  const details = (transcript: string) => {
    const said = splitTranscript(transcript);
    return detailsOf(said, [0], 'chest pain');
  };
  it('is read from the answers to the clinician\'s questions that follow one another', () => {
    const d = details('[patient] i get this pressure in the middle of my chest .\n[doctor] how long does it last ?\n[patient] maybe five minutes . it goes away when i stop and rest .\n[doctor] does it go anywhere , like your arm or jaw ?\n[patient] sometimes into my left arm .');
    expect(d.radiation).toBe('left arm');
    expect(d.better).toMatch(/^when i stop and rest/);
  });
  it('is read from the patient\'s own "shoots down my left leg", not from where they went', () => {
    expect(detailsOf(splitTranscript('[patient] my back hurts and the pain shoots down my left leg .'), [0], 'low back pain').radiation).toBe('left leg');
    expect(detailsOf(splitTranscript('[patient] my back hurts since i went down the stairs .'), [0], 'low back pain').radiation).toBeUndefined();
  });
});

describe('pain said in answer to how a body part is (decision 893)', () => {
  const symptoms = (transcript: string) =>
    findMentions(splitTranscript(transcript), false)
      .filter((m) => m.type === 'symptom')
      .map((m) => `${m.certainty} ${m.laterality ? `${m.laterality} ` : ''}${m.term.name}`);

  it('is the pain of that part, on the side the question named', () => {
    expect(symptoms("Doctor: How's your jaw doing?\nPatient: The pain seems to have gotten worse.")).toEqual(['affirmed jaw pain']);
    expect(symptoms("Doctor: How's your right shoulder now?\nPatient: It's sore when I lift my arm.")).toEqual(['affirmed right shoulder pain']);
  });

  it('is nothing when the pain is gone, when the answer names its own site, or when the question is of someone else', () => {
    expect(symptoms("Doctor: How's your knee doing?\nPatient: It doesn't hurt anymore.")).toEqual([]);
    expect(symptoms("Doctor: How's your wife doing?\nPatient: She's in pain, her hip.")).not.toContain('affirmed knee pain');
    expect(symptoms("Doctor: How's your knee doing?\nPatient: Fine, but my back hurts.")).not.toContain('affirmed knee pain');
  });
});

describe('a side said after the finding (decision 927)', () => {
  const sideOf = (lower: string, name: string) => lateralityNear(lower, lower.indexOf(name), lower.indexOf(name) + name.length);
  it('reads "right-sided" and "on the left" ending the sentence', () => {
    expect(sideOf('so you have sciatica on the left.', 'sciatica')).toBe('left');
    expect(sideOf('so you have right-sided sciatica.', 'sciatica')).toBe('right');
    expect(sideOf('just ear pain and this jaw pain on the left side.', 'ear pain')).toBe('left');
  });
  it('but not a side the sentence goes on to place ("on the left, uh, left flank")', () => {
    expect(sideOf('i do see the scar on the left, uh, left plank for your kidney transplant which is healed.', 'kidney transplant')).toBeUndefined();
    expect(sideOf('you are on the right track with your diet and your diabetes.', 'diabetes')).toBeUndefined();
  });
});
