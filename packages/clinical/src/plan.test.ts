import { describe, expect, it } from 'vitest';
import { planItems } from './plan.js';
import { pronounsFor } from './text.js';

const she = pronounsFor('female');
const plan = (said: string) => planItems(said, she).map((item) => item.text);

describe('plan items', () => {
  it('writes medication decisions with dose and frequency', () => {
    expect(plan("we'll bump the lisinopril up to 20 .")).toEqual(['Increase lisinopril to 20 mg.']);
    expect(plan('but i do wan na increase your lisinopril to 40 milligrams a day , just because your blood pressure is high .')).toEqual(['Increase lisinopril to 40 mg daily.']);
    expect(plan('i also wan na start you on some lasix , you know , 20 milligrams a day .')).toEqual(['Start Lasix 20 mg daily.']);
    expect(plan('we will put you on carvedilol , 25 milligrams twice a day .')).toEqual(['Start carvedilol 25 mg twice daily.']);
    expect(plan('i want you to continue your lisinopril 10 milligrams a day .')).toEqual(['Continue lisinopril 10 mg daily.']);
    expect(plan("let's stop the metformin .")).toEqual(['Discontinue metformin.']);
  });

  it('keeps the sign of a decision', () => {
    expect(plan("i do n't feel the need to start you on any medications this year , unless you feel differently .")).toEqual(['No new medication started at this time.']);
    expect(plan("we're not going to start the prednisone .")).toEqual(['Prednisone not started at this time.']);
    expect(plan("i don't think we need to get an x-ray .")).toEqual(['No x-ray ordered at this time.']);
    // What an order is meant to rule out is its purpose, not a decline: no half sentence "advised to make sure that".
    expect(plan("i wan na go ahead and order a cardiac catheterization on you and make sure that we do n't have any blockages in your heart arteries .")).toEqual(['Order cardiac catheterization.']);
  });

  it('writes orders and referrals', () => {
    expect(plan("i'm going to order an x-ray of the knee .")).toEqual(['Order x-ray of the knee.']);
    expect(plan('i am going to order a hemoglobin a1c and also a cbc and a chem-12 .')).toEqual(['Order hemoglobin A1c, CBC and chem-12.']);
    expect(plan("and , we will get a repeat hemoglobin a1c in three months .")).toEqual(['Repeat hemoglobin A1c in 3 months.']);
    expect(plan("i'd like to refer you to physical therapy .")).toEqual(['Refer to physical therapy.']);
    expect(plan('i want you to see a cardiologist .')).toEqual(['Refer to cardiologist.']);
  });

  it('writes advice in the third person', () => {
    expect(plan('i want you to take your blood pressure every day for a week .')).toEqual(['The patient was advised to take her blood pressure every day for a week.']);
    expect(plan('make sure you drink plenty of fluids .')).toEqual(['The patient was advised to drink plenty of fluids.']);
  });
});
