import { describe, expect, it } from 'vitest';
import { drugName, namesDrugOfClass, planItems, testKey } from './plan.js';
import { pronounsFor } from './text.js';
import { noteOfVisit } from './fixtures/short-visit.js';

const she = pronounsFor('female');
const plan = (said: string) => planItems(said, she).map((item) => item.text);
/** The whole note's text for a short visit. */
const noteText = (lines: string[]) => noteOfVisit(lines).section.note_sections.map((section) => section.text).join(' ');

describe('the plan of a referral already sent, a return booked (decision 764)', () => {
  it('refers to each therapy listed', () => {
    expect(plan('i have sent over your referral for physical therapy, occupational therapy and speech therapy .')).toEqual(['Refer to physical therapy.', 'Refer to occupational therapy.', 'Refer to speech therapy.']);
  });

  it('is in the note: the referral sent, the return booked with what it is for', () => {
    const text = noteText(['Patient: I came in for my follow up after the surgery.', 'Doctor: I have sent over your referral for physical therapy and occupational therapy.', 'Doctor: We have you scheduled for a follow up and to have the staples removed in one week with Doctor Smith.']);
    expect(text).toMatch(/Refer to physical therapy\./);
    expect(text).toMatch(/Refer to occupational therapy\./);
    expect(text).toMatch(/follow up in 1 week for staple removal/);
  });

  it('continues a course for what is left of it (decision 765)', () => {
    expect(plan('you need to continue the cipro for an additional two days only .')).toEqual(['Continue Cipro for 2 more days.']);
    expect(plan('keep taking the ibuprofen for two more weeks .')).toEqual(['Continue ibuprofen for 2 more weeks.']);
    expect(plan('continue lisinopril 20 mg daily .')).toEqual(['Continue lisinopril 20 mg daily.']);
  });

  it('keeps a drug excepted from the medicines continued out of the continued (decision 766)', () => {
    expect(plan('continue taking your medicines except prozac .')).toEqual(['Continue current medications except Prozac.']);
    expect(plan('keep taking all your medications other than the lisinopril .')).toEqual(['Continue current medications except lisinopril.']);
    expect(plan('continue the prozac .')).toEqual(['Continue Prozac.']);
  });

  it('is the drug the patient goes home with a prescription for, and a return with someone named (decision 767)', () => {
    const text = noteText(['Patient: I have had a bad cough for a week.', 'Doctor: I listen to your lungs and I hear some crackles.', "Doctor: You'll be going home today with a prescription for Zithromax.", 'Doctor: I want you to follow up with our hand therapist Doctor Smith at her Main Street office in one to two weeks.']);
    expect(text).toMatch(/Start Zithromax\./);
    expect(text).toMatch(/follow up in 1 to 2 weeks/);
    expect(noteText(['Patient: I had a prescription for Zithromax last year.', 'Doctor: Okay.'])).not.toMatch(/Start Zithromax/);
  });

  it('counts a return "in a week" as "in 1 week" (decision 774)', () => {
    expect(noteText(['Patient: My knee still hurts.', "Doctor: Let's see you back in a week."])).toMatch(/follow up in 1 week\./);
  });

  it('is not the labs ordered before the visit', () => {
    const text = noteText(['Patient: I have been getting tired.', 'Doctor: I know that we have ordered some labs on you before the visit.', 'Doctor: Your hemoglobin came back a little low.']);
    expect(text).not.toMatch(/Order labs/);
  });
});

describe('plan items', () => {
  it('writes no order for a test the clinician reviews with the patient (decision 381)', () => {
    expect(plan("i'm going to review these pictures from the mri with you .")).toEqual([]);
    expect(plan("so i'm gon na review those x-ray results with you now .")).toEqual([]);
    expect(plan("we'll go over your lab results today .")).toEqual([]);
    expect(plan("i want to review your labs and order an mri .")).toEqual(['Order MRI.']);
    expect(plan("we're going to get an mri .")).toEqual(['Order MRI.']);
  });

  it('writes no advice of what will happen to the patient (decision 395)', () => {
    expect(plan('you should hear back from the hospital , relatively soon .')).toEqual([]);
    expect(plan('you should get a letter from the clinic in the next week .')).toEqual([]);
    expect(plan('you should , um , you should be able to help .')).toEqual([]);
    expect(plan('you should get some rest and drink plenty of fluids .')).toEqual(['The patient was advised to get some rest and drink plenty of fluids.']);
  });

  it('refers to a clinic named by its kind (decision 394)', () => {
    expect(plan("i'm gonna refer you to a mini-stroke clinic , or a tia clinic .")).toEqual(['Refer to TIA clinic.']);
    expect(plan("i'll refer you to the falls clinic .")).toEqual(['Refer to falls clinic.']);
    expect(plan("i'll refer you to our clinic .")).toEqual([]);
  });

  it('writes no advice of a need said under a negation (decision 393)', () => {
    expect(plan("this isn't , an immediate emergency that you need to rush down to a and e .")).toEqual([]);
    expect(plan("it's not something that you need to take every day .")).toEqual([]);
    // A negation in a clause of its own leaves the advice after it.
    expect(plan("it's not an emergency , you need to book an appointment with your gp .")).toEqual(['The patient was advised to book an appointment with her gp.']);
  });

  it('names the class of treatment continued, and no chemotherapy started today that is planned for later', () => {
    expect(plan("we're gon na continue with the current regimen of your chemotherapy of the cisplatin and the etoposide .")).toEqual(['Continue chemotherapy.']);
    expect(plan("we're gon na go ahead and continue your antibiotics therapy that your pcp put you on .")).toEqual(['Continue antibiotics.']);
    expect(plan('i want to continue you on your current medications .')).toEqual(['Continue current medications.']);
    expect(plan("so this means we'll start chemotherapy after you've recovered from surgery .")).toEqual([]);
  });

  it('keeps the site an imaging order names before its kind', () => {
    expect(plan("i'm gon na order a renal artery ultrasound just to make sure that we're not missing anything there .")).toEqual(['Order renal artery ultrasound.']);
    expect(plan("let's get a right upper quadrant ultrasound to rule out gallstones .")).toEqual(['Order right upper quadrant ultrasound to rule out gallstones.']);
    expect(plan("we'll get a head ct today .")).toEqual(['Order head CT.']);
    expect(plan("i'm going to order an mri of the lumbar spine .")).toEqual(['Order MRI of the lumbar spine.']);
  });

  it('writes how to take "it" of the drug just named, and no advice that is an exam instruction or about nothing named', () => {
    expect(plan('we can try to start you on what we call flomax zero point four milligrams , you should take it at night')).toEqual(['Start Flomax 0.4 mg at night.']);
    expect(planItems('you should take it at night because it can make you dizzy .', she, 'we can start you on flomax 0.4 milligrams once a day .').map((i) => i.text)).toEqual(['The patient was advised to take Flomax at night because it can make the patient dizzy.']);
    expect(planItems('make sure you take it all , even if you start feeling better .', she, "we'll treat you with amoxicillin 500 milligrams three times a day .").map((i) => i.text)).toEqual(['The patient was advised to complete the course of amoxicillin, even if she starts feeling better.']);
    expect(plan('squeeze both hands for me .')).toEqual([]);
    expect(plan('you should go anyway .')).toEqual([]);
    expect(plan('i want you to get this under control .')).toEqual([]);
    expect(plan('you need to move that finger .')).toEqual(['The patient was advised to move the finger.']);
    // A clause begun where the advice's verb should be cannot be written cleanly (decision 610).
    expect(plan('i want you to while your back is hurting you take it easy with the lifting .')).toEqual([]);
    expect(plan('you should until the swelling goes down keep it elevated .')).toEqual([]);
  });

  it('writes tests ordered by what they look for, by the organ checked, and a dose split between morning and night', () => {
    expect(plan("we'll go ahead and test you for gonorrhea , chlamydia , hiv and syphilis .")).toEqual(['Order testing for gonorrhea, chlamydia, HIV and syphilis.']);
    expect(plan('did they test you for covid ?')).toEqual([]);
    expect(plan("i'm gon na do some more testing for right now .")).toEqual([]);
    expect(plan("so we'll check your thyroid and your liver function and a glucose .")).toEqual(['Order thyroid function tests, liver function tests and glucose.']);
    expect(plan('i wan na go ahead and order some thyroid labs .')).toEqual(['Order thyroid labs.']);
    expect(plan('continue your thyroid medication .')).toEqual(['Continue current medications.']);
    expect(plan("i'm going to increase your metformin to 1000 mg in the morning and 500 mg at night .")).toEqual(['Increase metformin to 1000 mg in the morning and 500 mg at night.']);
  });

  it('reads "have you take" as a start, a strength said without its unit, and "before meals"; no purpose said of "that"', () => {
    expect(plan("i'm gonna have you take zantac one fifty twice a day before meals .")).toEqual(['Start Zantac 150 mg twice daily before meals.']);
    expect(plan('continue aspirin 81 daily .')).toEqual(['Continue aspirin 81 mg daily.']);
    expect(plan('take tylenol 2 times a day .')).toEqual(['The patient was advised to take Tylenol 2 times a day.']);
    expect(plan("i'm gonna have you use your albuterol to help with that some of the breathing that you're having .")).toEqual(['Continue albuterol.']);
  });

  it('orders the common single labs and tumor markers, refers "have you see" and a therapist, and writes no purpose that names the order', () => {
    expect(plan("i'm gonna order a cbc , a cmp , and a lipase .")).toEqual(['Order CBC, CMP and lipase.']);
    expect(plan('i want to start by sending off some blood tests like a ca-125 and hcg and afp and ldh .')).toEqual(['Order blood tests, CA-125, hCG, AFP and LDH.']);
    expect(plan("we'll also get some genetic testing .")).toEqual(['Order genetic testing.']);
    expect(plan('i want to check a lipid panel and a liver panel .')).toEqual(['Order lipid panel and liver panel.']);
    expect(plan("i'm going to have you see a dermatologist .")).toEqual(['Refer to dermatology.']);
    expect(plan("i'd like you to see a physical therapist .")).toEqual(['Refer to physical therapy.']);
  });

  it('writes a hold for a time as a hold, a halved or higher dose as the change, and the drug switched from with the one switched to (decision 815)', () => {
    expect(plan("let's hold the lasix for a couple of days .")).toEqual(['Hold Lasix for a couple of days.']);
    expect(plan('stop the lasix for now .')).toEqual(['Discontinue Lasix.']);
    expect(plan("i'm going to cut your metoprolol in half .")).toEqual(['Decrease metoprolol dose.']);
    expect(plan("we'll try you on a higher dose of the prozac .")).toEqual(['Increase Prozac dose.']);
    expect(plan("we'll change your sertraline to escitalopram ten milligrams .")).toEqual(['Switch from sertraline to escitalopram 10 mg.']);
  });

  it('knows the common primary-care drugs, alpha blockers and British names included', () => {
    expect(plan("i am going to prescribe one medicine and that's cardura four milligrams and i want you to take that once a day")).toEqual(['Start Cardura 4 mg daily.']);
    expect(plan("i'll prescribe some co-amoxiclav for you .")).toEqual(['Start co-amoxiclav.']);
    expect(plan('continue the ferrous sulfate three twenty five milligrams twice a day .')).toEqual(['Continue ferrous sulfate 325 mg twice daily.']);
  });

  it('reads a dose change said of "it" as of the drug the sentence just named, once', () => {
    expect(plan("we talked about increasing your prozac , so we'll increase it from 20 milligrams to 40 milligrams .")).toEqual(['Increase Prozac from 20 mg to 40 mg.']);
    expect(plan("the metoprolol is working , so we'll lower it to 25 milligrams twice a day .")).toEqual(['Decrease metoprolol to 25 mg twice daily.']);
    // No drug named before: nothing to change.
    expect(plan("so we'll increase it from 20 milligrams to 40 milligrams .")).toEqual([]);
  });

  it('writes a drug introduced by name or by its class, a topical by its strength, a course by its taper', () => {
    expect(plan("so i'm going to it's called the antihistamine is called fexofenadine .")).toEqual(['Start fexofenadine.']);
    expect(plan("you would probably need some antihistamines , which i'm going to prescribe .")).toEqual(['Start an antihistamine.']);
    // A class with what sets it apart, and decided even beside the drug it replaces.
    expect(plan("i'm happy to prescribe you a stronger steroid cream today .")).toEqual(['Start a stronger topical steroid.']);
    expect(plan('um , i can prescribe you a slightly stronger , anti-inflammatory that you can take regularly instead of the ibuprofen , but not with the ibuprofen .')).toEqual(['Start a stronger anti-inflammatory.']);
    expect(plan('you still need to continue on your , emollients like the dermal soap .')).toEqual(['Continue emollients.']);
    expect(plan("i would like you to use clobetasol that's a zero . zero five percent solution")).toEqual(['Start clobetasol 0.05% solution.']);
    expect(plan('and order , uh , prednisone uh taper pack .')).toEqual(['Start prednisone taper.']);
    // The patient's own drug goes on.
    expect(plan('i want you to take your lisinopril every day .')).toEqual(['Continue lisinopril daily.']);
    expect(namesDrugOfClass('Start an antihistamine.', ['Start fexofenadine.'])).toBe(true);
    expect(namesDrugOfClass('Start an antibiotic to help the patient with this.', ['Start doxycycline 100 mg twice daily.'])).toBe(true);
    // Safety-netting said condition first, and "ring" is not an "-ing" form.
    expect(plan('if your symptoms are lasting more than three weeks , then get in touch with us .')).toEqual(['The patient was advised to call if symptoms are lasting more than 3 weeks.']);
    // …and one whose "it" the note cannot name is written as what it is (decision 720).
    expect(plan('if it still happens , you need to get in touch with us .')).toEqual(['Return precautions given.']);
    expect(plan('if it flares up , just give me a call .')).toEqual(['The patient was advised to call if it flares up.']);
    expect(plan("if you do have questions or concerns that may come up , please don't hesitate to call the office .")).toEqual(['The patient was advised to call if she does have questions or concerns that may come up.']);
    expect(plan('if you develop a fever greater than one hundred and one point four , chills , or continuing diarrhea please call the office .')).toEqual([
      'The patient was advised to call if fever greater than 101.4, chills, or continuing diarrhea.',
    ]);
    expect(plan('now you need to ring up support .')).toEqual(['The patient was advised to ring up support.']);
    // A change that depends on a result is not decided today.
    expect(plan("i wan na order a hemoglobin a1c to see if we need to make any adjustments to your metformin .")).toEqual(['Order hemoglobin A1c.']);
    // "I'll be asking for" a test orders it.
    expect(plan("i'll be asking for something called thick and thin blood films , to check for malaria .")).toEqual(['Order thick and thin blood films to check for malaria.']);
  });

  it('gives the drugs just named the schedule said of them, not advice about "that"', () => {
    expect(plan("i would like you to stay on two tylenol five hundred milligrams and two ibuprofen two hundred milligram tablets and i want you to take that three times a day and that's gon na help with both the pain and the inflammation")).toEqual([
      'Continue Tylenol 500 mg 3 times daily.',
      'Continue ibuprofen 200 mg 3 times daily.',
    ]);
  });

  it('starts a supplement that shares its name with a test, in international units, and orders the test by its name', () => {
    expect(plan("and again , once you finish your dose of vitamin d , for the vitamin d deficiency , you're gon na start with the 2000iu daily ,")).toEqual(['Start vitamin D 2000 IU daily.']);
    expect(plan("we'll check your vitamin d level .")).toEqual(['Order vitamin D level.']);
  });

  it('orders the tests after the order\'s verb, not the result it follows from, without a purpose begun again', () => {
    expect(plan("a positive lyme titer aspect , we should go ahead and order a western blot , just pcr to see if you have any , um , to see if it's actually acute lyme , okay ?")).toEqual(['Order western blot.']);
  });

  it('writes a call back "if you have any of those" as return precautions, without a "those" the note cannot name', () => {
    expect(plan('if you have any of those give me a call, okay?')).toEqual(['Return precautions given.']);
    expect(plan('call me if you have any of these symptoms .')).toEqual(['Return precautions given.']);
    expect(plan('if you get a fever, give me a call .')).toEqual(['The patient was advised to call if she gets a fever.']);
  });

  it('writes no purpose with a determiner left without its noun, the phrase begun again', () => {
    expect(plan("i'm going to give you carafate one gram four times a day to help coat your the in the lining of your esophagus")).toEqual(['Start Carafate 1 gram 4 times daily.']);
    expect(plan('start carafate to help coat the lining of your stomach')).toEqual(['Start Carafate to help coat the lining of her stomach.']);
  });

  it('reads "I (do) want you to" as a new statement in speech without punctuation', () => {
    expect(plan('we will continue you on the metformin i do want you to check your blood sugars daily')).toEqual(['Continue metformin.', 'The patient was advised to check her blood sugars daily.']);
    expect(plan('take the ibuprofen with food i want you to ice the knee')).toEqual(['The patient was advised to take the ibuprofen with food.', 'The patient was advised to ice the knee.']);
  });

  it('reads "what you need to" as a question within the sentence, not as advice', () => {
    expect(plan('that may help you to figure out what you need to cut back on or how you might need to change your eating habits .')).toEqual([]);
    expect(plan('you need to figure out what you should eat .')).toEqual([]);
    expect(plan('you need to cut back on salt .')).toEqual(['The patient was advised to cut back on salt.']);
  });

  it('orders no test named in the purpose of an order, and writes a purpose corrected as said from its correction', () => {
    expect(plan("i am going to order a hemoglobin a1c and also a cbc and a chem-12 to check some of your blood tests blood chemistries and so forth .")).toEqual(['Order hemoglobin A1c, CBC and chem-12 to check some of her blood chemistries.']);
    expect(plan("we'll get an ultrasound to look at your thyroid .")).toEqual(['Order ultrasound to look at her thyroid.']);
    expect(plan("i'll order a cbc and a tsh .")).toEqual(['Order CBC and TSH.']);
  });

  it('writes a device the clinician fits or provides, once, and a procedure by its kind', () => {
    expect(plan("so we're going to put you in a long arm cast and a sling ,")).toEqual(['Place in long arm cast.', 'Place in sling.']);
    expect(plan('so , i would recommend we get you a s- uh , aluminum foam splint and we\'ll get you some motrin .')).toEqual(['Place in aluminum foam splint.', 'Start Motrin.']);
    expect(plan("i'm going to give you some crutches .")).toEqual(['Provide crutches.']);
    // The device named before is not a second one; one that is not needed is not placed.
    expect(plan("we'll get the tech to put the cast on .")).toEqual([]);
    expect(plan("you don't need a brace .")).toEqual([]);
    expect(plan("so let's go ahead , get your upper endoscopy and colonoscopy scheduled .")).toEqual(['Schedule upper endoscopy and colonoscopy.']);
  });

  it('writes medication decisions with dose and frequency', () => {
    expect(plan("we'll bump the lisinopril up to 20 .")).toEqual(['Increase lisinopril to 20 mg.']);
    expect(plan('but i do wan na increase your lisinopril to 40 milligrams a day , just because your blood pressure is high .')).toEqual(['Increase lisinopril to 40 mg daily.']);
    // "from 10 to 20": the dose a change sets is the one after "to".
    expect(plan("i'd like to go ahead increase the lisinopril from 10 mg to 20 mg a day .")).toEqual(['Increase lisinopril from 10 mg to 20 mg daily.']);
    expect(plan("we'll decrease the metformin from 1000 to 500 milligrams twice a day .")).toEqual(['Decrease metformin from 1000 mg to 500 mg twice daily.']);
    expect(plan('i also wan na start you on some lasix , you know , 20 milligrams a day .')).toEqual(['Start Lasix 20 mg daily.']);
    expect(plan('we will put you on carvedilol , 25 milligrams twice a day .')).toEqual(['Start carvedilol 25 mg twice daily.']);
    expect(plan('i want you to continue your lisinopril 10 milligrams a day .')).toEqual(['Continue lisinopril 10 mg daily.']);
    expect(plan("let's stop the metformin .")).toEqual(['Discontinue metformin.']);
    // A dose above the drug's largest single dose was misheard: it is left for the clinician, not copied.
    expect(plan("i'm going to prescribe meloxicam fifty milligrams a day .")).toEqual(['Start meloxicam daily.']);
    expect(plan("i'm going to give you a prescription for zantac 150 milligrams twice a day .")).toEqual(['Start Zantac 150 mg twice daily.']);
    expect(plan("i'm going to write you a prescription for omeprazole .")).toEqual(['Start omeprazole.']);
    // The schedule said in full wins over the "a day" said with the dose.
    expect(plan("i'm also gon na prescribe you just like a higher strength nsaid so ibuprofen eight hundred milligrams a day you can take that twice a day as needed")).toEqual(['Start ibuprofen 800 mg twice daily as needed.']);
    // A dose said after a pause ("that's gonna be …") and a Latin frequency ("q.6 h.", "b.i.d.") in the note's words.
    expect(plan("i want you to take ibuprofen that's gon na be six hundred milligrams q.6 h.")).toEqual(['Start ibuprofen 600 mg every 6 hours.']);
    expect(plan('continue metformin 500 mg b.i.d.')).toEqual(['Continue metformin 500 mg twice daily.']);
    // "We're going to have you apply ice …" is advice, and the drug after it a decision of its own.
    expect(plan("now we're also gon na have you apply ice to the elbow for twenty minutes three times a day and i want you to take ibuprofen 600 mg every 6 hours")).toEqual([
      'The patient was advised to apply ice to the elbow for 20 minutes 3 times a day.',
      'Start ibuprofen 600 mg every 6 hours.',
    ]);
    expect(plan("all right i'll have you take this to the front and we'll repeat the spirometry at that time .")).toEqual(['Repeat spirometry.']);
    // Advice after a cleft, the British A&E, and advice that cannot be written cleanly.
    expect(plan('what i would advise you to do is maybe consider taking some time off work')).toEqual(['The patient was advised to consider taking some time off work.']);
    expect(plan('if it gets worse, you should go to an and e')).toEqual(['The patient was advised to go to the emergency department if it gets worse.']);
    expect(plan('you should take, drink that as well')).toEqual([]);
    expect(plan('i want you to take them quite seriously')).toEqual([]);
    expect(plan('i want you to take it easy for a few days')).toEqual(['The patient was advised to take it easy for a few days.']);
    // A class said in passing after the drugs it names is not a second start.
    expect(namesDrugOfClass('Start a muscle relaxant.', ['Start Flexeril 10 mg twice daily.'])).toBe(true);
    expect(namesDrugOfClass('Start a muscle relaxant.', ['Start Naprosyn 500 mg twice daily.'])).toBe(false);
  });

  it('reads a drug said with its dose as prescribed, a stop hoped for later as no decision, and no advice in what the clinician does', () => {
    expect(plan("we'll do lortab 5 milligram .")).toEqual(['Start Lortab 5 mg.']);
    expect(plan('okay , so tramadol , 50 milligrams , every six hours as needed for pain .')).toEqual(['Start tramadol 50 mg every 6 hours as needed for pain.']);
    expect(plan("you're on norvasc 5 milligrams once a day .")).toEqual([]);
    expect(plan('we can eventually get you off that lisinopril .')).toEqual([]);
    expect(plan('i also want to get you a referral to nutrition just to try to help you with that diet .')).toEqual(['Refer to nutrition to help the patient with that diet.']);
    expect(plan('i want to try to help you with that diet .')).toEqual([]);
  });

  it('reads a declined class, a suggested drug and advice with the clinician\'s aside after it', () => {
    expect(plan("so, um, i don't think you need anything like antibiotics.")).toEqual(['No new antibiotic started at this time.']);
    expect(plan('if you are feeling feverish, taking some paracetamol, two tablets four times a day, can also help.')).toEqual(['May take paracetamol 2 tablets 4 times daily if she is feeling feverish.']);
    expect(plan("i will certainly advise you to take some time off work, actually i know you're quite keen to work")).toEqual(['The patient was advised to take some time off work.']);
  });

  it('writes safety-netting as return precautions, listing the signs only when they were said as a list', () => {
    expect(plan('things to look out for are a high fever, chest pain or shortness of breath.')).toEqual(['Return precautions given: high fever, chest pain, shortness of breath.']);
    expect(plan('and things to look out for would be, you know, if you are having kind of, high temperatures, a back pain, um just , generally feeling more unwell.')).toEqual(['Return precautions given.']);
  });

  it('writes "it\'s worth using …" as advice with its verb, without the aside after it', () => {
    expect(plan("um it's also worth using antihistamines, which you can sometimes buy over counter.")).toEqual(['The patient was advised to use antihistamines.']);
    expect(plan("it's also worth keeping a diary of any triggers which are affecting your symptoms")).toEqual(['The patient was advised to keep a diary of any triggers.']);
  });

  it('keeps the sign of a decision', () => {
    expect(plan("i do n't feel the need to start you on any medications this year , unless you feel differently .")).toEqual(['No new medication started at this time.']);
    expect(plan("we're not going to start the prednisone .")).toEqual(['Prednisone not started at this time.']);
    expect(plan("i don't think we need to get an x-ray .")).toEqual(['No x-ray ordered at this time.']);
    // Speech without punctuation: the negation ends where the clinician's next statement begins.
    expect(plan("i do n't think we're gon na need to refer you to surgery or anything like that i want you to go ahead and i'm gon na prescribe meloxicam fifteen milligrams once a day")).toEqual(['Start meloxicam 15 mg daily.']);
    expect(plan("i don't think you need surgery we'll refer you to physical therapy")).toEqual(['Refer to physical therapy.']);
    // "Does not" declines as "doesn't" does: no advice to eat more salt.
    expect(plan('now , this does not mean- mean that you need to be eating more salt , okay ?')).toEqual([]);
    // "Why don't we…" suggests: it is not a decline.
    expect(plan("why don't we start you on some meloxicam 15 mg once a day")).toEqual(['Start meloxicam 15 mg daily.']);
    expect(plan("i don't think you need an x-ray at this stage why don't we start with physical therapy and the pain medicines")).toEqual([
      'No x-ray ordered at this time.',
      'Start pain medication.',
      'Refer to physical therapy.',
    ]);
    // What an order is meant to rule out is its purpose, not a decline: no half sentence "advised to make sure that".
    expect(plan("i wan na go ahead and order a cardiac catheterization on you and make sure that we do n't have any blockages in your heart arteries .")).toEqual(['Order cardiac catheterization.']);
  });

  it('keeps a course\'s length and the result a start waits on; a change a test is to rule out is not decided', () => {
    expect(plan('i want to prescribe amoxicillin five hundred milligrams three times a day for ten days')).toEqual(['Start amoxicillin 500 mg 3 times daily for 10 days.']);
    // A course said in months or in one unit, and a changed dose's length (decision 691).
    expect(plan('i also wan na prescribe to you something called carafate you take one gram four times a day for one month')).toEqual(['Start Carafate 1 gram 4 times daily for 1 month.']);
    expect(plan("i'd like to increase your dose of lasix from twenty milligrams to sixty milligrams for the next four days")).toEqual(['Increase Lasix from 20 mg to 60 mg for 4 days.']);
    expect(plan("let's decrease the prednisone to 20 mg daily for a week")).toEqual(['Decrease prednisone to 20 mg daily for 1 week.']);
    expect(plan("we'll swab you for a rapid strep test and if that's positive i'll prescribe amoxicillin five hundred milligrams three times a day and i'm gon na give you some lidocaine")).toEqual([
      'Start amoxicillin 500 mg 3 times daily if the rapid strep test is positive.',
      'Order strep test.',
      'Start lidocaine.',
    ]);
    // The condition ends the sentence before the prescription.
    expect(planItems('i wan na place you on amoxicillin for ten days', she, 'i will swab you for a rapid strep test and if that is positive').map((i) => i.text)).toEqual([
      'Start amoxicillin for 10 days if the rapid strep test is positive.',
    ]);
    expect(plan("let's order a hemoglobin a1c just to make sure that we don't have to make any adjustments to your metformin")).toEqual(['Order hemoglobin A1c.']);
    expect(plan('if you follow it you know hopefully in the future we can get you off of both of these medications')).toEqual([]);
    expect(plan('i would like you to what have those been running')).toEqual([]);
    expect(plan('i want you to stop taking the motrin for any pain')).toEqual(['Discontinue Motrin.']);
    // A drug stopped for a procedure is held, a stop said of what would follow is not decided, and not knowing
    // whether a drug was started is no decision; "you do have" orders nothing.
    expect(plan("now before surgery we'll have to get you off your clopidogrel for a week beforehand .")).toEqual(['Hold clopidogrel for 1 week before surgery.']);
    expect(plan('you would need to stop taking the medicine and give me a call')).toEqual([]);
    expect(plan("you do have a vitamin d deficiency , and , i do n't know if we started the vitamin d yet , or not .")).toEqual([]);
    expect(plan("you can continue to take that tylenol for any breakthrough pain that you're having i do wan na make sure that you're pushing fluids right")).toEqual(['Continue Tylenol for any breakthrough pain.']);
  });

  it('writes watchful waiting and a test due in a month of a year', () => {
    expect(plan('so , based on all of that , we can just continue to observe you .')).toEqual(['Continue observation.']);
    expect(plan("we'll keep monitoring it .")).toEqual(['Continue to monitor.']);
    expect(plan('you should have another mammogram in april of 2022 before you come back to see me .')).toEqual(['Repeat mammogram in April 2022.']);
  });

  it('leaves out advice that trails off or speaks of the patient as a third party', () => {
    expect(plan('what i want you to watch for is those infections that')).toEqual([]);
    expect(plan('go ahead and get your lab work and bring the patient in for that')).toEqual(['Order lab work.']);
    expect(plan('i want you to continue to ice it')).toEqual(['The patient was advised to continue to ice it.']);
    // A service recommended is a referral; advice with no verb after "advised to" is left out.
    expect(plan('i am going to recommend you for physical therapy')).toEqual(['Refer to physical therapy.']);
    expect(plan('i recommend physical therapy three times a week')).toEqual(['Refer to physical therapy.']);
    expect(plan('let your therapist be your guide about like what you should and should not be putting your body through')).toEqual([]);
  });

  it('writes orders and referrals', () => {
    expect(plan("i'm gon na refer you to the eye doctor for a full exam .")).toEqual(['Refer to ophthalmology.']);
    expect(plan("i'm gon na order some blood tests .")).toEqual(['Order blood tests.']);
    expect(plan('also gon na prescribe you a higher strength nsaid .')).toEqual(['Start an NSAID.']);
    expect(plan('we can get you started right away on a fiber supplement .')).toEqual(['Start a fiber supplement.']);
    expect(plan("we'll start you on physical therapy .")).toEqual(['Refer to physical therapy.']);
    expect(plan('i want you to start physical therapy .')).toEqual(['Refer to physical therapy.']);
    expect(plan("i'm going to order an x-ray of the knee .")).toEqual(['Order x-ray of the knee.']);
    expect(plan('i am going to order a hemoglobin a1c and also a cbc and a chem-12 .')).toEqual(['Order hemoglobin A1c, CBC and chem-12.']);
    expect(plan("and , we will get a repeat hemoglobin a1c in three months .")).toEqual(['Repeat hemoglobin A1c in 3 months.']);
    expect(plan("i'd like to refer you to physical therapy .")).toEqual(['Refer to physical therapy.']);
    expect(plan('i want you to see a cardiologist .')).toEqual(['Refer to cardiology.']);
    expect(plan('i want you to see a podiatrist .')).toEqual(['Refer to podiatry.']);
    expect(plan("let's get you to see a nutritionist .")).toEqual(['Refer to a nutritionist.']);
    // A therapy ordered is a referral to it.
    expect(plan("i'm also gon na order some physical therapy for your right knee and that physical therapy will help strengthen the lower extremities")).toEqual(['Refer to physical therapy.']);
    expect(plan("we'll set you up with physical therapy .")).toEqual(['Refer to physical therapy.']);
    expect(plan('we need to definitely rule out pregnancy , with you .')).toEqual(['Order pregnancy test.']);
    // A referral that does not say to whom is to the specialist named just before; with none named, it is not written.
    expect(planItems("i'll send out a referral and they will call you .", she, 'we could get a breast specialist on the team').map((i) => i.text)).toEqual(['Refer to breast specialist.']);
    expect(planItems("i'll send out a referral and they will call you .", she, 'your lungs are clear').map((i) => i.text)).toEqual([]);
  });

  it('writes a drug recommended to take as one the patient may take', () => {
    expect(plan('i would recommend that you take ibuprofen until we see you .')).toEqual(['May take ibuprofen.']);
  });

  it('writes no advice from the exam\'s "take one more deep breath"', () => {
    expect(plan('all right , and take one more deep breath .')).toEqual([]);
  });

  it('writes advice in the third person', () => {
    expect(plan('call me if you have any pain .')).toEqual(['The patient was advised to call if she has any pain.']);
    expect(plan('i want you to ice the knee you can do that for 20 minutes at a time three to four times a day .')).toEqual(['The patient was advised to ice the knee.']);
    // A prognosis is written as one; reassurance is not advice.
    expect(plan('you should heal in the next two weeks .')).toEqual(['Expected to heal in the next 2 weeks.']);
    expect(plan('you should be fine .')).toEqual([]);
    expect(plan('i want you to take your blood pressure every day for a week .')).toEqual(['The patient was advised to take her blood pressure every day for a week.']);
    expect(plan('make sure you drink plenty of fluids .')).toEqual(['The patient was advised to drink plenty of fluids.']);
  });
});

describe('drug names', () => {
  it('writes a brand with its capital and a generic in lower case, for every brand the lexicon knows', () => {
    expect(['cozaar', 'bumex', 'toprol', 'aldactone', 'norvasc', 'metformin', 'losartan'].map(drugName)).toEqual(['Cozaar', 'Bumex', 'Toprol', 'Aldactone', 'Norvasc', 'metformin', 'losartan']);
  });
});

describe('advice under a condition keeps it (decision 429)', () => {
  it('writes the condition said before the advice', () => {
    expect(plan('if your headache gets unbearable , you should go to a and e .')).toEqual(['The patient was advised to go to the emergency department if her headache gets unbearable.']);
    expect(plan('if it gets worse , then you should go to a and e .')).toEqual(['The patient was advised to go to the emergency department if it gets worse.']);
  });
  it('leaves out advice under a condition the note cannot name, rather than write it as said always', () => {
    expect(plan("then , um , if it's that bad , then you should go to a and e and have an examination .")).toEqual([]);
  });
});

describe('a class of drug that a result will decide is not started (decision 430)', () => {
  it('writes no start of a class said as what a result will show is needed', () => {
    expect(plan("based on the urinalysis we can see if we need to prescribe you antibiotics , see if you have any type of infection .")).toEqual([]);
    expect(plan("we'll get a culture to see whether you need an antibiotic .")).toEqual(['Order culture.']);
    // Said as decided, the class is started as before.
    expect(plan("i'm going to start you on an antibiotic .")).toEqual(['Start an antibiotic.']);
  });
});

describe('a decision said under a condition is one to consider, with its condition (decision 431)', () => {
  it('writes a start, a referral or a dose change said after its condition as one to consider', () => {
    expect(plan("if you're still having pain we'll start you on gabapentin 300 milligrams at night .")).toEqual(['Consider gabapentin 300 mg at night if pain persists.']);
    expect(plan('if it does not get better i will refer you to physical therapy .')).toEqual(['Consider referral to physical therapy if symptoms do not improve.']);
    expect(plan('if the swelling gets worse we may need to start you on a steroid .')).toEqual(['Consider a steroid if the swelling gets worse.']);
    expect(plan("if your blood pressure is still high next time we'll increase the lisinopril to 40 milligrams .")).toEqual(['Consider increasing lisinopril to 40 mg if her blood pressure is still high next time.']);
  });
  it('writes the condition said after the decision', () => {
    expect(plan("we'll refer you to physical therapy if we need to , okay ?")).toEqual(['Consider referral to physical therapy if needed.']);
    expect(plan('we can always give you some pain medication if you , if you get some pain with activity .')).toEqual(['Consider pain medication if she gets pain with activity.']);
    expect(plan('i need to put you on antibiotics if you do have an infection of some kind .')).toEqual(['Consider an antibiotic if she has an infection.']);
  });
  it('takes the condition left open at the end of the sentence before, and a decision said as possible', () => {
    expect(planItems("we'll talk about further imaging and possibly referral to physical therapy , okay ?", she, 'i want you to take it easy , and if your symptoms continue ,').map((i) => i.text)).toEqual(['Consider referral to physical therapy if symptoms persist.']);
    expect(plan("we'll talk about further imaging and possibly referral to physical therapy .")).toEqual(['Consider referral to physical therapy.']);
  });
  it('governs only the decisions after a condition, and leaves out one whose condition the note cannot name', () => {
    expect(plan("i'm going to start you on lisinopril 10 milligrams today , and if that doesn't work we'll add amlodipine 5 milligrams .")).toEqual(['Start lisinopril 10 mg.', 'Consider amlodipine 5 mg if symptoms do not improve.']);
    expect(plan("if that happens we'll start you on prednisone .")).toEqual([]);
  });
  it('keeps a decision whose "if" asks leave or says how to take the drug', () => {
    expect(plan("we'll start you on metformin if that's okay with you .")).toEqual(['Start metformin.']);
    expect(plan("we can start you on zoloft if you'd like .")).toEqual(['Start Zoloft.']);
    expect(plan("if you're okay with that i'll prescribe you lisinopril 10 milligrams daily .")).toEqual(['Start lisinopril 10 mg daily.']);
    expect(plan("if that sounds good to you we'll start metformin 500 milligrams twice a day .")).toEqual(['Start metformin 500 mg twice daily.']);
    expect(plan("we can refer you to a dermatologist if you're interested .")).toEqual(['Refer to dermatology.']);
    expect(plan("i'll prescribe ibuprofen 600 milligrams that you can take if you have pain .")).toEqual(['Start ibuprofen 600 mg.']);
  });
});

describe('the pain medication started is the analgesic named (decision 432)', () => {
  it('writes no "Start pain medication." beside the analgesic started', () => {
    expect(namesDrugOfClass('Start pain medication.', ['Start tramadol 50 mg every 6 hours as needed for pain.'])).toBe(true);
    expect(namesDrugOfClass('Start pain medication.', ['Start Lortab 5 mg.'])).toBe(true);
  });
  it('keeps it beside an analgesic the patient already takes, or a drug of another kind', () => {
    expect(namesDrugOfClass('Start pain medication.', ['Tylenol.', 'Continue Tylenol for any breakthrough pain.'])).toBe(false);
    expect(namesDrugOfClass('Start pain medication.', ['Start lisinopril 10 mg daily.'])).toBe(false);
  });
});

describe('treatment left for later on a condition, and none today (decision 433)', () => {
  it('writes treatment to consider with its condition, named when it is', () => {
    expect(plan('but if it worsens then we can consider some treatment okay')).toEqual(['Consider treatment if symptoms worsen.']);
    expect(plan("and if you're still having symptoms we can discuss further treatment such as a lithotripsy .")).toEqual(['Consider lithotripsy if symptoms persist.']);
    // Without its condition, or under one the note cannot name, it decides nothing.
    expect(plan('we can discuss treatment options at the next visit .')).toEqual([]);
    expect(plan('but if not we can discuss further treatment .')).toEqual([]);
  });
  it('writes no treatment today when the answer opens by declining, in the sentence or the one before', () => {
    expect(plan("not at this time because she's doing well , but if it worsens then we can consider some treatment .")).toEqual(['No treatment at this time.', 'Consider treatment if symptoms worsen.']);
    expect(planItems('but if it worsens then we can consider some treatment okay', she, "i don't think so not at this time because she seems to be doing well").map((i) => i.text)).toEqual(['No treatment at this time.', 'Consider treatment if symptoms worsen.']);
  });
  it('reads a class of drug named in the condition as what was tried', () => {
    expect(plan("why don't we have you if that doesn't work the pain medicine and the exercises we can start physical therapy .")).toEqual(['Consider referral to physical therapy if symptoms do not improve.']);
  });
});

describe('a decision that waits on a result keeps its timing, and the result awaited is no order (decision 435)', () => {
  it('writes the referral with the result it waits on, and no second order of the test', () => {
    expect(plan("we'll go ahead and refer you to some physical therapy once we get the mri results back .")).toEqual(['Refer to physical therapy after the MRI results.']);
    expect(plan("we'll start you on metformin once we get your labs back .")).toEqual(['Start metformin after the lab results.']);
    // A test ordered in the sentence is still ordered.
    expect(plan("we'll send you for an mri and once we get the results back we'll decide .")).toEqual(['Order MRI.']);
  });
  it('refers to "some physical therapy"', () => {
    expect(plan("i'll refer you to some physical therapy .")).toEqual(['Refer to physical therapy.']);
  });
});

describe('"use that" is said of the thing named last, a drug or not (decision 436)', () => {
  it('writes the strainer named after the drug, not the drug', () => {
    expect(planItems('continue to use that', she, "you can continue to take tylenol for any breakthrough pain and you already have a strainer so that's good").map((i) => i.text)).toEqual(['The patient was advised to continue to use the strainer.']);
  });
  it('keeps the drug when it was named last', () => {
    expect(planItems('you should take it at night', she, "i'll give you a splint and i'm prescribing flomax 0.4 milligrams").map((i) => i.text)).toEqual(['The patient was advised to take Flomax at night.']);
  });
});

describe('a test done again, said without its name, is the one named last (decision 437)', () => {
  it('repeats the test named in the sentences before', () => {
    expect(planItems("so , we'll repeat another one this year , okay ?", she, 'so , looking at your lipid panel from last year , your cholesterol was like , a tiny bit high .').map((i) => i.text)).toEqual(['Repeat lipid panel.']);
    expect(planItems("we'll repeat another one in three months .", she, 'your a1c was 8.2 last time .').map((i) => i.text)).toEqual(['Repeat hemoglobin A1c in 3 months.']);
  });
  it('orders nothing when no test was named', () => {
    expect(planItems("we'll repeat another one in three months .", she, 'how is your knee doing ?').map((i) => i.text)).toEqual([]);
    // "Another one of those injections" names what is done again.
    expect(planItems("we'll do another one of those injections next time .", she, 'your x-ray looked fine .').map((i) => i.text)).toEqual([]);
  });
});

describe('a drug given by injection is a procedure, not a drug started (decision 438)', () => {
  it('writes the injection, with where it goes when said', () => {
    expect(plan('and we can also try a cortisone injection into the right hip joint .')).toEqual(['Cortisone injection into the right hip joint.']);
    expect(plan("i'm going to give you a toradol injection .")).toEqual(['Toradol injection.']);
    expect(plan("we'll give you a steroid shot today .")).toEqual(['Steroid injection.']);
  });
  it('considers an injection said under a condition', () => {
    expect(plan("if you're still having pain we'll give you a cortisone injection .")).toEqual(['Consider cortisone injection if pain persists.']);
  });
});

describe('advice ends where what is expected begins; what "we" try is no advice (decision 439)', () => {
  it('keeps the advice before "and it should get better"', () => {
    expect(plan('i want you to use some ice for the pain , um , and it should , honestly , just being a contusion , get better in the next week or so .')).toEqual(['The patient was advised to use some ice for the pain.']);
    expect(plan('you should elevate the leg and that should help .')).toEqual(['The patient was advised to elevate the leg.']);
  });
  it('writes no advice of what the clinician and the patient try together', () => {
    expect(plan("we need to try to push that stone out that you're having just kinda clear your kidneys and that that would definitely help .")).toEqual([]);
    expect(plan("which we'll try to have done at the regional hospital in the next month .")).toEqual([]);
    expect(plan('try to drink more water .')).toEqual(['The patient was advised to drink more water.']);
    expect(plan('we want you to try to walk every day .')).toEqual(['The patient was advised to walk every day.']);
  });
});

describe('a test whose result is talked about is no order (decision 500)', () => {
  it('orders nothing for "the results of your biopsy" or "your biopsy results"', () => {
    expect(plan('and then , i just want to be reminded about , um , the results of your skin biopsy .')).toEqual([]);
    expect(plan('i want to go through your biopsy results .')).toEqual([]);
    expect(plan("we'll order an mri and i'll call you with the mri results .")).toEqual(['Order MRI.']);
    expect(plan('i want to get a biopsy .')).toEqual(['Order biopsy.']);
  });
});

describe('a treatment recommended is written as the recommendation (decision 501)', () => {
  it('writes "Recommend surgery." and not advice to a noun', () => {
    expect(plan("i am gonna recommend surgery for your foot the surgery will help place the bones in their proper positions .")).toEqual(['Recommend surgery for the foot.']);
    expect(plan('i then recommend chemotherapy with cisplatin and taxol and based on how the surgery goes we will decide .')).toEqual(['Recommend chemotherapy with cisplatin and Taxol.']);
    expect(plan('i would recommend that you have a knee replacement .')).toEqual(['Recommend knee replacement.']);
  });
  it('writes surgery said as the best course, or as likely needed, as the plan says it (decision 695)', () => {
    expect(plan("we have a couple of options but i think the best course of action is gon na be for surgery")).toEqual(['Recommend surgery.']);
    expect(plan("based on your exam you're most likely going to need surgery of that foot")).toEqual(['Surgery of the foot likely needed.']);
    expect(plan("you're most likely going to need surgery now the reason why this is important is the arch")).toEqual(['Surgery likely needed.']);
    // Not a prognosis of someone who does not need it, nor a treatment not definitive.
    expect(plan("i don't think you're likely going to need surgery")).toEqual([]);
  });
  it('writes what the clinician will have the patient check or weigh as advice (decision 696)', () => {
    expect(plan("we'll have you weigh yourself every morning")).toEqual(['The patient was advised to weigh herself every morning.']);
    expect(plan("i'm gon na have you check your weights everyday and also")).toEqual(['The patient was advised to check her weights every day.']);
    // A drug decided and the advice after it, said as one sentence: each is written.
    expect(plan("increase your dose of lasix to sixty milligrams i'm gon na have you check your weights everyday and also i'm gon na have you use your albuterol")).toEqual([
      'Increase Lasix to 60 mg.',
      'The patient was advised to check her weights every day.',
      'Continue albuterol.',
    ]);
  });
  it('writes how long a device is worn (decision 698)', () => {
    expect(plan("you're gon na be wearing the brace for about six weeks")).toEqual(['Wear brace for 6 weeks.']);
    expect(plan('keep wearing the sling for two weeks')).toEqual(['Wear sling for 2 weeks.']);
  });
  it('writes no recommendation declined', () => {
    expect(plan("i don't recommend surgery at this time .")).not.toContain('Recommend surgery.');
  });
});

describe('one test named in other words is one order (decision 502)', () => {
  it('gives the names of one test one key', () => {
    expect(testKey('labs')).toBe(testKey('blood tests'));
    expect(testKey('thyroid labs')).toBe(testKey('thyroid panel'));
    expect(testKey('cervical MRI')).toBe(testKey('MRI of the neck'));
    expect(testKey('lumbar CT')).toBe(testKey('CT scan of the lower back'));
    expect(testKey('MRI of the neck')).not.toBe(testKey('MRI of the right knee'));
    expect(testKey('lipid panel')).not.toBe(testKey('labs'));
  });
});

describe('a dose kept, said without the drug, is that of the drug named last (decision 506)', () => {
  it('writes "No change to testosterone dose."', () => {
    expect(planItems('but right now i would not change your dose .', she, 'likely they are taking more than testosterone , but still .').map((i) => i.text)).toEqual(['No change to testosterone dose.']);
    expect(plan("we won't adjust the dose .")).toEqual(['No change to the current dose.']);
  });
});

describe('a drug the patient keeps using is continued (decision 507)', () => {
  it('reads "keep using / applying" as "keep taking"', () => {
    expect(plan('you can keep using uh , the mederma scar gel twice a day .')).toEqual(['Continue Mederma twice daily.']);
    expect(plan('keep applying the hydrocortisone cream .')).toEqual(['Continue hydrocortisone.']);
  });
});

describe('a condition that only points back is not written (decision 511)', () => {
  it('writes no "if that happens"', () => {
    expect(plan("if that happens , we'll get you scheduled for an egd to take a look .")).toEqual(['Consider EGD.']);
    expect(plan("if so , we'll order an mri .")).toEqual(['Consider MRI.']);
    expect(plan("if you're still having pain , we'll order an mri .")).toEqual(['Consider MRI if pain persists.']);
  });
});

describe('a drug keeps the form it is given in, and "do that" schedules it (decision 512)', () => {
  it('writes "Start lidocaine swish and swallow 4 times daily."', () => {
    expect(plan("i'm also gon na give you a lidocaine swish and swallow and you can do that four times a day .")).toEqual(['Start lidocaine swish and swallow 4 times daily.']);
    expect(plan("i'm going to give you a lidocaine patch .")).toEqual(['Start lidocaine patch.']);
  });
  it('does not give a drug the schedule of exercises', () => {
    expect(plan('start ibuprofen , and do the stretches , you can do that twice a day .')).not.toContain('Start ibuprofen twice daily.');
  });
});

describe('"those" taken on a schedule are the medications (decision 513)', () => {
  it('names what is taken', () => {
    expect(plan("you need to make sure that you're taking those consistently .")).toEqual(['The patient was advised to make sure that she is taking her medications consistently.']);
    expect(plan('you need to take them every day .')).toEqual(['The patient was advised to take her medications every day.']);
    expect(plan('make sure you take them seriously .')).toEqual([]);
  });
});

describe('the occasion advice is for is written with it (decision 514)', () => {
  it('keeps "anytime she gets blood"', () => {
    expect(plan('so anytime you get blood just make sure you say that you have a history of an iga deficiency .')).toEqual(['The patient was advised to say that she has a history of an IgA deficiency anytime she gets blood.']);
    expect(plan('before you exercise you should use your inhaler .')).toEqual(['The patient was advised to use her inhaler before she exercises.']);
    expect(plan('when you get home , make sure you rest .')).toEqual(['The patient was advised to rest when she gets home.']);
  });
});

describe('a sentence picked up after a pause, mid-phrase, is one sentence (decision 515)', () => {
  it('reads "continue you on this ... on the synthroid" as the Synthroid continued', () => {
    expect(plan('i want to continue you on this ... on the synthroid .')).toEqual(['Continue Synthroid.']);
    expect(planItems('on the synthroid , and i want to order some thyroid labs .', she, 'for your hypothyroidism , i want to continue you on this ...').map((i) => i.text)).toEqual(['Continue Synthroid.', 'Order thyroid labs.']);
    // A new sentence after the pause stays one of its own.
    expect(plan("i don't think you need surgery ... we'll start ibuprofen .")).toContain('Start ibuprofen.');
  });
});

describe('a decision held off is declined, not an activity to avoid (decision 516)', () => {
  it('keeps the sign of "hold off on ordering / starting"', () => {
    expect(plan("we'll hold off on ordering the egd .")).toEqual(['No EGD ordered at this time.']);
    expect(plan("we'll hold off on starting the gabapentin .")).toEqual(['Gabapentin not started at this time.']);
    expect(plan('hold off on running for now .')).toEqual(['The patient was advised to avoid running for now.']);
  });
});

describe('a test said with the level to keep it at is a goal, not an order (decision 518)', () => {
  it('orders no A1c kept below seven', () => {
    expect(plan('make sure that we do continue to keep your hemoglobin a1c below seven .')).not.toContain('Order hemoglobin A1c.');
    expect(plan('we want to keep your a1c under seven .')).toEqual([]);
    expect(plan("we'll check your a1c .")).toEqual(['Order hemoglobin A1c.']);
  });
});

describe("a follow-up with the patient's own specialist (decision 519)", () => {
  it('writes "Follow up with endocrinology.", not a new referral', () => {
    expect(plan('i do want you to follow up with your endocrinologist .')).toEqual(['Follow up with endocrinology.']);
    expect(plan('it is very important that you continue to follow up with your dermatologist regularly .')).toEqual(['Follow up with dermatology.']);
    expect(plan("i'll have you follow up with cardiology .")).toEqual(['Refer to cardiology.']);
  });

  it('keeps the condition of a call-back put with "I want you to", "you can", "why don\'t you" (decision 630)', () => {
    expect(plan('if the pain gets worse i want you to call the office .')).toEqual(['The patient was advised to call if pain gets worse.']);
    expect(plan("if it gets worse please do n't hesitate to call me and come in sooner .")).toEqual(['The patient was advised to call if it gets worse.']);
    expect(plan("if it does n't get better , why do n't you call us .")).toEqual(['The patient was advised to call if it does not get better.']);
    expect(plan('so you can call the office if you have any new symptoms .')).toEqual(['The patient was advised to call if she has any new symptoms.']);
    expect(plan('i want you to call me or message me in the patient portal if you have any concerns .')).toEqual(['The patient was advised to call if she has any concerns.']);
  });

  it('writes a workup the clinician declined as no further workup (decision 631)', () => {
    expect(plan("i do n't think we need to do any more workup of that .")).toEqual(['No further workup at this time.']);
    expect(plan("we don't need any further workup and i'll start you on lisinopril 10 mg daily .")).toEqual(['No further workup at this time.', 'Start lisinopril 10 mg daily.']);
    expect(plan('we need to do some more workup .')).toEqual([]);
  });

  it('writes no purpose done to a pronoun the note cannot name (decision 633)', () => {
    expect(plan("i'm gon na start you with a twenty one milligram nicotine patch and the goal will be to decrease that over time .")).toEqual(['Start nicotine patch 21 mg.']);
    expect(plan("i'm going to start you on flonase to reduce it .")).toEqual(['Start Flonase.']);
    expect(plan("i'm going to start you on flonase to reduce the congestion .")).toEqual(['Start Flonase to reduce the congestion.']);
    expect(plan('i want to order an echocardiogram just to evaluate that heart murmur .')).toEqual(['Order echocardiogram to evaluate that heart murmur.']);
  });

  it('repeats the test named before when the clinician says to repeat it, not when a repeat is only thought of (decision 636)', () => {
    const before = 'so your pap was in 2019 . i do n\'t think that we need to repeat that . have you ever had an abnormal pap ?';
    expect(planItems("all right , well , let's just repeat it then .", she, before).map((i) => i.text)).toEqual(['Repeat Pap smear.']);
    expect(planItems('so we might need to repeat that in the future .', she, 'the salivary cortisol was abnormal .').map((i) => i.text)).toEqual([]);
    expect(planItems('can you repeat that for me ?', she, 'your lipid panel was high .').map((i) => i.text)).toEqual([]);
  });

  it('writes a specialist the patient need not see again (decision 637)', () => {
    expect(plan("so , uh , i , i do n't think you need to follow up with the surgeon anymore .")).toEqual(['No further follow-up with surgery needed.']);
    expect(plan("you do n't need to follow up with your cardiologist .")).toEqual(['No further follow-up with cardiology needed.']);
    expect(plan('i want you to follow up with your cardiologist .')).toEqual(['Follow up with cardiology.']);
  });
});

describe('a class of drug continued', () => {
  it('names a steroid cream continued as a topical steroid, not "current medications"', () => {
    expect(plan("we'll continue you on the steroid cream for your scalp .")).toEqual(['Continue topical steroid.']);
    expect(plan('continue your antibiotics .')).toEqual(['Continue antibiotics.']);
  });
});

describe('a dose changed from one to another (decision 805)', () => {
  it('says the dose it is changed from, as the order does', () => {
    expect(plan("i'd like to go ahead increase the lisinopril from 10 mg to 20 mg a day")).toEqual(['Increase lisinopril from 10 mg to 20 mg daily.']);
    expect(plan("let's decrease the metoprolol from fifty to twenty five milligrams twice a day")).toEqual(['Decrease metoprolol from 50 mg to 25 mg twice daily.']);
    expect(plan("we talked about increasing your prozac , so we'll increase it from 20 to 40 milligrams")).toEqual(['Increase Prozac from 20 mg to 40 mg.']);
    expect(plan("let's increase the lisinopril to 20 mg a day")).toEqual(['Increase lisinopril to 20 mg daily.']);
  });
});

describe('care given to "it" (decision 807)', () => {
  const advice = (said: string, before: string) => planItems(said, she, before).map((item) => item.text);
  it('is the part of the body last spoken of, its complaint preferred, with its side', () => {
    expect(advice('i want you to keep your leg elevated when you are seated and i want you to continue to ice it', 'so for that right ankle sprain')).toEqual([
      'The patient was advised to keep her leg elevated when she is seated.',
      'The patient was advised to continue to ice the right ankle.',
    ]);
    expect(advice('now i want you to rest it', "i don't see any fracture of that right elbow . so for the problem with elbow pain i believe this is medial epicondylitis")).toEqual([
      'The patient was advised to rest the right elbow.',
    ]);
    expect(advice('i want you to continue to ice it', 'you know , i think you have a lumbar strain from the lifting .')).toEqual(['The patient was advised to continue to ice the lower back.']);
  });
  it('is left as said when nothing is named, or the clause names the part itself', () => {
    expect(advice('i want you to ice it and also keep the ankle elevated', 'your back looks fine')).toEqual(['The patient was advised to ice it and also keep the ankle elevated.']);
    expect(advice('i want you to ice that right knee', '')).toEqual(['The patient was advised to ice the right knee.']);
  });
});

describe('the plan said of what was named before it (decision 815)', () => {
  const he = pronounsFor('male');
  it('changes the dose of the drug named last before "that"', () => {
    const before = 'you are on lisinopril 10 mg a day , right ?';
    expect(planItems("let's go ahead and increase that to 20 mg .", he, before).map((item) => item.text)).toEqual(['Increase lisinopril to 20 mg.']);
    // Not without a new dose: "increase that" may be the water or the walking.
    expect(planItems("let's increase that a bit .", he, before).map((item) => item.text)).toEqual([]);
  });
  it('switches from one drug to another as one item, with the reason said', () => {
    expect(plan("i'm going to switch you from lisinopril to losartan because of the cough .")).toEqual(['Switch from lisinopril to losartan due to cough.']);
    expect(plan('i want to change you from the lisinopril over to losartan .')).toEqual(['Switch from lisinopril to losartan.']);
    expect(plan("let's stop the lisinopril because of that .")).toEqual(['Discontinue lisinopril.']);
  });
  it('refers to the specialist the patient is to see, in lay words too; follows up with the one already seen', () => {
    expect(plan("i'd like you to see the dermatologist .")).toEqual(['Refer to dermatology.']);
    expect(plan('i want you to see a kidney specialist .')).toEqual(['Refer to nephrology.']);
    expect(plan('you should continue to see the neurologist .')).toEqual(['Follow up with neurology.']);
  });
  it('has the readings reported, not sent to "me"', () => {
    expect(plan('i want you to check your blood pressure twice a day and send me the readings .')).toEqual(['The patient was advised to check her blood pressure twice a day and report the readings.']);
  });
  it('is in the note when the clinician will "have you see" a specialist', () => {
    expect(noteText(['[patient] my blood pressure has been high .', '[doctor] you have hypertension .', "[doctor] i'm going to have you see a cardiologist ."])).toMatch(/Refer to cardiology\./);
  });
});

describe('a dose doubled, and the tests of a diabetes visit (decision 816)', () => {
  it('orders a urine microalbumin, a B12 level and a magnesium', () => {
    expect(plan('i also want to get a urine microalbumin and a lipid panel .')).toEqual(['Order urine microalbumin and lipid panel.']);
    expect(plan('i want to check a b12 level and a magnesium .')).toEqual(['Order B12 level and magnesium.']);
  });
  it('is in the note when the dose is doubled', () => {
    expect(noteText(['[patient] my sugars have been high .', '[doctor] your diabetes is not well controlled .', "[doctor] i'm going to double your metformin to a thousand twice a day ."])).toMatch(/Increase metformin to 1000 mg twice daily\./);
  });
});

describe('a specimen sent for culture (decision 817)', () => {
  it('is a culture ordered', () => {
    expect(plan("i'll send the urine for culture and we'll call you if we need to change the antibiotic .")).toEqual(['Order urine culture.']);
    expect(plan('we will send the wound for culture .')).toEqual(['Order wound culture.']);
  });
});

describe('how often, as said (decision 818)', () => {
  it('is not "daily" for "a couple of times a day"', () => {
    expect(plan('take ibuprofen 600 mg a couple of times a day .')).toEqual(['Start ibuprofen 600 mg a couple of times daily.']);
    expect(plan('take ibuprofen 600 mg two or three times a day as needed .')).toEqual(['Start ibuprofen 600 mg 2 to 3 times daily as needed.']);
  });
});

describe('where to go and whom to call, as said; a therapy referred for (decision 819)', () => {
  it('writes the emergency department and the number to call', () => {
    expect(plan('and if you have any trouble with your bladder or bowels , or numbness in the groin , go to the er right away .')).toEqual([
      'The patient was advised to go to the emergency department if she has any trouble with her bladder or bowels, or numbness in the groin.',
    ]);
    expect(plan('if you ever have thoughts of hurting yourself , call 988 or go to the emergency room .')).toEqual(['The patient was advised to call 988 or go to the emergency department if she ever has thoughts of hurting herself.']);
    expect(plan('if you get a fever , call me .')).toEqual(['The patient was advised to call if she gets a fever.']);
  });
  it('refers to a therapist the patient is to start seeing, for the therapy said', () => {
    expect(plan('i also want you to start seeing a therapist for cognitive behavioral therapy .')).toEqual(['Refer to a therapist for cognitive behavioral therapy.']);
  });
});

describe('a test checked, and its purpose (decision 820)', () => {
  it('orders the panel checked, not what the purpose names', () => {
    expect(plan("we'll check a basic metabolic panel in two weeks to make sure your kidneys and potassium are okay on the lisinopril .")).toEqual([
      'Order basic metabolic panel in 2 weeks to make sure her kidneys and potassium are okay on the lisinopril.',
    ]);
    expect(plan("i'm going to check a urinalysis and a cbc .")).toEqual(['Order urinalysis and CBC.']);
  });
  it('is in the note, where "we\'ll check" once read as an exam announced', () => {
    expect(noteText(['[patient] my blood pressure has been high .', '[doctor] you have hypertension .', "[doctor] i'm going to add lisinopril 10 mg daily .", "[doctor] we'll check a basic metabolic panel in two weeks ."])).toMatch(/Order basic metabolic panel in 2 weeks\./);
  });
  it('keeps a purpose said as what the drug is going to do', () => {
    expect(plan("i'm gon na keep you on that brilinta for another six months that's gon na help prevent the stent from clogging .")).toEqual(['Continue Brilinta for 6 more months to help prevent the stent from clogging.']);
  });
});

describe('a vaccine given or recommended (decision 825)', () => {
  it('is administered when the clinician gives it, recommended when the patient is due, by the vaccine\'s name', () => {
    expect(plan("and we'll give you your flu shot today .")).toEqual(['Administer influenza vaccine.']);
    expect(plan("it looks like you're due for a tetanus shot so we'll go ahead and give you a tetanus shot .")).toEqual(['Administer tetanus vaccine.']);
    expect(plan('i recommend the influenza vaccination and shingrix .')).toEqual(['Recommend influenza vaccine and Shingrix.']);
    expect(plan('i had my flu shot last month .')).toEqual([]);
  });
  it('refers to a general surgeon as general surgery, and GI as gastroenterology', () => {
    expect(plan("i'll refer you to a general surgeon .")).toEqual(['Refer to general surgery.']);
    expect(plan("i'll put in a referral to gi for that .")).toEqual(['Refer to gastroenterology.']);
  });
});

describe('tests for a condition and advice not to do something (decision 837)', () => {
  it('orders the test named for what it is to find', () => {
    expect(plan('i also want to check you for h. pylori with a breath test .')).toEqual(['Order breath test for H. pylori.']);
    expect(plan("we'll get a stool test for h. pylori .")).toEqual(['Order stool test for H. pylori.']);
    expect(plan('i want to do an h pylori breath test .')).toEqual(['Order H. pylori breath test.']);
  });
  it('writes a bare "don\'t eat …" as advice not to, and keeps "don\'t take" as avoiding the drug', () => {
    expect(plan("don't eat within 3 hours of going to bed .")).toEqual(['The patient was advised not to eat within 3 hours of going to bed.']);
    expect(plan('try not to eat within 3 hours of going to bed .')).toEqual(['The patient was advised not to eat within 3 hours of going to bed.']);
    expect(plan("don't take the ibuprofen anymore .")).toEqual(['Avoid ibuprofen.']);
  });
});

describe('a drug named twice in apposition, and its route (decision 844)', () => {
  it('starts one drug for the course said after its second name', () => {
    expect(plan("i'm going to start you on prednisone 40 milligrams daily for 5 days and azithromycin , the z-pack , for 5 days .")).toEqual(['Start prednisone 40 mg daily for 5 days.', 'Start azithromycin for 5 days.']);
    expect(plan('start lisinopril , and metformin .')).toEqual(['Start lisinopril.', 'Start metformin.']);
  });
  it('writes a drug taken under the tongue as sublingual', () => {
    expect(plan("i'm also going to give you nitroglycerin 0.4 milligrams under the tongue as needed for chest pain .")).toEqual(['Start nitroglycerin 0.4 mg sublingual as needed.']);
  });
});

describe('a drug probe: twenty drugs in fifteen phrasings (decision 850)', () => {
  it('reads "no changes to your X" as no change, never a switch to it', () => {
    expect(plan('no changes to your lisinopril .')).toEqual(['No change to lisinopril.']);
    expect(plan("let's change your lisinopril to losartan .")).toEqual(['Switch from lisinopril to losartan.']);
  });
  it('writes an increase whose dose is not written without a frequency that would read as its object', () => {
    // Amlodipine 20 mg is above any dose given, so the dose is not written (a misheard number); "daily" alone is no increase.
    expect(plan('bump up your amlodipine to 20 milligrams a day .')).toEqual(['Increase amlodipine dose.']);
    expect(plan("let's increase the metformin to twice a day .")).toEqual(['Increase metformin to twice daily.']);
    expect(plan('increase the lisinopril to 20 mg daily .')).toEqual(['Increase lisinopril to 20 mg daily.']);
  });
  it('reads a change from one dose to another with the schedule said with each, the doses without their unit', () => {
    expect(plan('we will increase your dose of metformin from five hundred twice a day to seven fifty twice a day .')).toEqual(['Increase metformin from 500 mg to 750 mg twice daily.']);
    expect(plan('increase the lisinopril from 10 to 20 .')).toEqual(['Increase lisinopril from 10 mg to 20 mg.']);
  });
  it('does not lower a drug when a habit is weaned (decision 846)', () => {
    expect(plan("i'd advise that you try to wean off smoking for now and consider looking into nicotine patches .")).toEqual(['The patient was advised to try to wean off smoking for now and consider looking into nicotine patches.']);
    expect(plan("let's wean the prednisone .")).toEqual(['Decrease prednisone dose.']);
  });
});

describe('a return the patient is told to make (decision 856)', () => {
  it('writes "come back if …" as a return under its condition', () => {
    expect(plan('come back if it gets worse .')).toEqual(['The patient was advised to return if it gets worse.']);
    expect(plan('come back if you are not better in a week .')).toEqual(['The patient was advised to return if she is not better in a week.']);
    expect(plan('call me if it gets worse .')).toEqual(['The patient was advised to call if it gets worse.']);
  });
  it('gives the precautions without a condition broken off in speech', () => {
    expect(plan('come back to see me if the pain , you know , still there after maybe three weeks .')).toEqual(['Return precautions given.']);
    expect(plan('call me if you have a fever greater than 101.4 , chills , or vomiting .')).toEqual(['The patient was advised to call if she has a fever greater than 101.4, chills, or vomiting.']);
  });
  it('books the return of "let\'s get you back here in a month"', () => {
    const text = noteText(['[doctor] i think you have a knee sprain .', "[doctor] let's get you back here in a month ."]);
    expect(text).toMatch(/in 1 month/);
  });
});

describe('plan statements of an everyday visit (decision 878)', () => {
  it('writes a spray with how many and where', () => {
    expect(plan("let's try a nasal spray, flonase, two sprays each nostril daily.")).toEqual(['Start Flonase 2 sprays in each nostril daily.']);
  });
  it('does not read "on your way out" as the site of a test', () => {
    expect(plan("i'd like you to get a chest x-ray on your way out.")).toEqual(['Order chest x-ray.']);
  });
  it('writes a class held off as not started', () => {
    expect(plan("let's hold off on the antibiotics for now.")).toEqual(['No new antibiotic started at this time.']);
  });
  it('writes a regimen kept as it is, and a drug kept as it is', () => {
    expect(plan("i'm not going to change anything today.")).toEqual(['No changes to the current regimen.']);
    expect(plan("let's keep everything the same.")).toEqual(['No changes to the current regimen.']);
    expect(plan("i'm not going to change your lisinopril.")).toEqual(['No change to lisinopril.']);
  });
  it('reads "keep taking your X" as the drug continued, and says a regimen kept once', () => {
    const visit = ['Doctor: What brings you in today?', 'Patient: Just my follow up for my blood pressure and my depression.', 'Doctor: Okay, let me examine you. Your lungs are clear.', 'Doctor: So for your depression, it sounds stable, so we are not going to change anything.', 'Doctor: Keep taking your sertraline.'];
    const text = noteText(visit);
    expect(text).toMatch(/Continue sertraline\./);
    expect(text).not.toMatch(/No changes to the current regimen/);
  });
  it('keeps a log and a time of day for a drug as the patient\'s own care', () => {
    const visit = (line: string) => noteText(['Doctor: What brings you in today?', 'Patient: My blood pressure has been high.', 'Doctor: Okay, let me examine you. Your lungs are clear.', `Doctor: ${line}`]);
    expect(visit('Keep a log of your blood pressures at home and bring it next time.')).toMatch(/advised to keep a log of her blood pressures at home/);
    expect(visit('Take the amlodipine at night instead of the morning.')).toMatch(/advised to take the amlodipine at night instead of the morning/);
  });
  it('books a return said as a check later, with whom, for what and how (decision 879)', () => {
    const visit = (line: string) => noteText(['Doctor: What brings you in today?', 'Patient: My blood pressure has been high.', 'Doctor: Okay, let me examine you. Your lungs are clear.', 'Doctor: So for your blood pressure, we will add amlodipine 5 mg daily.', `Doctor: ${line}`]);
    expect(visit("Let's recheck your blood pressure in two weeks with the nurse.")).toMatch(/follow up in 2 weeks with the nurse for a blood pressure recheck\./);
    expect(visit("We'll do a telehealth visit in a month to go over the results.")).toMatch(/follow up in 1 month by telehealth\./);
    expect(visit("We'll put you in a splint, and then we're gonna check you in two weeks to see how it's healing.")).toMatch(/follow up in 2 weeks/);
    expect(visit('Let me check your blood pressure again now.')).not.toMatch(/follow up/);
  });
  it('writes each piece of lifestyle advice, and a limit on drinks (decision 880)', () => {
    expect(plan('i want you to cut back on salt and start walking thirty minutes a day.')).toEqual(['The patient was advised to cut back on salt.', 'The patient was advised to start walking 30 minutes a day.']);
    expect(plan('no more than one drink a day.')).toEqual(['The patient was advised to limit alcohol to 1 drink a day.']);
    // A drug started after advice stays a start.
    expect(plan('cut back on salt and start taking the lisinopril 10 mg daily.')).toEqual(['The patient was advised to cut back on salt.', 'Start lisinopril 10 mg daily.']);
  });
});

describe('drugs said together (decision 889)', () => {
  it('gives a drug joined to the one before it that drug\'s verb, and keeps Tylenol #3 apart from Tylenol', () => {
    expect(plan("i've prescribed eight hundred milligrams of ibuprofen to be taken every eight hours as needed along with tylenol number three every six hours as needed .")).toEqual([
      'Start ibuprofen 800 mg every 8 hours as needed.',
      'Start Tylenol #3 every 6 hours as needed.',
    ]);
    // Each verb still acts on its own drug, and a declined start stays declined.
    expect(plan('start metformin 500 mg twice daily and stop the glipizide .')).toEqual(['Start metformin 500 mg twice daily.', 'Discontinue glipizide.']);
    expect(plan("we won't start metformin and we'll continue glipizide .")).toEqual(['Metformin not started at this time.', 'Continue glipizide.']);
  });
});

describe('a drug the clinician recommends (decision 896)', () => {
  it('is one the patient may take, or avoid when not recommended; a dose and schedule still start it', () => {
    expect(plan("i'd recommend some ibuprofen for the pain .")).toEqual(['May take ibuprofen for the pain.']);
    expect(plan('um, i i would recommend in the time between now and when we can see you, uh, if you take some medications, maybe something like ibuprofen ?')).toEqual(['May take ibuprofen.']);
    expect(plan('i would suggest paracetamol and ibuprofen together .')).toEqual(['May take paracetamol.', 'May take ibuprofen.']);
    expect(plan('i would not recommend ibuprofen because of your kidneys .')).toEqual(['Avoid ibuprofen.']);
    expect(plan('i recommend ibuprofen 400 mg three times a day with food .')).toEqual(['Start ibuprofen 400 mg 3 times daily with food.']);
  });

  it('said with a rising voice, is in the plan', () => {
    const text = noteText(['[doctor] What brings you in?', '[patient] A bad headache on the left side since this morning.', "[doctor] So, it sounds like what you're suffering from is what's known as a migraine.", '[doctor] Um, I would recommend, until we see you, maybe something like ibuprofen?']);
    expect(text).toMatch(/May take ibuprofen\./);
  });
});

describe('"use that" said of a treatment just named (decision 899)', () => {
  it('names the treatment, and leaves a clause without one as said', () => {
    expect(planItems("and it's definitely worth um using that for the first seven to ten days .", she, "i'm going to give you some emollients, which helps to moisturize the skin .").map((i) => i.text)).toEqual(['The patient was advised to use the emollients for the first 7 to 10 days.']);
    expect(planItems('keep using it twice a day .', she, 'i will give you a nasal spray .').map((i) => i.text)).toEqual(['The patient was advised to keep using the nasal spray twice a day.']);
  });
});

describe('a class started by mouth, for a course (decision 900)', () => {
  it('says so, and is the drug of its class named beside it', () => {
    expect(plan("i'm going to give you a course of steroid tablets for five days .")).toEqual(['Start an oral steroid for 5 days.']);
    expect(plan("i'll start you on an antibiotic for seven days .")).toEqual(['Start an antibiotic for 7 days.']);
    expect(namesDrugOfClass('Start an oral antibiotic.', ['Start doxycycline 100 mg twice daily.'])).toBe(true);
  });
});

describe('a test worth having (decision 901)', () => {
  it('is ordered, and a purpose of "something" unnamed is not written', () => {
    expect(plan("it's probably worth having couple of basic blood tests just to make sure that, there's not something triggering that off .")).toEqual(['Order blood tests.']);
    expect(plan('it would be worth getting an x-ray of the knee .')).toEqual(['Order x-ray of the knee.']);
  });
});

describe('self-care the patient can do (decision 903)', () => {
  it('is advice, with the schedule said again, and two run together are joined', () => {
    expect(plan('you can ice the area , okay ?')).toEqual(['The patient was advised to ice the area.']);
    expect(planItems("i want you to continue to ice it you can ice it let's say five times a day for twenty minutes at a time", she, 'your right ankle').map((i) => i.text)).toEqual(['The patient was advised to continue to ice the right ankle 5 times a day for 20 minutes at a time.']);
    expect(plan('yeah i would yeah you can elevate your leg stay off your leg')).toEqual(['The patient was advised to elevate her leg and stay off her leg.']);
  });
});

describe('advice run on after a comma, and "take that" (decision 904)', () => {
  it('reads each piece of advice said after a comma, names the drug taken, and leaves out what cannot be named', () => {
    expect(plan('in the meantime , a low-carb diet , avoid alcohol and fatty foods , and low cholesterol foods .')).toEqual(['The patient was advised to avoid alcohol and fatty foods.']);
    expect(planItems('and you should take, take that after food, not on an empty stomach .', she, "so i would take ibuprofen regularly . that's four hundred milligrams , two times a day .").map((i) => i.text)).toEqual(['The patient was advised to take ibuprofen after food, not on an empty stomach.']);
    expect(plan('drink that as well, that sometimes helps .')).toEqual([]);
    expect(planItems('and take it from there .', she, 'we will do some blood tests for your thyroxine .').map((i) => i.text)).toEqual([]);
  });
});

describe('what the clinician can give (decision 905)', () => {
  it('provides an asthma device, starts no inhaler the patient has, and writes steroid creams as topical', () => {
    expect(plan("i'll prescribe you a spacer .")).toEqual(['Provide spacer.']);
    expect(plan('i can prescribe you a peak flow meter so we can check your breathing level and a spacer to use your inhaler a bit more efficiently .')).toEqual(['Provide peak flow meter.']);
    expect(plan('with couple options, we have steroid creams i can give you, um, which will help with the inflammation .')).toEqual(['Start a topical steroid.']);
  });

  it('is in the plan when said as "I can give you"', () => {
    const text = noteText(['[doctor] What brings you in?', '[patient] An itchy rash on my arms.', '[doctor] It looks like dermatitis.', '[doctor] We have steroid creams I can give you, which will help with the inflammation.']);
    expect(text).toMatch(/Start a topical steroid/);
  });
});

describe('a class the patient may take (decision 907)', () => {
  it('is written with how it is used, and not for the patient\'s own', () => {
    expect(plan('ok, and the other thing to do would be to take a regular antihistamine .')).toEqual(['May take an antihistamine regularly.']);
    expect(plan('the thing to do would be to use a steroid cream twice a day .')).toEqual(['May use a topical steroid.']);
    expect(plan("in the interim, what i'd like you to do is you can use your blue inhaler as and when .")).toEqual([]);
  });
});

describe('a referral to a diabetes educator (decision 938)', () => {
  it('is a referral, said with a dose change before it', () => {
    expect(plan('i want to increase the metformin to 1000 milligrams twice a day and i will refer you to a diabetes educator.')).toEqual(['Increase metformin to 1000 mg twice daily.', 'Refer to a diabetes educator.']);
  });
});

describe('a decision after an if-clause joined by "and" (decision 942)', () => {
  it('stays under its condition', () => {
    expect(plan('if it is not better in two weeks, and we will get a chest x-ray.')).toEqual(['Consider chest x-ray if symptoms do not improve.']);
    expect(plan('we will start you on albuterol, and we will get a chest x-ray.')).toEqual(['Start albuterol.', 'Order chest x-ray.']);
  });
});
