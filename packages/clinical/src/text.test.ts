import { describe, expect, it } from 'vitest';
import { capitalize, cleanSpoken, clinicalWords, clinicianToThirdPerson, lowerFirst, numberValue, patientToThirdPerson, pronounsFor, sentence, stripOpeners } from './text.js';

describe('capitals', () => {
  it('writes acronyms in capitals and keeps them in running text', () => {
    expect(capitalize('mcl strain of the right knee')).toBe('MCL strain of the right knee');
    expect(lowerFirst('MCL strain')).toBe('MCL strain');
    expect(capitalize('iga deficiency')).toBe('IgA deficiency');
    expect(capitalize('his pcp started him on metformin')).toBe('His PCP started him on metformin');
    expect(lowerFirst('IgA deficiency')).toBe('IgA deficiency');
    // Cardiology's and the laboratory's (decision 595).
    expect(capitalize('she had lasik surgery')).toBe('She had LASIK surgery');
    expect(capitalize('status post prior rca stent, cabg in 2019, an anterior stemi; bnp and crp were up, gi bleed on a ppi')).toBe(
      'Status post prior RCA stent, CABG in 2019, an anterior STEMI; BNP and CRP were up, GI bleed on a PPI',
    );
    expect(lowerFirst('Knee pain')).toBe('knee pain');
    expect(lowerFirst('Knee pain')).toBe('knee pain');
    expect(lowerFirst('A fall')).toBe('a fall');
  });
});

describe('restarts and openers of speech', () => {
  it('keeps one try of a restarted phrase, and conjugates the verb after an adverb', () => {
    expect(cleanSpoken("it's hurting when i, , when i use the bathroom")).toBe("it's hurting when i use the bathroom");
    expect(cleanSpoken("in the past i've had some some ibs")).toBe("in the past i've had some ibs");
    expect(cleanSpoken("I wouldn't say that I, I wouldn't say that I'm eating like, much differently.")).toBe("i wouldn't say that i'm eating much differently.");
    expect(cleanSpoken("It's impacting on like, on the rest of my life.")).toBe("it's impacting on the rest of my life.");
    expect(cleanSpoken('I would like, um, some help.')).toBe('i would like some help.');
    // The short "hm" of a pause, as "hmm" is (decision 845).
    expect(cleanSpoken('hm, you have a history of atopic dermatitis')).toBe('you have a history of atopic dermatitis');
    expect(cleanSpoken('q.6 h. as needed, b.i.d.')).toBe('every 6 hours as needed, twice daily');
    expect(patientToThirdPerson('i also maybe sometimes get some pain', pronounsFor('female'))).toBe('she also maybe sometimes gets some pain');
  });
});

describe('spoken text to note text', () => {
  it('drops the British "er" of a pause but not the ER, and a word said again across a filler', () => {
    expect(cleanSpoken("it's mainly in my left arm, er, it's feeling a little bit, um, er, painful")).toBe("it's mainly in my left arm it's feeling a little bit painful");
    expect(cleanSpoken('i went to the er last night')).toBe('i went to the er last night');
    expect(cleanSpoken('yeah, i have high blood, uh, blood pressure, but, um, not diabetes')).toBe('i have high blood pressure, but not diabetes');
  });

  it('fixes ASR spacing, drops fillers, writes numbers and units', () => {
    expect(cleanSpoken("um , i'm gon na increase your lisinopril to forty milligrams , you know , a day .")).toBe("i'm going to increase your lisinopril to 40 mg, a day.");
    expect(cleanSpoken('a three out of six murmur and one twenty over eighty')).toBe('a 3/6 murmur and 120/80');
    expect(cleanSpoken('sometimes it could be like one forty for the top number')).toBe('sometimes it could be 140 for the top number');
    expect(cleanSpoken('the x-ray shows no there is no fracture or there is no dislocation')).toBe('the x-ray shows no fracture or dislocation');
    expect(cleanSpoken('a low-grade fever of about a hundred . four right now')).toBe('a low-grade fever of about 100.4 right now');
    expect(cleanSpoken('it is usually running somewhere between eighty to a hundred')).toBe('it is usually running somewhere between 80 to 100');
    expect(cleanSpoken('we have you on a thousand milligrams twice a day, two thousand five hundred steps, in two thousand eight')).toBe('we have you on 1000 mg twice a day, 2500 steps, in 2008');
    // Thousands with hundreds never run two digits together either (decision 871, the twin of decision 865).
    expect(cleanSpoken('about two thousand five hundred and one two days ago, one thousand two hundred twenty one')).toBe('about 2501 2 days ago, 1221');
    expect(numberValue('forty five')).toBe('45');
    expect(cleanSpoken('i had my appendix out in nineteen eighty eight and surgery in two thousand eight')).toBe('i had my appendix out in 1988 and surgery in 2008');
    expect(cleanSpoken('the lumps do feel smaller , but they are still there , unfortunately .').trim()).toBe('the lumps do feel smaller, but they are still there.');
    expect(cleanSpoken("i've been dealing with my asthma and like i tried to join sports").trim()).toBe("i've been dealing with my asthma and i tried to join sports");
    expect(cleanSpoken('it looks like i have a rash').trim()).toBe('it looks like i have a rash');
    expect(numberValue('one hundred twenty')).toBe('120');
    expect(numberValue('one forty five')).toBe('145');
    expect(cleanSpoken('your a1c is seven point two and your temperature ninety eight point six')).toBe('your a1c is 7.2 and your temperature 98.6');
    expect(cleanSpoken('your last a1c was 5 . 1 on the last check')).toBe('your last a1c was 5.1 on the last check');
    // Ranges of readings and counts said in words.
    expect(cleanSpoken("most of the time it's in that one twenty to one forty range")).toBe("most of the time it's in that 120 to 140 range");
    expect(cleanSpoken('i check my sugar two or three times a week')).toBe('i check my sugar 2 or 3 times a week');
    expect(cleanSpoken('tylenol every six to eight hours')).toBe('tylenol every 6 to 8 hours');
    expect(cleanSpoken('my sugar rarely goes over two hundred , lately in the three to four hundreds')).toBe('my sugar rarely goes over 200, lately in the 300s to 400s');
    // A rising pair said with one "hundred" is two hundreds (decision 909); a falling one is left as said.
    expect(cleanSpoken('one spike at like five or six hundred')).toBe('one spike at 500 or 600');
    expect(cleanSpoken('two to three hundred')).toBe('200 to 300');
    expect(cleanSpoken('six or five hundred')).toBe('six or 500');
    // A hedge inside a sentence goes; "I don't know" as the answer stays.
    expect(cleanSpoken("it started maybe i do n't know a month or two after i started the norvasc")).toBe('it started maybe a month or two after i started the norvasc');
    expect(cleanSpoken("i don't know what it is")).toBe("i don't know what it is");
    // A word taken back with "sorry"; sympathy stays.
    expect(cleanSpoken('okay sorry there is tenderness of the greater tuberosity')).toBe('okay there is tenderness of the greater tuberosity');
    expect(cleanSpoken("i'm sorry to hear that")).toBe("i'm sorry to hear that");
  });

  it('reads a blood sugar or weight said as two numbers, not a time of day; drops a trailing "alright" but not a judgement', () => {
    expect(cleanSpoken('my blood sugar has been running a little higher at about one thirty')).toBe('my blood sugar has been running a little higher at about 130');
    expect(cleanSpoken('my weight is two twenty five')).toBe('my weight is 225');
    expect(cleanSpoken('my blood sugar was high at one thirty in the afternoon')).toBe('my blood sugar was high at 1:30 in the afternoon');
    expect(cleanSpoken('i take it at one thirty')).toBe('i take it at one thirty');
    expect(cleanSpoken('order an echocardiogram to evaluate that heart murmur alright')).toBe('order an echocardiogram to evaluate that heart murmur');
    expect(cleanSpoken("it's okay.")).toBe("it's okay.");
    // A subject and a verb left hanging, begun again; "'cause" as a note writes it.
    expect(cleanSpoken('i have done, i cannot get to sleep for hours and hours.')).toBe('i cannot get to sleep for hours and hours.');
    expect(cleanSpoken("i've just, i can't even tell")).toBe("i can't even tell");
    expect(cleanSpoken('i was tired, i went to bed')).toBe('i was tired, i went to bed');
    expect(cleanSpoken("i'm worried 'cause i woke up this morning")).toBe("i'm worried because i woke up this morning");
    expect(cleanSpoken('yeah, i live with my parents, just my parents.')).toBe('i live with my parents.');
    // Hedges stacked before a time go; before a guess they stay.
    expect(cleanSpoken('it started about i would say probably about three days ago')).toBe('it started about 3 days ago');
    expect(cleanSpoken("i think maybe it's my heart")).toBe("i think maybe it's my heart");
    // A size said from its decimal point.
    expect(cleanSpoken('a point five centimeter stone in the ureter')).toBe('a 0.5 cm stone in the ureter');
  });

  it('reads a temperature said in words across a tokenised decimal point', () => {
    expect(cleanSpoken('your temperature is ninety eight . seven and your heart rate is seventy two')).toBe('your temperature is 98.7 and your heart rate is seventy two');
    // A dose after a larger number, its unit following (decision 596).
    expect(cleanSpoken('add aldactone twelve . five milligrams a day')).toMatch(/aldactone 12\.5 (?:milligrams|mg) a day/);
  });

  it('drops words broken off and pointing at the body', () => {
    expect(cleanSpoken('the oper-, occupational therapy says it is the tear')).toBe('the occupational therapy says it is the tear');
    expect(cleanSpoken("i've had this pain right here in my stomach, like right around here")).toBe("i've had this pain in my stomach");
  });

  it('keeps only the second try of a restart and of a verb corrected as it was said', () => {
    expect(cleanSpoken("other than that , it was been- it's been pretty good eating .")).toBe("other than that it's been good eating.");
    expect(cleanSpoken('if i- maybe if i run too much , i feel the strain')).toBe('if i run too much, i feel the strain');
    expect(cleanSpoken('so the joint pain is , has been going away .')).toBe('so the joint pain has been going away.');
    // A hyphenated word is not a restart.
    expect(cleanSpoken('the x-ray of the x-ray room')).toBe('the x-ray of the x-ray room');
  });

  it('drops "like" as a pause, a subject begun again after a negation or "so", and a comma of speech before a complement', () => {
    expect(cleanSpoken("i've had so i had like anxiety for about two years now")).toBe('i had anxiety for about 2 years now');
    expect(cleanSpoken('i was thinking that i can\'t recall like falling on it')).toBe("i was thinking that i can't recall falling on it");
    expect(cleanSpoken('i like iced it last night')).toBe('i iced it last night');
    expect(cleanSpoken('it must have been like half an hour')).toBe('it must have been half an hour');
    // A comparison keeps its "like".
    expect(cleanSpoken("it's been like this for weeks")).toBe("it's been like this for weeks");
    expect(cleanSpoken("i don't, i generally don't do much activity")).toBe("i generally don't do much activity");
    expect(cleanSpoken("i'm not feeling, great")).toBe("i'm not feeling great");
    expect(cleanSpoken('yeah i doctor wood is my primary care provider')).toBe('doctor wood is my primary care provider');
    // Letters spelled out are the initialism; an article or a pronoun said alone is not a letter.
    expect(cleanSpoken('i had an m r i , e m g , and a nerve conduction study with doctor a b c d')).toBe('i had an mri, emg, and a nerve conduction study with doctor abcd');
    expect(cleanSpoken('i think i have a u t i')).toBe('i think i have a uti');
    // After "an" or "the", a spelled "a" is a letter (decision 786).
    expect(cleanSpoken('this m r i shows an a c l tear')).toBe('this mri shows an acl tear');
    expect(cleanSpoken('she had an a c l reconstruction, and the a c l is intact')).toBe('she had an acl reconstruction, and the acl is intact');
    // The lay name of a condition is written as a note names it; a reading said to be high is not renamed.
    expect(clinicalWords('she has type two diabetes and high blood pressure')).toBe('she has type 2 diabetes and hypertension');
    expect(clinicalWords('she has quite high blood pressure')).toBe('she has quite high blood pressure');
    expect(clinicalWords('she went to the ed')).toBe('she went to the emergency department');
    // A degree of a finding, not a part of an organ.
    expect(clinicalWords('she has a little bit of swelling')).toBe('she has mild swelling');
    expect(clinicalWords('they had to remove a little bit of her colon')).toBe('they had to remove a little bit of her colon');
    expect(clinicalWords('she has had high blood pressure readings at home')).toBe('she has had high blood pressure readings at home');
    // A clause after the comma keeps it.
    expect(cleanSpoken("the discomfort feeling, it's like someone's sitting on my chest")).toBe("the discomfort feeling, it's like someone's sitting on my chest");
    expect(cleanSpoken("It's kind of, it's really itchy")).toBe("it's itchy");
    // A hedge said in passing goes; the patient's own guess at a cause stays.
    expect(cleanSpoken('nine pints in a week, i would say')).toBe('9 pints in a week');
    expect(cleanSpoken("it's more like a, i guess, a burning pain")).toBe("it's more like a burning pain");
    expect(cleanSpoken('the shortness of breath was i think, shortly after the cough')).toBe('the shortness of breath was shortly after the cough');
    expect(cleanSpoken('i guess it was the boxes')).toBe('i guess it was the boxes');
    // A determiner said again: "this the new medications"; "that the" is a conjunction before its clause.
    expect(cleanSpoken('to make sure you tolerate this the new medications')).toBe('to make sure you tolerate the new medications');
    expect(cleanSpoken('i think that the pain is better')).toBe('i think that the pain is better');
  });

  it('makes the verb agree with the patient after a conjunction ("to make sure you tolerate" → "she tolerates")', () => {
    expect(clinicianToThirdPerson('to make sure you tolerate the new medications', pronounsFor('female'))).toBe('to make sure she tolerates the new medications');
    expect(clinicianToThirdPerson('when you walk, and if you can, until you see the surgeon', pronounsFor('male'))).toBe('when he walks, and if he can, until he sees the surgeon');
    // A modal after a conjunction takes the pronoun too (decision 821).
    expect(clinicianToThirdPerson("if you get more short of breath or you can't keep fluids down", pronounsFor('male'))).toBe("if he gets more short of breath or he can't keep fluids down");
  });

  it('keeps "cannot" as it is in the third person', () => {
    expect(patientToThirdPerson('i feel like i cannot lift anything', pronounsFor('female'))).toBe('she feels like she cannot lift anything');
  });

  it('turns the patient first person into third person', () => {
    expect(patientToThirdPerson("i've had pain in my knee and i feel tired", pronounsFor('female'))).toBe('she has had pain in her knee and she feels tired');
    expect(patientToThirdPerson("i'm taking my pills", pronounsFor('male'))).toBe('he is taking his pills');
    // Past forms stay past, and more than one adverb may stand before the verb.
    expect(patientToThirdPerson('i woke up and i laid some ice on it', pronounsFor('female'))).toBe('she woke up and she laid some ice on it');
    expect(patientToThirdPerson('i also recently joined the gym', pronounsFor('male'))).toBe('he also recently joined the gym');
    expect(patientToThirdPerson('i usually take it at night', pronounsFor('male'))).toBe('he usually takes it at night');
  });

  it('puts lay words in clinical vocabulary', () => {
    expect(clinicalWords('she has been throwing up and her belly hurts')).toBe('she has been vomiting and her abdomen hurts');
  });

  it('writes readings said as hundreds in figures, and drops the "like" before them', () => {
    expect(cleanSpoken('my sugars have been running high, like in the two hundreds')).toBe('my sugars have been running high, in the 200s');
    expect(cleanSpoken('they were like over 300')).toBe('they were over 300');
    expect(cleanSpoken('i like it in the morning')).toBe('i like it in the morning');
  });

  it('writes a time of day in figures', () => {
    expect(cleanSpoken('i take them at eight thirty in the morning and eight thirty at night')).toBe('i take them at 8:30 in the morning and 8:30 at night');
    expect(cleanSpoken('my sugar was one thirty this morning')).toBe('my sugar was 130 this morning');
  });

  it('drops "like" said as a pause after a subject, "gets" or "there is", and keeps a liking', () => {
    expect(cleanSpoken('one time she like had some milk')).toBe('one time she had some milk');
    expect(cleanSpoken('i like get headaches when i do not drink')).toBe('i get headaches when i do not drink');
    expect(cleanSpoken('i occasionally get like a ringing in my ear')).toBe('i occasionally get a ringing in my ear');
    expect(cleanSpoken('there is like a swelling on my lip')).toBe('there is a swelling on my lip');
    expect(cleanSpoken('i like to go hiking')).toBe('i like to go hiking');
  });

  it('drops the Scots "aye" and "ugh" and writes "a wee bit" as a little', () => {
    expect(cleanSpoken('it is a bit worse, and it is fairly dry, aye.')).toBe('it is a bit worse, and it is fairly dry.');
    expect(cleanSpoken('i get a wee bit short of breath')).toBe('i get a little short of breath');
  });

  it('writes a title and the name after it in capitals', () => {
    expect(sentence('ms. hernandez is a 48-year-old female seen by dr. brown')).toBe('Ms. Hernandez is a 48-year-old female seen by Dr. Brown.');
  });

  it('keeps one determiner of two said in a row', () => {
    expect(cleanSpoken('she goes quite frequently during the these past three days')).toBe('she goes quite frequently during these past 3 days');
    expect(cleanSpoken('it is more like a like an a dull ache')).toBe('it is more like a dull ache');
    expect(cleanSpoken('the a physio is the best point of call')).toBe('a physio is the best point of call');
  });

  it('writes a count of seconds in figures, like minutes and hours', () => {
    expect(cleanSpoken('capillary refill is less than three seconds')).toBe('capillary refill is less than 3 seconds');
  });

  it('writes counts, sizes, halves, decades of readings and ranges said with a pause in figures', () => {
    expect(cleanSpoken('her blood sugars are running in the one twenties')).toBe('her blood sugars are running in the 120s');
    expect(cleanSpoken('the bottom number has been between seventy and eighty')).toBe('the bottom number has been between 70 and 80');
    expect(cleanSpoken('between one and the other')).toBe('between one and the other');
    expect(cleanSpoken('he takes two and a half mg pills')).toBe('he takes 2.5 mg pills');
    expect(cleanSpoken('a two by three centimeter lesion with a three millimeter separation')).toBe('a 2 x 3 cm lesion with a 3 mm separation');
    expect(cleanSpoken('awake alert and oriented times three')).toBe('awake alert and oriented x3');
    expect(cleanSpoken('it was about four, five days ago')).toBe('it was about 4 to 5 days ago');
    expect(cleanSpoken('ten, five days')).toBe('ten, 5 days');
    expect(cleanSpoken('she smokes about ten cigarettes a day, seven or eight pints a week')).toBe('she smokes about 10 cigarettes a day, 7 or 8 pints a week');
    expect(cleanSpoken('about one to two cigarettes, five feet six inches')).toBe('about 1 to 2 cigarettes, 5 feet 6 inches');
  });

  it('drops "you see" said as a pause, not the one asked to see someone', () => {
    expect(cleanSpoken('it was, you see, quite bad')).toBe('it was quite bad');
    expect(cleanSpoken("i'm going to have you see a dermatologist")).toBe("i'm going to have you see a dermatologist");
  });

  it('keeps a prefix the transcriber wrote apart', () => {
    // "non- binary" had become "binary": the opposite of what was said.
    expect(cleanSpoken('a 17 -year-old non- binary immensipated minor')).toContain('non-binary');
    expect(cleanSpoken('take an anti- inflammatory')).toBe('take an anti-inflammatory');
    // A word broken off is still left out.
    expect(cleanSpoken('sh- shows a tear')).toBe('shows a tear');
  });

  it('turns the clinician "you" into the patient', () => {
    expect(clinicianToThirdPerson('you have a murmur in your heart', pronounsFor('female'))).toBe('she has a murmur in her heart');
    // An adverb between "you" and its verb keeps the verb in agreement ("the patient probably have" was written).
    expect(clinicianToThirdPerson('you probably have an infection in the chest', pronounsFor('female'))).toBe('she probably has an infection in the chest');
    expect(clinicianToThirdPerson('you also have diabetes', pronounsFor('male'))).toBe('he also has diabetes');
  });

  it('writes what the clinician pointed at as "the", and leaves a "that" that is no pointing', () => {
    expect(clinicianToThirdPerson('physical therapy to strengthen that area', pronounsFor('female'))).toBe('physical therapy to strengthen the area');
    expect(clinicianToThirdPerson('to help prevent those exacerbations', pronounsFor('female'))).toBe('to help prevent the exacerbations');
    expect(clinicianToThirdPerson('take that after food', pronounsFor('female'))).toBe('take that after food');
    expect(clinicianToThirdPerson('make sure that the knee heals', pronounsFor('female'))).toBe('make sure that the knee heals');
  });
});

describe('numbers said one after the other', () => {
  it('reads a run of numbers, each one more, before what they count as a range, not as their sum', () => {
    expect(cleanSpoken('coat it on, three four times a day')).toBe('coat it on 3 to 4 times a day');
    expect(cleanSpoken('over the first you know four five six seven days')).toBe('over the first 4 to 7 days');
    expect(cleanSpoken('twenty five milligrams')).toBe('25 mg');
  });
});

describe('a contracted auxiliary paused on before its verb (decision 670)', () => {
  it('is joined to its verb once the hedge between is out', () => {
    expect(cleanSpoken("and that's , kind of , helped me build up some muscle")).toBe("and that's helped me build up some muscle");
    expect(cleanSpoken("it's , um , been getting worse")).toBe("it's been getting worse");
  });
});

describe('"I\'ve" typed without its apostrophe (decision 675)', () => {
  it('is "i\'ve", which the note writes in the third person', () => {
    expect(cleanSpoken('uh yeah , iIve had a very bad headache the past four days')).toBe("i've had a very bad headache the past 4 days");
    expect(cleanSpoken('ive been coughing')).toBe("i've been coughing");
  });
  it('not a word that holds the letters', () => {
    expect(cleanSpoken('i feel ill and my olive oil')).toBe('i feel ill and my olive oil');
  });
});

describe('a phrase begun again across a filler or after its preposition (decision 676)', () => {
  it('keeps the second try', () => {
    expect(cleanSpoken('now i feel the that there is a swelling , there is like a swelling on my upper lip')).toBe('now i feel that there is a swelling on my upper lip');
    expect(cleanSpoken("i couldn't see from the , uh , from my left eye")).toBe("i couldn't see from my left eye");
    expect(cleanSpoken('i can feel it in my , um , a little bit in my elbow')).toBe('i can feel it a little bit in my elbow');
  });
  it('not two places said one after the other', () => {
    expect(cleanSpoken('i went to the store to the pharmacy')).toBe('i went to the store to the pharmacy');
  });
});

describe('a hedge stacked on "about", and a sigh before the statement (decision 678)', () => {
  it('keeps "about" and the amount', () => {
    expect(cleanSpoken('probably , probably about six hours after we got home')).toBe('about 6 hours after we got home');
    expect(cleanSpoken('and about after about a half an hour i was very short of breath')).toBe('and after about a half an hour i was very short of breath');
  });
  it('not a hedge before what is no amount', () => {
    expect(cleanSpoken('it is probably about the same')).toBe('it is probably about the same');
  });
  it('drops a sigh that opens the sentence', () => {
    expect(stripOpeners('foof, about 6 hours after we got home')).toBe('about 6 hours after we got home');
    expect(stripOpeners('whew, it was a long day')).toBe('it was a long day');
  });
});

describe('"light-headed" written as one word (decision 679)', () => {
  it('whatever way it was transcribed', () => {
    expect(clinicalWords('he felt very light-head and very dizzy')).toBe('he felt very lightheaded and very dizzy');
    expect(clinicalWords('i feel a little light headed')).toBe('i feel a little lightheaded');
    expect(clinicalWords('apart from this light-headedness')).toBe('apart from this lightheadedness');
  });
  it('not a head that is light of something else', () => {
    expect(clinicalWords('a light headache')).toBe('a light headache');
  });
});

describe('an adverb of when between "I" and its verb (decision 681)', () => {
  it('is no verb to put in the third person', () => {
    const she = pronounsFor('female');
    expect(patientToThirdPerson("i all of a sudden couldn't see", she)).toBe("she all of a sudden couldn't see");
    expect(patientToThirdPerson('i once had a rash', she)).toBe('she once had a rash');
    expect(patientToThirdPerson('i all of a sudden feel dizzy', she)).toBe('she all of a sudden feels dizzy');
  });
});

describe('a reading said after readings by their decade (decision 808)', () => {
  it('is a figure', () => {
    expect(cleanSpoken('i do go into one forties and once it went to like one fifty')).toBe('i do go into 140s and once it went to 150');
    expect(cleanSpoken('i woke up at one thirty')).toBe('i woke up at one thirty');
  });
});

describe('a half said after the thing counted (decision 812)', () => {
  it('is written as a figure with its unit', () => {
    expect(cleanSpoken("now i'm up to a pack and a half a day")).toBe("now i'm up to 1.5 packs a day");
    expect(cleanSpoken('i drink two cups and a half of coffee')).toBe('i drink 2.5 cups of coffee');
    expect(cleanSpoken('it has been a week and a half')).toBe('it has been a week and a half');
  });
});

describe("a rating's second figure on the same scale (decision 814)", () => {
  it('is written out of 10 as the first was', () => {
    expect(cleanSpoken("it's a six out of ten without ibuprofen and it goes down to like a one with ibuprofen")).toBe("it's a 6/10 without ibuprofen and it goes down to 1/10 with ibuprofen");
    // Not a figure with its own unit, nor one said without a rating before it.
    expect(cleanSpoken("it's a six out of ten and it went down to two days a week")).toBe("it's a 6/10 and it went down to 2 days a week");
    expect(cleanSpoken('my sugar went down to one twenty')).not.toMatch(/\/10/);
  });
});

describe('the patient\'s "I guess" before how they are (decision 836)', () => {
  it('is a hedge left out; a guess at a cause is kept', () => {
    expect(cleanSpoken("i guess i feel well overall")).toBe('i feel well overall');
    expect(cleanSpoken("i guess i don't have any troubles with my sleeping")).toBe("i don't have any troubles with my sleeping");
    expect(cleanSpoken("i guess it was the boxes")).toMatch(/i guess it was the boxes/);
  });
});

describe('counts of a diet and of exercise, as figures (decision 894)', () => {
  it('writes calories, grams, ounces and miles said in words as figures, and "outta" as "out of"', () => {
    expect(cleanSpoken('maxing out at around eighteen hundred calories per day')).toBe('maxing out at around 1800 calories per day');
    expect(cleanSpoken('i reduced my salt intake to about two grams')).toBe('i reduced my salt intake to about 2 grams');
    expect(cleanSpoken('she would run five to six miles a day')).toBe('she would run 5 to 6 miles a day');
    expect(cleanSpoken("i've been hitting the pool five days outta the week")).toBe("i've been hitting the pool 5 days out of the week");
  });
});
