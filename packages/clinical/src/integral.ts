/**
 * Signs and symptoms that are a routine part of a diagnosis (ICD-10-CM Official Guidelines I.B.5): a cough with
 * pneumonia, knee pain with a knee sprain. Used by the coder (a symptom is not coded beside the diagnosis that explains
 * it), the Assessment, and the reading of answers ("a headache?" — "no, a migraine" denies nothing).
 */

const INTEGRAL: [RegExp, RegExp][] = [
  [/^cough$/, /pneumonia|bronchitis|respiratory infection|influenza|covid|copd|asthma|sinusitis|pharyngitis|emphysema/],
  [/shortness of breath|dyspnea|wheezing/, /heart failure|copd|asthma|pneumonia|bronchitis|emphysema|covid|embolism/],
  // Infections and inflammations of an organ, not of a tendon or a joint ("epicondylitis" explains no fever).
  [/^(?:fever|chills|fatigue|muscle aches)$/, /pneumonia|pneumonitis|influenza|covid|infection|sinusitis|bronchitis|pharyngitis|tonsillitis|otitis|cellulitis|pyelonephritis|cystitis|gastroenteritis|diverticulitis|appendicitis|cholecystitis|meningitis|mononucleosis|osteomyelitis|prostatitis|epididymitis|hepatitis|pancreatitis/],
  [/chest pain/, /angina|myocardial infarction|coronary|pericarditis|costochondritis/],
  [/sore throat/, /pharyngitis|strep|tonsillitis/],
  [/nasal congestion/, /respiratory infection|sinusitis|rhinitis|influenza|covid/],
  [/ear pain|hearing loss/, /otitis/],
  [/dysuria|urinary frequency|hematuria/, /urinary tract infection|cystitis|pyelonephritis|kidney stone|prostat/],
  [/^(?:back pain|abdominal pain|nausea|vomiting)$/, /kidney stone|nephrolithiasis|pyelonephritis/],
  [/abdominal pain|nausea|vomiting|diarrhea|bloating|heartburn|difficulty swallowing/, /gastroenteritis|diverticulitis|cholelithiasis|kidney stone|gastritis|reflux|pancreatitis|esophagitis|irritable bowel|appendicitis|colitis/],
  [/headache/, /migraine|tension headache|sinusitis/],
  [/dizziness/, /vertigo|positional/],
  [/rash|itching/, /dermatitis|psoriasis|cellulitis|acne|eczema|urticaria|shingles/],
  [/joint pain/, /arthritis|gout|lupus/],
  [/breast lump/, /breast cyst|fibroadenoma|breast cancer|mastitis/],
  [/lower extremity edema/, /heart failure/],
  [/palpitations/, /atrial fibrillation|atrial flutter|tachycardia/],
  [/numbness|tingling/, /neuropathy|carpal tunnel|radiculopathy|sciatica/],
  [/depressed mood/, /depress/],
  [/anxious mood/, /anxiety|panic/],
  [/trouble sleeping/, /insomnia|apnea/],
];

/** Pain of a body site is part of an injury or disease of that site ("knee pain" and "knee sprain", "lumbar strain"). */
const SITE_PAIN: [RegExp, RegExp][] = [
  [/^(?:low )?back pain$/, /back|lumbar|spine|sciatica|radiculopathy|disc|kidney stone/],
  [/^neck pain$/, /neck|cervical/],
  [/^knee pain$/, /knee|menisc|cruciate|collateral|patell/],
  [/^hip pain$/, /hip|femur|femoral/],
  [/^shoulder pain$/, /shoulder|rotator|humer/],
  [/^ankle pain$/, /ankle|fibula|talofibular/],
  [/^wrist pain$/, /wrist|radius|carpal|colles|scaphoid/],
  [/^elbow pain$/, /elbow|epicondyl|olecranon/],
  [/^foot pain$/, /foot|metatars|tarsal|plantar|toe|heel|lisfranc/],
];

/** True when a coded diagnosis routinely includes the symptom. */
export function explainedBy(symptom: string, diagnoses: string[]): boolean {
  return [...INTEGRAL, ...SITE_PAIN].some(([s, d]) => s.test(symptom) && diagnoses.some((name) => d.test(name)));
}
