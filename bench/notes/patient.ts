/**
 * The patient record a bench gives the engine for an ACI-BENCH visit: the metadata's sex (trimmed: some rows say
 * "female ") and age. An age the metadata lacks is unknown to the bench, not 0: the record then says 1970, which a
 * reader of a bench note must not take for the visit's.
 */
export function patientOf(gender: string | undefined, age: string | undefined, visitDate: Date) {
  const years = Number(age);
  const birth = age?.trim() && Number.isFinite(years) && years > 0 ? `${visitDate.getUTCFullYear() - Math.round(years)}-01-01` : '1970-01-01';
  return { first_name: 'Pat', last_name: 'Doe', birth_date: birth, gender: gender?.trim() === 'male' ? ('male' as const) : ('female' as const) };
}
