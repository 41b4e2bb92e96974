import { describe, expect, it } from 'vitest';
import { loginSchema } from './login';
import { registerSchema } from './register';
import { resetPasswordFormSchema } from './reset-password';

const messagesOf = (schema: { safeParse: (v: unknown) => { success: boolean; error?: { issues: { message: string; path: PropertyKey[] }[] } } }, input: unknown) => {
  const result = schema.safeParse(input);
  // Like the form resolver: the first message of each field is the one shown.
  const shown: Record<string, string> = {};
  for (const issue of result.success ? [] : result.error!.issues) shown[issue.path.join('.')] ??= issue.message;
  return shown;
};

describe('auth form schemas (docs/product.md, Validation)', () => {
  it('login: email and password messages', () => {
    expect(messagesOf(loginSchema, { email: '', password: '' })).toEqual({ email: 'Email required', password: 'Password required' });
    expect(messagesOf(loginSchema, { email: 'nope', password: 'x' })).toEqual({ email: 'Please enter valid email. ' });
  });

  it('registration: every field with its message', () => {
    expect(messagesOf(registerSchema, { first_name: '', last_name: '', email: '', password: '', phone: '' })).toEqual({
      first_name: 'First name is required.',
      last_name: 'Last name is required.',
      email: 'Email required',
      password: 'Password is required.',
      phone: 'Phone number is required.',
      gender: 'Please select gender',
    });
    const base = { first_name: 'Ann', last_name: 'Lee', email: 'a@b.co', phone: '1', gender: 'female' };
    expect(messagesOf(registerSchema, { ...base, password: 'password1' })).toEqual({ password: 'At-least one capital letter, one digit and min 8 characters required.' });
    expect(messagesOf(registerSchema, { ...base, password: `Aa1${'x'.repeat(30)}` })).toEqual({ password: 'Maximum 30 character allowed.' });
    expect(messagesOf(registerSchema, { ...base, password: 'Passw0rd' })).toEqual({});
  });

  it("reset password: confirmation required and matching ('Passwords don't match')", () => {
    expect(messagesOf(resetPasswordFormSchema, { password: 'Passw0rdX', confirm_password: '' })).toEqual({ confirm_password: 'Confirm Password is required.' });
    expect(messagesOf(resetPasswordFormSchema, { password: 'Passw0rdX', confirm_password: 'Passw0rdY' })).toEqual({ confirm_password: "Passwords don't match" });
    expect(messagesOf(resetPasswordFormSchema, { password: 'Passw0rdX', confirm_password: 'Passw0rdX' })).toEqual({});
  });
});
