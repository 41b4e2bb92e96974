import { z } from 'zod';
import { birthDateField, firstNameField, genderField, hasNoNul, lastNameField } from './fields.js';
import { limitQuery, offsetQuery } from './common.js';

export const patient = z.object({
  _id: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  birth_date: z.string(),
  gender: z.enum(['male', 'female']),
  pid: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Patient = z.infer<typeof patient>;

export const createPatientBody = z.object({
  first_name: firstNameField,
  last_name: lastNameField,
  birth_date: birthDateField,
  gender: genderField,
});
export type CreatePatientBody = z.input<typeof createPatientBody>;

export const PATIENT_SEARCH_FIELDS = ['first_name', 'last_name', 'gender', 'birth_date'] as const;
export type PatientSearchField = (typeof PATIENT_SEARCH_FIELDS)[number];
export const SORT_ORDERS = ['asc', 'desc'] as const;

const blankAs = <T>(fallback: T) => (value: unknown) => (value === undefined || value === '' ? fallback : value);

/** GET /patients/mine (docs/product.md, API): offset = (page-1)*limit, order = direction, sort_field = search_field = field. */
export const listPatientsQuery = z.object({
  limit: limitQuery,
  offset: offsetQuery,
  order: z.preprocess(blankAs('desc'), z.enum(SORT_ORDERS, { error: 'order must be asc or desc.' })),
  sort_field: z.preprocess(
    blankAs(undefined),
    z.enum(PATIENT_SEARCH_FIELDS, { error: 'sort_field must be first_name, last_name, gender or birth_date.' }).optional(),
  ),
  search_field: z.preprocess(
    blankAs('first_name'),
    z.enum(PATIENT_SEARCH_FIELDS, { error: 'search_field must be first_name, last_name, gender or birth_date.' }),
  ),
  search: z
    .string({ error: 'search must be text.' })
    .trim()
    .max(100, 'search is too long.')
    .refine(hasNoNul, 'search contains characters that are not allowed.')
    .optional(),
});
export type ListPatientsQuery = z.input<typeof listPatientsQuery>;
