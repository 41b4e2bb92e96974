import { describe, expect, it } from 'vitest';
import { addPatientFormSchema } from './create-patient';
import { patientListQuery } from './list-patients';

describe('patient list query (docs/product.md, API)', () => {
  it('maps page, search, searchBy and sort to the API parameters', () => {
    expect(patientListQuery({ page: 3, search: ' ann ', searchBy: 'last_name', sort: 'asc' })).toEqual({
      limit: 25,
      offset: 50,
      order: 'asc',
      sort_field: 'last_name',
      search_field: 'last_name',
      search: 'ann',
    });
  });
  it('omits an empty search, and sends it empty for gender and birth date', () => {
    expect(patientListQuery({ page: 1, search: '', searchBy: 'first_name', sort: 'desc' }).search).toBeUndefined();
    expect(patientListQuery({ page: 1, search: 'x', searchBy: 'gender', sort: 'desc' }).search).toBe('');
    expect(patientListQuery({ page: 1, search: 'x', searchBy: 'birth_date', sort: 'desc' }).search).toBe('');
  });
});

describe('Add Patient form schema (docs/product.md, Validation)', () => {
  const valid = { first_name: 'Ann', last_name: "O'Neil", birth_date: '03/14/1975', gender: 'female' as const };
  const messages = (input: unknown) => {
    const result = addPatientFormSchema.safeParse(input);
    // Like the form resolver: the first message of each field is the one shown.
    const shown = new Map<string, string>();
    for (const issue of result.success ? [] : result.error.issues) if (!shown.has(issue.path.join('.'))) shown.set(issue.path.join('.'), issue.message);
    return [...shown.values()];
  };
  it('sends the masked date as YYYY-MM-DD', () => {
    expect(addPatientFormSchema.parse(valid).birth_date).toBe('1975-03-14');
  });
  it('has the spec messages', () => {
    expect(messages({ ...valid, first_name: '' })).toEqual(['First name is required.']);
    expect(messages({ ...valid, last_name: 'Sm1th' })).toEqual(['Please insert alphabets only.']);
    expect(messages({ ...valid, birth_date: '02/30/1990' })).toEqual(['Please enter a valid birth date']);
    expect(messages({ ...valid, birth_date: '__/__/____' })).toEqual(['Please enter a valid birth date']);
    expect(messages({ ...valid, birth_date: '12/31/2999' })).toEqual(['Future Date not allowed']);
    expect(messages({ ...valid, gender: undefined })).toEqual(['Please select gender']);
  });
});
