/**
 * Signs and symptoms that are a routine part of a diagnosis (ICD-10-CM Official Guidelines I.B.5): a cough with
 * pneumonia, knee pain with a knee sprain. Used by the coder (a symptom is not coded beside the diagnosis that explains
 * it), the Assessment, and the reading of answers ("a headache?" — "no, a migraine" denies nothing).
 */

const INTEGRAL: [RegExp, RegExp][] = [
  // The lexicon's diseases by the names the note gives them: a common cold is a respiratory infection too.
  // A viral illness the clinician does not place ("viral infection", B34.9) is, in a visit of a cough and a stuffy nose,
  // the respiratory one: it explains what an upper respiratory infection does (decision 521).
  [/^cough$/, /pneumonia|bronchitis|respiratory infection|viral infection|influenza|covid|copd|asthma|sinusitis|pharyngitis|emphysema|common cold/],
  // Winded with a fast heart rhythm: the breathlessness of atrial fibrillation.
  [/shortness of breath|dyspnea|wheezing|orthopnea/, /heart failure|copd|asthma|pneumonia|bronchitis|emphysema|covid|embolism|anaphylaxis/],
  [/^shortness of breath$/, /atrial fibrillation|atrial flutter|tachycardia/],
  // Infections and inflammations of an organ, not of a tendon or a joint ("epicondylitis" explains no fever).
  [/^(?:fever|chills|fatigue|muscle aches|diaphoresis)$/, /pneumonia|pneumonitis|influenza|covid|infection|sinusitis|(?<!chronic )bronchitis|pharyngitis|tonsillitis|otitis|cellulitis|pyelonephritis|cystitis|gastroenteritis|diverticulitis|appendicitis|cholecystitis|meningitis|mononucleosis|osteomyelitis|prostatitis|epididymitis|hepatitis|pancreatitis|common cold|food poisoning|colitis/],
  [/chest pain/, /angina|myocardial infarction|coronary|pericarditis|costochondritis/],
  // A sore throat is coded as acute pharyngitis (J02.9), a diagnosis of its own: a clinician who makes it a problem beside
  // an upper respiratory infection (train D2N041) is followed. A stuffy nose is what a cold is.
  [/sore throat/, /pharyngitis|strep|tonsillitis/],
  [/nasal congestion/, /respiratory infection|viral infection|sinusitis|rhinitis|influenza|covid|common cold/],
  [/ear pain|hearing loss/, /otitis/],
  [/dysuria|urinary frequency|hematuria/, /urinary tract infection|cystitis|pyelonephritis|kidney stone|prostat/],
  // Passing a lot of urine and thirst are what high sugars do: the classic symptoms of hyperglycemia in a diabetic.
  [/^(?:urinary frequency|excessive thirst)$/, /diabetes/],
  [/^(?:back pain|flank pain|abdominal pain|nausea|vomiting)$/, /kidney stone|nephrolithiasis|pyelonephritis/],
  [/abdominal pain|nausea|vomiting|diarrhea|bloating|heartburn|difficulty swallowing/, /gastroenteritis|diverticulitis|cholelithiasis|kidney stone|gastritis|reflux|pancreatitis|esophagitis|irritable bowel|appendicitis|colitis|cholecystitis|ulcer disease|gastroparesis|food poisoning/],
  // The nausea of a migraine attack, of motion sickness.
  [/^(?:nausea|vomiting)$/, /migraine|motion sickness/],
  // A headache is what a headache disorder is, and a routine part of a concussion.
  [/headache/, /migraine|headache|sinusitis|concussion/],
  [/dizziness/, /vertigo|positional|motion sickness/],
  // The rash or itch of a named skin disease, infestation, or allergic reaction ("herpes zoster" is the note's shingles).
  [/leg swelling/, /cellulitis|deep vein thrombosis|fracture|sprain|strain|contusion|injury/],
  [/rash|itching/, /dermatitis|psoriasis|cellulitis|acne|eczema|urticaria|shingles|herpes zoster|scabies|tinea|ringworm|impetigo|rosacea|allergic reaction|sunburn/],
  [/swelling of the lips/, /angioedema|allergic reaction|anaphylaxis/],
  [/rectal bleeding/, /hemorrhoids|anal fissure|colitis/],
  [/joint pain/, /arthritis|gout|lupus/],
  [/muscle aches/, /fibromyalgia|influenza/],
  [/breast lump/, /breast cyst|fibroadenoma|breast cancer|mastitis/],
  // A swollen leg is the sign of its venous thrombosis or lymphedema.
  [/lower extremity edema/, /heart failure|deep vein thrombosis|lymphedema/],
  [/palpitations/, /atrial fibrillation|atrial flutter|tachycardia|arrhythmia/],
  [/numbness|tingling/, /neuropathy|carpal tunnel|radiculopathy|sciatica/],
  // The deficits of a stroke or a transient ischemic attack: a numb or weak side, a drooping face, slurred speech.
  [/numbness|tingling|weakness|facial droop|slurred speech|difficulty speaking/, /stroke|transient ischemic attack/],
  [/depressed mood/, /depress|bipolar/],
  [/anxious mood/, /anxiety|panic|post-traumatic stress|obsessive-compulsive/],
  [/trouble sleeping/, /insomnia|apnea/],
  [/snoring/, /apnea/],
  // The constipation of irritable bowel syndrome with constipation (K58.1 names it; decision 849).
  [/^constipation$/, /irritable bowel/],
  // The hot flashes of the menopause, which the index codes with it (N95.1 "symptomatic", decision 845).
  [/hot flashes/, /menopause/],
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
  [/^heel pain$/, /plantar|achilles|heel|calcane|sever/],
  [/^heavy periods$/, /menorrhagia|fibroid|adenomyosis|endometri|polyp/],
  [/^urine leakage$/, /incontinence|overactive bladder/],
  [/^toe pain$/, /toe|hallux|bunion|phalan/],
  [/^(?:hand|finger) pain$/, /hand|finger|thumb|carpal|metacarp|phalan/],
  [/^thigh pain$/, /thigh|femur|femoral|hamstring|quadriceps/],
  [/^arm pain$/, /\barm\b|humer|forearm|radius|ulna/],
  // Sciatica and a radiculopathy are pain down the leg.
  [/^leg pain$/, /sciatica|radiculopathy|deep vein thrombosis/],
  [/^jaw pain$/, /temporomandibular|jaw/],
];

/** True when a coded diagnosis routinely includes the symptom. */
export function explainedBy(symptom: string, diagnoses: string[]): boolean {
  // Names as the lexicon writes them ("COPD") are matched in lower case, as the patterns are written.
  const names = diagnoses.map((name) => name.toLowerCase());
  return [...INTEGRAL, ...SITE_PAIN].some(([s, d]) => s.test(symptom) && names.some((name) => d.test(name)));
}
