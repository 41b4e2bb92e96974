import { z } from 'zod';

/**
 * Field rules of docs/product.md, Validation, shared by the server (request validation) and the web client (forms).
 * The messages are the product's own texts (docs/product.md, 7. Validation), shown to the practitioner as they are.
 */

/** A string that must be present and non-blank; `message` is used for a missing, non-string or empty value. */
export const requiredString = (message: string) =>
  z.string({ error: message }).trim().min(1, message);

export const PASSWORD_SYMBOLS = `!@#$%^&*()_+\\-=[\\]{};':"\\\\|,.<>/?\`~`;
const passwordCharset = new RegExp(`^[A-Za-z0-9${PASSWORD_SYMBOLS}]+$`);
export const PASSWORD_RULE_MESSAGE = 'At-least one capital letter, one digit and min 8 characters required.';
/** A new password (registration, reset, change) found among the 10,000 most common ones, in any case (decision 73). */
export const COMMON_PASSWORD_MESSAGE = 'This password is one of the most common passwords and easy to guess. Please choose another.';

export const emailField = z
  .string({ error: 'Email required' })
  .trim()
  .min(1, 'Email required')
  .max(254, 'Please enter valid email. ')
  .pipe(z.email({ error: 'Please enter valid email. ' }))
  .transform((email) => email.toLowerCase());

/** Login checks presence only: a wrong password is the server's 'Invalid e-mail or password.' */
export const loginPasswordField = z.string({ error: 'Password required' }).min(1, 'Password required').max(1024, 'Password required');

/** Registration and reset password: 8 to 30 characters, a digit, a lowercase and an uppercase letter. */
export const newPasswordField = z
  .string({ error: 'Password is required.' })
  .min(1, 'Password is required.')
  .max(30, 'Maximum 30 character allowed.')
  .check((ctx) => {
    const value = ctx.value;
    const strongEnough =
      value.length >= 8 && /\d/.test(value) && /[a-z]/.test(value) && /[A-Z]/.test(value) && passwordCharset.test(value);
    if (!strongEnough) ctx.issues.push({ code: 'custom', message: PASSWORD_RULE_MESSAGE, input: value });
  });

/** Letters (any alphabet) with single separators of space, hyphen, apostrophe or period; at most 64. */
const NAME_PATTERN = /^\p{L}+(?:[ '.-]\p{L}+)*\.?$/u;
export const NAME_MESSAGE = 'Please insert alphabets only.';
export const nameField = (requiredMessage: string) =>
  requiredString(requiredMessage).max(64, NAME_MESSAGE).regex(NAME_PATTERN, NAME_MESSAGE);

export const firstNameField = nameField('First name is required.');
export const lastNameField = nameField('Last name is required.');

/** PostgreSQL text cannot hold the NUL character: free text refuses it rather than failing when stored. */
export const hasNoNul = (value: string) => !value.includes('\u0000');

export const phoneField = requiredString('Phone number is required.')
  .max(32, 'Phone number is too long.')
  .refine(hasNoNul, 'Phone number contains characters that are not allowed.');

export const GENDERS = ['male', 'female'] as const;
export const genderField = z.enum(GENDERS, { error: 'Please select gender' });

export const verificationCodeField = requiredString('Verification code is required.').max(
  16,
  'Verification code is required.',
);

/** Birth date as sent by the client: YYYY-MM-DD, a real calendar day, not before 1900, not in the future. */
export const BIRTH_DATE_MESSAGE = 'Please enter a valid birth date';
export const FUTURE_DATE_MESSAGE = 'Future Date not allowed';
export function isRealIsoDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    year >= 1900 && date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}
/** Today's date as YYYY-MM-DD in the server's (or browser's) local time zone. */
export function todayIsoDate(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
export const birthDateField = z
  .string({ error: BIRTH_DATE_MESSAGE })
  .trim()
  .refine(isRealIsoDate, { message: BIRTH_DATE_MESSAGE, abort: true })
  .refine((value) => value <= todayIsoDate(), FUTURE_DATE_MESSAGE);
