import { describe, expect, it } from 'vitest';
import { splitTranscript } from './transcript.js';

describe('splitTranscript', () => {
  it('reads "Doctor:" / "Patient:" labels, splits sentences, keeps exact offsets', () => {
    const transcript = 'Doctor: What brings you in today? How long has it hurt?\nPatient: My knee hurts. It started 3 days ago.';
    const utterances = splitTranscript(transcript);
    expect(utterances.map((u) => [u.speaker, u.text])).toEqual([
      ['clinician', 'What brings you in today?'],
      ['clinician', 'How long has it hurt?'],
      ['patient', 'My knee hurts.'],
      ['patient', 'It started 3 days ago.'],
    ]);
    for (const u of utterances) expect(transcript.slice(u.start, u.end)).toBe(u.text);
    expect(utterances[0]!.isQuestion).toBe(true);
    expect(utterances[2]!.isQuestion).toBe(false);
    expect(utterances[2]!.turn).toBe(utterances[3]!.turn);
  });

  it('reads ACI-BENCH "[doctor]" / "[patient]" tags and family members', () => {
    const utterances = splitTranscript('[doctor] hi , martha . how are you ?\n[patient] i\'m okay .\nGuest_family: He was born at 32 weeks.\n[patient_guest] she has reflux .');
    expect(utterances.map((u) => u.speaker)).toEqual(['clinician', 'clinician', 'patient', 'other', 'other']);
  });

  it('reads a numbered speaker\'s label (decision 749)', () => {
    const utterances = splitTranscript('Doctor: How is he feeling?\nGuest_family_2: He has autism.\nDoctor_2: She was diagnosed in 2004.\nPatient: Yes.');
    expect(utterances.map((u) => [u.speaker, u.text])).toEqual([
      ['clinician', 'How is he feeling?'],
      ['other', 'He has autism.'],
      ['clinician', 'She was diagnosed in 2004.'],
      ['patient', 'Yes.'],
    ]);
  });

  it('starts a turn at a label inside a line, offsets kept', () => {
    const transcript = '[doctor] how are you today ? [patient] my knee hurts . [doctor] since when ?\nPatient: Sometimes on one side. Doctor: This sounds like a migraine.';
    const utterances = splitTranscript(transcript);
    expect(utterances.map((u) => [u.speaker, u.text])).toEqual([
      ['clinician', 'how are you today ?'],
      ['patient', 'my knee hurts .'],
      ['clinician', 'since when ?'],
      ['patient', 'Sometimes on one side.'],
      ['clinician', 'This sounds like a migraine.'],
    ]);
    for (const u of utterances) expect(transcript.slice(u.start, u.end)).toBe(u.text);
    // A label word inside a sentence is not a label: "ask the doctor: is it safe".
    expect(splitTranscript('Patient: I wanted to ask the doctor: is it safe?').map((u) => u.speaker)).toEqual(['patient']);
  });

  it('keeps decimals and doses inside one sentence', () => {
    const utterances = splitTranscript('Doctor: Temperature is 98.6 and you take 2.5 mg daily. Good.');
    expect(utterances.map((u) => u.text)).toEqual(['Temperature is 98.6 and you take 2.5 mg daily.', 'Good.']);
    // A tokenised transcript: "5 . 1" and a temperature in words stay whole; "fifty . seven of them" is two sentences.
    expect(splitTranscript('[doctor] your a1c is 5 . 1 and your temperature is ninety eight . seven today .').map((u) => u.text)).toHaveLength(1);
    expect(splitTranscript('[doctor] you do have a low-grade fever of about a hundred . four right now .').map((u) => u.text)).toHaveLength(1);
    // A run-on is not cut after a subject pronoun: "are you still taking the metformin we | have you on …".
    for (const u of splitTranscript('[doctor] okay alright and i are you still taking the metformin we have you on a thousand milligrams twice a day')) expect(u.text).not.toMatch(/\bwe$/);
    // …but a subject said again restarts the sentence.
    expect(splitTranscript("[patient] i mean i tried to watch it after the last heart attack and now you know i i've kind of been less strict with my diet").at(-1)!.text).toBe("i've kind of been less strict with my diet");
    expect(splitTranscript('[patient] i counted fifty . seven of them were red .').map((u) => u.text)).toHaveLength(2);
    // A dose after a larger number, its unit following, is one decimal (decision 596).
    expect(splitTranscript('[doctor] i want to add aldactone twelve . five milligrams a day .').map((u) => u.text)).toHaveLength(1);
  });

  it('does not end a sentence at a title\'s or "C. diff"\'s point', () => {
    expect(splitTranscript('[doctor] and so , i saw that dr. brown put you on buspar .').map((u) => u.text)).toEqual(['and so , i saw that dr. brown put you on buspar .']);
    expect(splitTranscript('[doctor] the stool test was positive for c. diff , so we will treat it .')).toHaveLength(1);
    expect(splitTranscript('[patient] i take vitamin d. it helps .')).toHaveLength(2);
  });

  it('treats a tag question ("…, okay ?") as a statement', () => {
    const [u] = splitTranscript('[doctor] i hear a murmur , okay ?');
    expect(u!.isQuestion).toBe(false);
  });

  it('treats a cleft without marks ("what I\'m gonna do is …") as a statement, and a question with "what" as a question', () => {
    for (const said of ["now so what i'm gon na do for that is actually gon na prescribe you a low dose of prednisone", "so what we're going to do is continue the chemotherapy", 'what we will do is get an mri']) {
      expect(splitTranscript(`[doctor] ${said}`)[0]!.isQuestion).toBe(false);
    }
    expect(splitTranscript("[doctor] what are you taking for the pain")[0]!.isQuestion).toBe(true);
  });

  it('marks an unlabelled conversation as unknown speakers and a dictation as the clinician', () => {
    expect(splitTranscript('I have a cough. It is bad.').every((u) => u.speaker === 'unknown')).toBe(true);
    expect(splitTranscript('Patient: is seen for cough.', 'post_visit').every((u) => u.speaker === 'clinician')).toBe(true);
  });

  it('swaps doctor and patient labels when the transcript has them reversed', () => {
    const transcript = [
      '[patient] hey bruce so how are you doing today ?',
      '[doctor] i have been feeling fine but my back hurts .',
      '[patient] have you had any fever ?',
      '[doctor] no , my temperature has been normal .',
      '[patient] do you take any medications ?',
      '[doctor] i take my lisinopril every day .',
      '[patient] okay , we will check your blood pressure .',
    ].join('\n');
    const speakers = splitTranscript(transcript).map((u) => u.speaker);
    expect(speakers).toEqual(['clinician', 'patient', 'clinician', 'patient', 'clinician', 'patient', 'clinician']);
  });

  it('cuts an unpunctuated run-on turn before discourse words, offsets kept', () => {
    const transcript =
      'Doctor: i looked at your knee and there is some swelling on the inside of the joint and it is tender when i press on it so i think you sprained the ligament and it should heal on its own but i want you to rest it and use ice and take ibuprofen for the pain okay and come back in two weeks';
    const utterances = splitTranscript(transcript);
    expect(utterances.length).toBeGreaterThan(2);
    expect(utterances.map((u) => u.text)).toContain('so i think you sprained the ligament and it should heal on its own');
    for (const u of utterances) expect(transcript.slice(u.start, u.end)).toBe(u.text);
  });

  it('cuts an unpunctuated exam before each finding the clinician reports', () => {
    const transcript =
      "Doctor: now i'm gon na do a focused exam on your right ankle i do appreciate some bruising over the lateral malleolus you are positive for tenderness to palpation of the anterior lateral soft tissue and now i do n't appreciate any laxity on anterior drawer there is no bony tenderness of the foot";
    const starts = splitTranscript(transcript).map((u) => u.text.split(' ').slice(0, 3).join(' '));
    expect(starts).toEqual(["now i'm gon", 'i do appreciate', 'you are positive', 'and now i', 'there is no']);
  });
});

describe('"okay" after a verb of how one is (decision 626)', () => {
  it('is said of it, not where a new statement begins', () => {
    const said = splitTranscript("[patient] yeah so yesterday i was going to take out the trash and it was quite icy i thought i was doing okay job and i just slipped and and fell and i'm pretty sure i heard a pop");
    expect(said.some((u) => /^okay job\b/i.test(u.text))).toBe(false);
    expect(said.some((u) => /\bdoing okay job\b/i.test(u.text))).toBe(true);
  });
  it('a new statement still begins after a whole one', () => {
    const said = splitTranscript('[doctor] your knee shows some swelling on the inside and some tenderness to palpation okay so we are going to get an x-ray of the knee today');
    expect(said.map((u) => u.text)).toEqual(['your knee shows some swelling on the inside and some tenderness to palpation okay', 'so we are going to get an x-ray of the knee today']);
  });
});

describe('a relative pronoun waits for its clause (decision 803)', () => {
  it('keeps "which I\'ve heard before" with the murmur it is said of', () => {
    const said = splitTranscript(
      "[doctor] okay now on your neck exam there is no jugular venous distention on your heart exam i appreciate a two over six systolic ejection murmur which i've heard before and so it's stable and your lungs are clear bilaterally",
    );
    expect(said.some((u) => /^i've heard before/.test(u.text))).toBe(false);
    expect(said.some((u) => /murmur which i've heard before/.test(u.text))).toBe(true);
  });
});

describe('"every now and then" is one phrase (decision 836)', () => {
  it('is not cut at its "now" or its "and then"', () => {
    const said = splitTranscript("[patient] so for the last two weeks or so , every now and then my heart just starts pounding and racing , and it'll last maybe an hour , and then it goes away on its own .");
    expect(said[0]!.text).toMatch(/every now and then my heart just starts pounding/);
  });
});

describe('an example offered, unpunctuated (decision 903)', () => {
  it('does not begin a new sentence at "let\'s say"', () => {
    expect(splitTranscript("[doctor] you can ice it let's say five times a day for twenty minutes at a time just to help that swelling go down").map((u) => u.text)).toHaveLength(1);
    expect(splitTranscript("[doctor] you can ice it and then let's get an x-ray of that ankle to make sure nothing is broken").map((u) => u.text).length).toBeGreaterThan(1);
  });
});
