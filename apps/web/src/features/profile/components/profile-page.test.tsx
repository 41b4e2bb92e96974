import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, mockFetch, renderRoute, signInAs, TEST_USER } from '@/test/utils';
import { PASSWORD_REQUIREMENTS, ProfilePage } from './profile-page';

describe('Profile', () => {
  it('updates the profile, toasts, and replaces the stored user; email is read-only', async () => {
    const user = userEvent.setup();
    signInAs();
    const fetch = mockFetch().on('PUT', `/users/${TEST_USER._id}`, ({ body }) => ({ body: { data: { ...TEST_USER, ...(body as object) } } }));
    renderRoute(<ProfilePage user={TEST_USER} />);
    expect(screen.getByLabelText('Email')).toBeDisabled();
    await user.clear(screen.getByLabelText('First name'));
    expect(await screen.findByText('First name is required.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('First name'), 'Mayra');
    await user.click(screen.getByRole('button', { name: 'Update Profile' }));
    expect(await screen.findByText('Profile updated successfully')).toBeInTheDocument();
    expect(fetch.calls[0]!.body).toMatchObject({ first_name: 'Mayra', email: TEST_USER.email, gender: 'female' });
    expect(JSON.parse(localStorage.getItem('user')!).first_name).toBe('Mayra');
  });

  it('change password: show/hide, requirements, mismatch, and the new session is stored', async () => {
    const user = userEvent.setup();
    signInAs(TEST_USER, 'old-token');
    const fetch = mockFetch().on('POST', '/auth/change-password', { body: { data: { access_token: 'fresh-token', expires_at: '2030-01-01T00:00:00Z', user: TEST_USER }, message: 'Password updated successfully' } });
    renderRoute(<ProfilePage user={TEST_USER} />);
    await user.click(screen.getByRole('tab', { name: 'Change Password' }));
    const newPassword = await screen.findByLabelText('New password', { selector: 'input' });
    expect(newPassword).toHaveAttribute('type', 'password');
    await user.click(screen.getAllByRole('button', { name: 'Show password' })[1]!);
    expect(newPassword).toHaveAttribute('type', 'text');
    const requirements = screen.getByRole('list', { name: 'Password requirements' });
    expect(requirements).toHaveTextContent('Minimum 8 characters');
    expect(requirements).toHaveTextContent('At least one lowercase and one uppercase character');
    expect(requirements).toHaveTextContent('At least one number, symbol or whitespace');
    await user.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(await screen.findByText('Current password is required')).toBeInTheDocument();
    expect(screen.getByText('New password is required')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Current password', { selector: 'input' }), 'Old12345');
    await user.type(newPassword, 'NewPass123');
    await user.type(screen.getByLabelText('Confirm password', { selector: 'input' }), 'NewPass124');
    expect(await screen.findByText('Passwords did not match')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Confirm password', { selector: 'input' }));
    await user.type(screen.getByLabelText('Confirm password', { selector: 'input' }), 'NewPass123');
    await user.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(await screen.findByText('Password updated successfully')).toBeInTheDocument();
    expect(fetch.calls[0]!.body).toEqual({ current_password: 'Old12345', new_password: 'NewPass123' });
    await waitFor(() => expect(localStorage.getItem('token')).toBe('fresh-token'));
  });

  it('shows a wrong current password as a destructive toast', async () => {
    const user = userEvent.setup();
    mockFetch().on('POST', '/auth/change-password', apiError(400, 'Current password is incorrect.'));
    renderRoute(<ProfilePage user={TEST_USER} />);
    await user.click(screen.getByRole('tab', { name: 'Change Password' }));
    await user.type(await screen.findByLabelText('Current password', { selector: 'input' }), 'Wrong123');
    await user.type(screen.getByLabelText('New password', { selector: 'input' }), 'NewPass123');
    await user.type(screen.getByLabelText('Confirm password', { selector: 'input' }), 'NewPass123');
    await user.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(await screen.findByText('Current password is incorrect.', { selector: '[data-variant=destructive] *' })).toBeInTheDocument();
  });

  it('checks each requirement', () => {
    const [length, cases, other] = PASSWORD_REQUIREMENTS;
    expect(length!.test('1234567')).toBe(false);
    expect(length!.test('12345678')).toBe(true);
    expect(cases!.test('abc')).toBe(false);
    expect(cases!.test('aBc')).toBe(true);
    expect(other!.test('abcDEF')).toBe(false);
    expect(other!.test('abc DEF')).toBe(true);
    expect(other!.test('abc!')).toBe(true);
  });
});
