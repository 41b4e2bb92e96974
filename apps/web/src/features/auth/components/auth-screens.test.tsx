import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, landing, mockFetch, renderRoute, TEST_USER } from '@/test/utils';
import { ForgotPasswordForm } from './forgot-password-form';
import { LoginForm } from './login-form';
import { RegistrationForm } from './registration-form';
import { ResetPasswordForm } from './reset-password-form';
import { VerifyCodeForm } from './verify-code-form';

const session = { body: { data: { access_token: 'new-token', expires_at: '2030-01-01T00:00:00Z', user: TEST_USER } } };

afterEach(() => {
  vi.useRealTimers();
});

describe('Login', () => {
  it('validates on change with the spec messages', async () => {
    const user = userEvent.setup();
    renderRoute(<LoginForm />, { path: '/login' });
    await user.type(screen.getByLabelText('Email'), 'abc');
    expect(await screen.findByText('Please enter valid email.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Password required')).toBeInTheDocument();
  });

  it('shows the server message in a red alert, which resets after 3 s', async () => {
    const user = userEvent.setup();
    mockFetch().on('POST', '/auth/login', apiError(401, 'Invalid email or password.'));
    renderRoute(<LoginForm />, { path: '/login' });
    await user.type(screen.getByLabelText('Email'), 'maya@clinic.example');
    await user.type(screen.getByLabelText('Password', { selector: 'input' }), 'Wrong1234');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password.');
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument(), { timeout: 4000 });
  });

  it('stores token and user and goes to /patients', async () => {
    const user = userEvent.setup();
    const fetch = mockFetch().on('POST', '/auth/login', session);
    renderRoute(<LoginForm />, { path: '/login', extraRoutes: landing('/patients') });
    await user.type(screen.getByLabelText('Email'), 'Maya@Clinic.example');
    await user.type(screen.getByLabelText('Password', { selector: 'input' }), 'Passw0rd!');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Landed on /patients')).toBeInTheDocument();
    expect(fetch.calls[0]!.body).toEqual({ email: 'maya@clinic.example', password: 'Passw0rd!' });
    expect(localStorage.getItem('token')).toBe('new-token');
    expect(JSON.parse(localStorage.getItem('user')!)._id).toBe(TEST_USER._id);
  });

  it('prefills the email carried in the query', () => {
    renderRoute(<LoginForm />, { path: '/login', url: '/login?email=a%40b.co' });
    expect(screen.getByLabelText('Email')).toHaveValue('a@b.co');
  });
});

describe('Registration', () => {
  it('shows every required message and Practitioner placeholders', async () => {
    const user = userEvent.setup();
    renderRoute(<RegistrationForm />, { path: '/registration' });
    expect(screen.getByPlaceholderText('Practitioner first name')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    for (const message of ['First name is required.', 'Last name is required.', 'Email required', 'Password is required.', 'Phone number is required.', 'Please select gender']) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
  });

  it('shows a server failure above the form', async () => {
    const user = userEvent.setup();
    mockFetch().on('POST', '/auth/register', apiError(409, 'An account with this email already exists.'));
    renderRoute(<RegistrationForm />, { path: '/registration' });
    await user.type(screen.getByLabelText('First name'), 'Ann');
    await user.type(screen.getByLabelText('Last name'), 'Lee');
    await user.click(screen.getByRole('combobox', { name: 'Gender' }));
    await user.click(await screen.findByRole('option', { name: 'Female' }));
    await user.type(screen.getByLabelText('Phone'), '555');
    await user.type(screen.getByLabelText('Email'), 'ann@example.com');
    await user.type(screen.getByLabelText('Password', { selector: 'input' }), 'Passw0rdX');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('An account with this email already exists.');
  });
});

describe('Password reset flow', () => {
  it('forgot password: success message, then /verify-code with the email after 3 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    mockFetch().on('POST', '/auth/forgot-password', { body: { message: 'ok' } });
    const { router } = renderRoute(<ForgotPasswordForm />, { path: '/forgot-password', extraRoutes: landing('/verify-code') });
    await user.type(screen.getByLabelText('Email'), 'ann@example.com');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('Please check your email we sent you a code')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(2900));
    expect(router.state.location.pathname).toBe('/forgot-password');
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(router.state.location.pathname).toBe('/verify-code');
    expect(router.state.location.search).toBe('?email=ann%40example.com');
  });

  it('forgot password: a failure shows the message for 3 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    mockFetch().on('POST', '/auth/forgot-password', apiError(429, 'Too many requests.'));
    renderRoute(<ForgotPasswordForm />, { path: '/forgot-password' });
    await user.type(screen.getByLabelText('Email'), 'ann@example.com');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests.');
    await act(() => vi.advanceTimersByTimeAsync(3100));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('verify code: requires a code, then goes to /reset-password with email and code after 3 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const fetch = mockFetch().on('POST', '/auth/reset/check', { body: { message: 'Code verified.' } });
    const { router } = renderRoute(<VerifyCodeForm />, { path: '/verify-code', url: '/verify-code?email=ann%40example.com', extraRoutes: landing('/reset-password') });
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Verification code is required.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Verification code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(fetch.calls).toHaveLength(1));
    expect(fetch.calls[0]!.body).toEqual({ email: 'ann@example.com', code: '123456' });
    await act(() => vi.advanceTimersByTimeAsync(3100));
    expect(router.state.location.pathname).toBe('/reset-password');
    expect(router.state.location.search).toBe('?email=ann%40example.com&code=123456');
  });

  it('resend code: idle → loading → "Resend in N Seconds" for 30 s → idle', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    let release: () => void = () => {};
    mockFetch().on('POST', '/auth/forgot-password', () => new Promise((resolve) => (release = () => resolve({ body: { message: 'ok' } }))));
    renderRoute(<VerifyCodeForm />, { path: '/verify-code', url: '/verify-code?email=ann%40example.com' });
    await user.click(screen.getByRole('button', { name: 'Resend code' }));
    await waitFor(() => expect(screen.getByRole('button', { name: /Resend code/ })).toBeDisabled());
    release();
    expect(await screen.findByRole('button', { name: 'Resend in 30 Seconds' })).toBeDisabled();
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(screen.getByRole('button', { name: 'Resend in 29 Seconds' })).toBeInTheDocument();
    for (let i = 0; i < 25; i++) await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(screen.getByRole('button', { name: /^Resend in [1-5] Seconds$/ })).toBeDisabled();
    for (let i = 0; i < 6; i++) await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(await screen.findByRole('button', { name: 'Resend code' })).toBeEnabled();
  });

  it('reset password: match rule, then /login with the email after 1.5 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const fetch = mockFetch().on('POST', '/auth/reset', { body: { message: 'done' } });
    const { router } = renderRoute(<ResetPasswordForm />, { path: '/reset-password', url: '/reset-password?email=ann%40example.com&code=123456', extraRoutes: landing('/login') });
    await user.type(screen.getByLabelText('Password', { selector: 'input' }), 'Passw0rdX');
    await user.type(screen.getByLabelText('Confirm password', { selector: 'input' }), 'Passw0rdY');
    expect(await screen.findByText("Passwords don't match")).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Confirm password', { selector: 'input' }));
    await user.type(screen.getByLabelText('Confirm password', { selector: 'input' }), 'Passw0rdX');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    await waitFor(() => expect(fetch.calls).toHaveLength(1));
    expect(fetch.calls[0]!.body).toEqual({ email: 'ann@example.com', code: '123456', password: 'Passw0rdX' });
    await act(() => vi.advanceTimersByTimeAsync(1400));
    expect(router.state.location.pathname).toBe('/reset-password');
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toBe('?email=ann%40example.com');
  });
});
