import { describe, expect, it } from 'vitest';
import { findMeasurements, measurementSentences } from './measurements.js';
import { splitTranscript } from './transcript.js';
import { noteOfVisit } from './fixtures/short-visit.js';

const read = (transcript: string) => findMeasurements(splitTranscript(transcript)).map((m) => `${m.label} ${m.value}${m.previous ? ' (previous)' : ''}`);

describe('measurements', () => {
  it('reads vital signs spoken or written', () => {
    expect(
      read('[doctor] your blood pressure is one twenty eight over seventy two your temperature is ninety eight point six and your heart rate is seventy two your respirations are eighteen and your oxygen saturation is ninety eight percent .'),
    ).toEqual(['Blood pressure 128/72 mmHg', 'Temperature 98.6 °F', 'Heart rate 72 bpm', 'Respiratory rate 18 breaths/min', 'Oxygen saturation 98%']);
    expect(read('Doctor: You weigh 180 pounds and your BMI is 31.')).toEqual(['Weight 180 lb', 'BMI 31']);
  });

  it('reads the scores of questionnaires and the peak flow, not "act" the verb', () => {
    expect(read('[doctor] so your act score today was twenty one , which is pretty good .\n[doctor] and your peak flow is four hundred and fifty .')).toEqual(['Asthma Control Test score 21', 'Peak flow 450 L/min']);
    expect(read('[doctor] we did a moca and you scored twenty six .')).toEqual(['MoCA score 26/30']);
    expect(read('[doctor] i want you to act like you normally would for 2 weeks .')).toEqual([]);
  });

  it('writes a cell count said per microlitre in thousands', () => {
    expect(read('Doctor: Your white count is 14,000 and your platelets are 250,000.')).toEqual(['White blood cell count 14 K/uL', 'Platelets 250 K/uL']);
    expect(read('Doctor: Your white count is 7.5.')).toEqual(['White blood cell count 7.5 K/uL']);
  });

  it('reads a lab value told further from its name, and liver enzymes', () => {
    expect(read("Doctor: We checked your hemoglobin A1c, I'm looking at your records in Epic and it showed that it was, you know, seven point one.")).toEqual(['Hemoglobin A1c 7.1%']);
    expect(read('Doctor: Your liver panel showed an elevated AST at thirty nine.')).toEqual(['AST 39 U/L']);
    // Another measurement named between, a number of something else, or a new clause: no value for the first name.
    expect(read('Doctor: We will check your A1c, and your potassium was 4.5.')).toEqual(['Potassium 4.5 mEq/L']);
    expect(read('Doctor: Your A1c looks good. The pain was 7.')).toEqual([]);
    expect(read('Doctor: We will repeat the A1c in 3 months.')).toEqual([]);
    // "At" the value, not "at one point".
    expect(read('Doctor: Her most recent vitamin D level was at the high end of normal at ninety four.')).toEqual(['Vitamin D 94 ng/mL']);
    expect(read('Patient: I had an A1c that at one point was like thirteen.')).toEqual(['Hemoglobin A1c 13% (previous)']);
    // "But it was …" goes on with the same test; "but" before another subject ends its clause.
    expect(read('Doctor: I checked your magnesium level because the water pills can lower it but it was normal at 1.7.')).toEqual(['Magnesium 1.7 mg/dL']);
    expect(read('Doctor: I checked your magnesium level but the dose was 2.')).toEqual([]);
  });

  it('reads the liver panel, inflammatory markers and testosterone, not a testosterone dose', () => {
    expect(read("Doctor: The patient's alkaline phosphatase was elevated at one fifty six, and the bilirubin was 0.8.")).toEqual(['Alkaline phosphatase 156 U/L', 'Total bilirubin 0.8 mg/dL']);
    expect(read('Doctor: Your total testosterone came back at 1500 and your CRP was 12.')).toEqual(['Total testosterone 1500 ng/dL', 'CRP 12 mg/L']);
    expect(read('Patient: I take testosterone cypionate 140 milligrams a week.')).toEqual([]);
  });

  it('reads a heart rate said to be appropriate at its value', () => {
    expect(read('[doctor] his heart rate is appropriate at 82 beats per minute .')).toEqual(['Heart rate 82 bpm']);
    // …or judged in lay words before it: "nice and slow at sixty seven".
    expect(read('[doctor] your heart rate is nice and slow at sixty seven again which is right where we want it .')).toEqual(['Heart rate 67 bpm']);
  });

  it('reads a value said after a judgement of it, and a blood pressure said only as elevated', () => {
    expect(read("[doctor] your oxygen is , you're satting kind of fine at ninety nine percent on room air .")).toEqual(['Oxygen saturation 99%']);
    expect(read('[doctor] your blood pressure is a little elevated today .')).toEqual(['Blood pressure elevated']);
    // The condition named is no reading, nor is the next condition's "high".
    expect(read("[doctor] ok , so that's high blood pressure , and high cholesterol .")).toEqual([]);
    expect(read('[doctor] he has a past medical history of diabetes high blood pressure and high cholesterol .')).toEqual([]);
    // Written in a note's words: "fine" and "good" are normal.
    expect(read('[doctor] your blood pressure and heart rate are fine .')).toEqual(['Blood pressure normal']);
    expect(read('[doctor] your blood pressure is also looking good .')).toEqual(['Blood pressure normal']);
  });

  it('reads laboratory values with their units, today and before', () => {
    expect(read('[doctor] your hemoglobin a1c is seven point two . last time it was 8 .\n[doctor] your a1c was 8 last time .')).toEqual(['Hemoglobin A1c 7.2%', 'Hemoglobin A1c 8% (previous)']);
    expect(read('[doctor] his lipid panel showed elevated total cholesterol of 247 , hdl of 66 , ldl of 166 , and triglycerides at 74 .')).toEqual([
      'LDL 166 mg/dL',
      'HDL 66 mg/dL',
      'Total cholesterol 247 mg/dL',
      'Triglycerides 74 mg/dL',
    ]);
    expect(read('[doctor] so your hemoglobin is 8.2 , which is quite low .')).toEqual(['Hemoglobin 8.2 g/dL']);
    // A value said without its leading zero, and the electrolytes of a heart-failure follow-up.
    expect(read("[doctor] your creatinine was .7 not .8 so you're doing well with kidney numbers .")).toContain('Creatinine 0.7 mg/dL');
    expect(read('[doctor] your magnesium is 1.7 and your bun is 23 .')).toEqual(['Magnesium 1.7 mg/dL', 'BUN 23 mg/dL']);
    expect(read('[doctor] i might recommend putting you on a magnesium supplement 400 .')).toEqual([]);
    // A reading to be taken is not a reading.
    expect(read("[doctor] and , um , maybe check your blood pressure as well , check that , you're stable .")).toEqual([]);
    expect(read('[doctor] the echo showed a low-ish pumping function of your heart at about 45 % .')).toEqual(['Ejection fraction 45%']);
    expect(read('[doctor] your sugars have been running in the 200s .')).toEqual(['Home blood glucose in the 200s mg/dL']);
    // The bad one said without its noun after the good cholesterol; non-HDL is not HDL.
    expect(read('[doctor] the good cholesterol was about 44 .\n[doctor] the bad was 153 , and it should be less than 100 .\n[doctor] the non-hdl was about 178 , and it should be less than 130 .')).toEqual([
      'HDL 44 mg/dL',
      'LDL 153 mg/dL',
      'Non-HDL cholesterol 178 mg/dL',
    ]);
  });

  it('reads a temperature read out with its tenth right after the fever is spoken of (decision 694)', () => {
    expect(read("[doctor] you are not running a fever so that's great look at ninety ninety seven . two your respiratory rate is pretty normal at like twenty")).toEqual([
      'Temperature 97.2 °F',
      'Respiratory rate 20 breaths/min',
    ]);
    // The sentence model may end the sentence at the fever: the value read out next in the turn is still its reading.
    expect(read("[doctor] your heart rate is eighty and you are not running a fever . that's great , look at ninety seven . two")).toEqual(['Heart rate 80 bpm', 'Temperature 97.2 °F']);
    // A whole number after the fever is no temperature taken: days, or an age.
    expect(read('[patient] i had a fever for 3 days and i am 98 .')).toEqual([]);
  });

  it('reads the ECOG performance status, a grade from 0 to 5 (decision 692)', () => {
    expect(read('[doctor] in the result section , note that her ecog performance status today is zero .')).toEqual(['ECOG performance status 0']);
    expect(read('[doctor] his performance status is 2 .')).toEqual(['ECOG performance status 2']);
    // Beyond the scale: no grade.
    expect(read('[doctor] her ecog is 80 .')).toEqual([]);
  });

  it('writes blood sugars said to run, or read at home, as home readings, not a glucose drawn at the visit (decision 690)', () => {
    expect(read('[patient] my blood sugar has been running a little higher at about one thirty .')).toEqual(['Home blood glucose 130 mg/dL']);
    expect(read('[doctor] good your blood sugars are running in the one twenties .')).toEqual(['Home blood glucose in the 120s mg/dL']);
    expect(read('[patient] my sugar was 180 at home this morning .')).toEqual(['Home blood glucose 180 mg/dL']);
    // Checked at the visit: a glucose.
    expect(read('[doctor] they just checked your blood sugar now and it was 162 .')).toEqual(['Glucose 162 mg/dL']);
    expect(read('[doctor] so your blood sugar is a little bit high , it was 169 today .')).toEqual(['Glucose 169 mg/dL']);
  });

  it('reads speech without marks: a decimal in words, and a name and value the sentence model cut apart', () => {
    expect(read('[doctor] so your hemoglobin a1c last time was seven . five and we talked about your diet')).toEqual(['Hemoglobin A1c 7.5% (previous)']);
    expect(read('[doctor] i know you your oxygen level here is like ninety two right now in the office which is a little bit on the low side')).toEqual(['Oxygen saturation 92%']);
  });

  it('reads the pain the patient rates, said or answered, never the scale the clinician offers', () => {
    expect(read("[patient] the pain is like a seven out of ten most days .")).toEqual(['Pain score 7/10']);
    expect(read("[doctor] okay and can you rate your pain for me\n[patient] i would say right now it's like a four out of ten")).toEqual(['Pain score 4/10']);
    expect(read('[patient] i had a seven out of ten on my quiz .')).toEqual([]);
    expect(read('[doctor] on a scale of zero to ten , how bad is the pain ?\n[patient] probably about a six .')).toEqual(['Pain score 6/10']);
    expect(read('[doctor] how would you rate your pain on a scale of one to ten\n[patient] i would say four and a half')).toEqual(['Pain score 4.5/10']);
    // The scale's anchors are no rating; a rating above the scale is written as said.
    expect(read("[doctor] so let's talk real quick about your pain level zero being none ten being the worst pain\n[patient] i would say it's about an eight")).toEqual(['Pain score 8/10']);
    expect(read('[doctor] how bad is the pain on a scale of one to ten ?\n[patient] eleven out of ten')).toEqual(['Pain score 11/10']);
    // Unpunctuated speech asks by the scale alone, said last before the patient answers.
    expect(read('[doctor] alright now we will talk about your pain and how bad it is on a scale from zero to ten ten being the worst pain you have ever felt\n[patient] i would say probably a six')).toEqual(['Pain score 6/10']);
    expect(read('[doctor] on a scale from zero to ten ten is the worst pain and we will check it again next time\n[doctor] okay\n[patient] six weeks ago')).toEqual([]);
    expect(read('[doctor] on a scale of zero to ten , how bad is the pain ?\n[patient] it hurts for two weeks now .')).toEqual([]);
    expect(read('[doctor] is it like a seven out of ten in pain ?')).toEqual([]);
  });

  it('does not read a value out of range, a duration, or a question', () => {
    expect(read('[doctor] take your blood pressure every day for 2 weeks .')).toEqual([]);
    expect(read('[doctor] do you recall what your last hemoglobin a1c was , was it above nine ?')).toEqual([]);
    expect(read('[patient] my sugar was 3 days ago fine .')).toEqual([]);
    // A goal or a limit is not a reading.
    expect(read("[doctor] we want to keep your blood pressure under 140 over 70 at home .")).toEqual([]);
    expect(read('[doctor] your blood pressure goal is 130 over 80 .')).toEqual([]);
    expect(read('[doctor] your blood pressure today is 152 over 96 .')).toEqual(['Blood pressure 152/96 mmHg']);
    expect(read('[doctor] your oxygen saturation looks pretty good at at ninety six percent')).toEqual(['Oxygen saturation 96%']);
    expect(read('[doctor] but something to mention i see that your heart rate is also a little elevated at like about like eighty beats a minute')).toEqual(['Heart rate 80 bpm']);
  });

  it('writes today and the earlier value in one sentence', () => {
    const sentences = measurementSentences(findMeasurements(splitTranscript('[doctor] your a1c is 7.2 today . last time it was 8 .')));
    expect(sentences.map((s) => s.text)).toEqual(['Hemoglobin A1c 7.2% (previously 8%).']);
  });

  it('reads a pair of pressures said while blood pressure is the topic, and keeps a reading of the ER as earlier', () => {
    const visit = [
      '[doctor] do you know if your blood pressure was very high when you had the chest pain ?',
      "[patient] i don't know .",
      '[doctor] i see here that it was about 180 over 95 when you went into the emergency room .',
      "[doctor] and here , your blood pressure's still high .",
    ].join('\n');
    expect(measurementSentences(findMeasurements(splitTranscript(visit))).map((s) => s.text)).toEqual(['Blood pressure elevated (previously 180/95 mmHg).']);
    // Without blood pressure said nearby, "3 over 10" or "120 over 80" is not read as one.
    expect(read('[doctor] it was about 120 over 80 .')).toEqual([]);
  });
});

describe('today\'s reading and the one of the other day (decision 572)', () => {
  it('reads "when you came in today" as today and "the other day" as before', () => {
    expect(read('[doctor] i looked at your vitals when you came in today and your blood pressure is one sixty nine over seventy four .')).toEqual(['Blood pressure 169/74 mmHg']);
    expect(read('[patient] my blood pressure the other day was as high as one seventy over ninety .')).toEqual(['Blood pressure 170/90 mmHg (previous)']);
    expect(read('[doctor] when you came in your blood pressure was one eighty over ninety five .')).toEqual(['Blood pressure 180/95 mmHg (previous)']);
  });
});

describe('a value said in the past beside one in the present (decision 578)', () => {
  const written = (transcript: string) => measurementSentences(findMeasurements(splitTranscript(transcript))).map((m) => m.text);
  it('is the earlier one', () => {
    expect(written("[doctor] looks like your blood pressure was two hundred over ninety .\n[doctor] today it's one twenty eight over seventy two .")).toEqual(['Blood pressure 128/72 mmHg (previously 200/90 mmHg).']);
  });
  it('not when both are said in the present', () => {
    expect(written("[doctor] your blood pressure is one fifty over ninety .\n[doctor] on recheck it's one thirty over eighty .")).toEqual(['Blood pressure 150/90 mmHg, then 130/80 mmHg.']);
  });
});

describe('an article is no value (decision 640)', () => {
  it('reads the number after "a little higher at", not the "a"', () => {
    expect(read('[doctor] last time your a1c was a little bit higher at seven point three .')).toEqual(['Hemoglobin A1c 7.3% (previous)']);
    expect(read('[doctor] your potassium is a little low at three point two .')).toEqual(['Potassium 3.2 mEq/L']);
  });
  it('still reads "a hundred"', () => {
    expect(read('[doctor] your weight is a hundred and sixty pounds .')).toEqual(['Weight 160 lb']);
  });
});

describe('the sugars of the patient\'s meter said as "it" (decision 804)', () => {
  const sentences = (transcript: string) => measurementSentences(findMeasurements(splitTranscript(transcript))).map((m) => m.text);
  it('reads a range said of "it" in the turn that named the sugars', () => {
    expect(sentences("[doctor] how are you doing with your blood sugars\n[patient] yeah i check my sugar two or three times a week most of the time it's in that one twenty to one forty range")).toEqual([
      'Home blood glucose 120 to 140 mg/dL.',
    ]);
  });
  it('keeps when in the day each was read, and answers a question about the fasting sugar', () => {
    expect(sentences("[doctor] are you watching your blood sugars are you taking them at home\n[patient] sometimes i get if i take it first thing in the morning it'll be like eighty or ninety but at night sometimes it could be one forty")).toEqual([
      'Home blood glucose 80 to 90 mg/dL in the morning; 140 mg/dL at night.',
    ]);
    expect(sentences('Doctor: How much is your fasting sugar?\nPatient: Anywhere between a hundred to one hundred and twenty.')).toEqual(['Home blood glucose 100 to 120 mg/dL fasting.']);
  });
  it('is no sugar when the sugars were not the topic, or another measure is named', () => {
    expect(sentences("[doctor] how have you been feeling\n[patient] it's been about one twenty")).toEqual([]);
    expect(sentences("[doctor] how are your blood sugars\n[patient] good and my weight it's about one eighty now")).not.toContainEqual(expect.stringMatching(/glucose/));
    expect(sentences("[doctor] how often do you check your sugars\n[patient] about two times a day")).toEqual([]);
  });
});

describe('values said in other words (decision 804)', () => {
  it('reads a rating given later in the answer, or as "my pain is a three"', () => {
    expect(
      read("[doctor] how much pain have you been in on a scale of one to ten with ten being the worst pain you ever felt\n[patient] it's it's more like so when i first fell it was pretty bad but now it's it's at like a six you know like it's uncomfortable"),
    ).toEqual(['Pain score 6/10']);
    expect(read('[doctor] does the ibuprofen help\n[patient] without ibuprofen i would say my pain is a three')).toEqual(['Pain score 3/10']);
    expect(read('[doctor] how much pain are you in on a scale of one to ten\n[patient] it has been going on for a couple of weeks now')).toEqual([]);
  });
  it('reads "up to", "a little fast at", a score spelled out, a B12 level, and today\'s value said of "it"', () => {
    expect(read('[doctor] the a1c is up to nine')).toEqual(['Hemoglobin A1c 9%']);
    expect(read('[doctor] your pulse is a little fast at one hundred and ten .')).toEqual(['Heart rate 110 bpm']);
    expect(read('[doctor] your phq nine score is twelve')).toEqual(['PHQ-9 score 12']);
    expect(read('[doctor] your b12 level is two hundred')).toEqual(['Vitamin B12 200 pg/mL']);
    expect(read('[doctor] we will start b12 shots')).toEqual([]);
    expect(read('[doctor] your a1c was eight point one last time and today it is seven point two .')).toEqual(['Hemoglobin A1c 8.1% (previous)', 'Hemoglobin A1c 7.2%']);
  });
});

describe('an earlier value said with today\'s (decision 816)', () => {
  it('is the previous one', () => {
    expect(read('[doctor] your a1c today is 8.4 , up from 7.6 three months ago .')).toEqual(['Hemoglobin A1c 8.4%', 'Hemoglobin A1c 7.6% (previous)']);
    expect(read("[doctor] your a1c is seven point two , which is down from nine .")).toEqual(['Hemoglobin A1c 7.2%', 'Hemoglobin A1c 9% (previous)']);
    // Not a change of another number said after it.
    expect(read('[doctor] your a1c is 7.2 , up 2 pounds from last time .')).toEqual(['Hemoglobin A1c 7.2%']);
  });
});

describe('the lipids and the home pressure as said (decision 820)', () => {
  it('reads "LDL cholesterol" as the LDL, not the total', () => {
    expect(read('[doctor] your ldl cholesterol is 162 , hdl 38 , triglycerides 210 .')).toEqual(['LDL 162 mg/dL', 'HDL 38 mg/dL', 'Triglycerides 210 mg/dL']);
    expect(read('[doctor] your cholesterol is 220 .')).toEqual(['Total cholesterol 220 mg/dL']);
  });
  it("writes the patient's readings at home as home blood pressure, today's as blood pressure", () => {
    expect(read("[doctor] how's the blood pressure been at home ?\n[patient] it's been running around 145 over 90 most mornings .\n[doctor] your blood pressure here today is 152 over 94 .")).toEqual([
      'Home blood pressure 145/90 mmHg',
      'Blood pressure 152/94 mmHg',
    ]);
  });
});

describe('readings said in the patient\'s words, a range, and the urine microalbumin (decision 834)', () => {
  it('reads the patient\'s sugars "running high though, like 250s in the morning" as home readings with their time', () => {
    expect(read('[patient] my sugars have been running high though , like 250s in the morning .')).toEqual(['Home blood glucose in the 250s mg/dL in the morning']);
    expect(read('[patient] my sugars have been high , like 250 .')).toEqual(['Home blood glucose 250 mg/dL']);
    expect(read('[doctor] your blood sugar today was 180 .')).toEqual(['Glucose 180 mg/dL']);
  });
  it('keeps both ends of a range', () => {
    expect(read('[doctor] so that would make your heart rate about , sixty six to seventy four , that is okay .')).toEqual(['Heart rate 66 to 74 bpm']);
  });
  it('writes a urine microalbumin without a unit that was not said, and not as a serum albumin', () => {
    expect(read('[doctor] your urine microalbumin was 45 .')).toEqual(['Urine microalbumin 45']);
    expect(read('[doctor] your urine albumin to creatinine ratio was 120 .')).toEqual(['Urine albumin-to-creatinine ratio 120']);
    expect(read('[doctor] your albumin was 3.9 .')).toEqual(['Albumin 3.9 g/dL']);
  });
  it('reads the value said of "it" in the sentence after the test is named, and a value given alone as the answer', () => {
    expect(read("[doctor] hey , dragon , show me the hemoglobin . and here , this is the hemoglobin that i was referring to . it's low at 8.2 , okay ?")).toEqual(['Hemoglobin 8.2 g/dL']);
    expect(read("[doctor] your psa today is also , uh , is good also . it's , uh , .6 i think .")).toEqual(['PSA 0.6 ng/mL']);
    expect(read("[doctor] have you been taking your blood sugars at home ?\n[patient] yes .\n[doctor] what have they been running , in like the 200's or 300's ?\n[patient] 300's .")).toEqual(['Home blood glucose in the 300s mg/dL']);
    // Another thing measured since: the value alone is not a sugar.
    expect(read("[doctor] how are your sugars ?\n[patient] good .\n[doctor] and how much do you weigh ?\n[patient] about one fifty .")).not.toContain('Home blood glucose 150 mg/dL');
  });
  it('reads sugars said to trend in a range of hundreds, with "probably" between (decision 902)', () => {
    expect(read('[patient] i noticed my sugars have probably been trending in the three to four hundreds the last two weeks .')).toEqual(['Home blood glucose in the 300s to 400s mg/dL']);
    expect(read('[patient] my sugars have been running in the 300s .')).toEqual(['Home blood glucose in the 300s mg/dL']);
  });
});

describe('a reading taken at home (decision 939)', () => {
  const VISIT = [
    'Doctor: So you are here for a follow-up on your diabetes and blood pressure.',
    'Patient: Yes. My sugars have been running around 180 in the mornings.',
    'Doctor: How about your blood pressure at home?',
    'Patient: It has been around 150 over 90.',
    'Doctor: Okay. Your blood pressure today is 152 over 94.',
  ];
  const section = (title: string) => noteOfVisit(VISIT).section.note_sections.find((s) => s.title === title)!.text;
  it('is history, not the exam; today\'s reading is the exam\'s', () => {
    expect(section('History of Present Illness')).toMatch(/Home blood pressure 150\/90 mmHg\./);
    expect(section('Physical Exam')).not.toMatch(/Home/);
    expect(section('Physical Exam')).toMatch(/Blood pressure 152\/94 mmHg/);
  });
  it('is written once when the patient\'s own sentence tells it', () => {
    const hpi = section('History of Present Illness');
    expect(hpi).toMatch(/running around 180 in the mornings/);
    expect(hpi).not.toMatch(/Home blood glucose/);
  });
});

describe('a temperature the patient tells (decision 941)', () => {
  it('is history, never today\'s exam', () => {
    const note = noteOfVisit(['Doctor: Any fever?', 'Patient: I had a fever of 101 last week, but not since then.', 'Doctor: Okay. Your temperature today is 98.6.']).section.note_sections;
    const exam = note.find((s) => s.title === 'Physical Exam')!.text;
    expect(exam).toMatch(/Temperature 98\.6 °F/);
    expect(exam).not.toMatch(/101/);
    expect(note.find((s) => s.title === 'History of Present Illness')!.text).toMatch(/fever of 101 last week/);
  });
  it('and "not 100% sure" is no temperature', () => {
    const exam = noteOfVisit(['Doctor: Have you had a fever?', "Patient: I haven't taken my temperature, so I'm not 100% sure if I had a fever."]).section.note_sections.find((s) => s.title === 'Physical Exam')!.text;
    expect(exam).not.toMatch(/Temperature/);
  });
});
