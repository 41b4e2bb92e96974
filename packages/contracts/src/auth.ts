import { z } from 'zod';
import {
  emailField,
  firstNameField,
  genderField,
  lastNameField,
  loginPasswordField,
  newPasswordField,
  phoneField,
  verificationCodeField,
} from './fields.js';
import { envelope } from './common.js';

/** The practitioner as the client sees it (docs/product.md, Data: User). */
export const user = z.object({
  _id: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  gender: z.enum(['male', 'female']),
  email: z.string(),
  phone: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type User = z.infer<typeof user>;

export const loginBody = z.object({ email: emailField, password: loginPasswordField });
export type LoginBody = z.input<typeof loginBody>;

export const registerBody = z.object({
  first_name: firstNameField,
  last_name: lastNameField,
  email: emailField,
  password: newPasswordField,
  phone: phoneField,
  gender: genderField,
});
export type RegisterBody = z.input<typeof registerBody>;

export const session = z.object({ access_token: z.string(), expires_at: z.string(), user });
export const sessionResponse = envelope(session);
export type Session = z.infer<typeof session>;

export const forgotPasswordBody = z.object({ email: emailField });
export const resetCheckBody = z.object({ email: emailField, code: verificationCodeField });
export const resetBody = z.object({ email: emailField, password: newPasswordField, code: verificationCodeField });

/** Profile change-password: the rule of docs/product.md, 3.10 Profile (upper, lower, number or symbol, 8+), capped at 30 like the others. */
export const changePasswordBody = z.object({
  current_password: z.string({ error: 'Current password is required' }).min(1, 'Current password is required'),
  new_password: z
    .string({ error: 'New password is required' })
    .min(1, 'New password is required')
    .max(30, 'Maximum 30 character allowed.')
    .refine(
      (value) => value.length >= 8 && /[a-z]/.test(value) && /[A-Z]/.test(value) && /[\d\W_\s]/.test(value),
      'Minimum 8 characters, one lowercase and one uppercase letter, and a number, symbol or whitespace.',
    ),
});

export const updateUserBody = z.object({
  first_name: firstNameField,
  last_name: lastNameField,
  gender: genderField,
  phone: phoneField,
  /** Read-only on the profile form; sent back unchanged, refused when it differs. */
  email: emailField.optional(),
});
export type UpdateUserBody = z.input<typeof updateUserBody>;
