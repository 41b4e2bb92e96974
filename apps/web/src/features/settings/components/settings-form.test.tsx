import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { SettingsView } from '@scribe/contracts';
import { apiError, mockFetch, renderRoute, TEST_USER } from '@/test/utils';
import { optionLabel, SettingsPage } from './settings-form';

const view: SettingsView = {
  transcription: { template: 'GENERIC_SOAP', detail_level: 'high', note_type: 'paragraph', type: 'in_person' },
  model_version: 'latest',
  engines: [
    { value: 'latest', label: 'Latest', available: true },
    { value: 'stable', label: 'Stable Fusion', available: true },
    { value: 'nova-llm', label: 'Nova LLM', available: false, reason: 'Nova LLM is not configured on this server.' },
    { value: 'astra-4o', label: 'Astra 4o', available: true },
    { value: 'debug-all', label: 'All', available: true },
  ],
};

describe('Notes Settings', () => {
  it('labels options as the spec says', () => {
    expect(optionLabel('post_visit')).toBe('Post Visit Dictation');
    expect(optionLabel('in_person')).toBe('In Person');
    expect(optionLabel('bullet_points')).toBe('Bullet Points');
    expect(optionLabel('GENERIC_SOAP')).toBe('Generic SOAP');
  });

  it("shows 'Loading...' then 'Error: ' and the message", async () => {
    mockFetch().on('GET', '/settings/mine', apiError(500, 'Settings are unavailable.'));
    renderRoute(<SettingsPage userId={TEST_USER._id} />);
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(await screen.findByText('Error: Settings are unavailable.')).toBeInTheDocument();
  });

  it('shows the models (unavailable ones disabled with their reason), the radio groups, and saves', async () => {
    const user = userEvent.setup();
    const fetch = mockFetch()
      .on('GET', '/settings/mine', { body: { data: view } })
      .on('PUT', '/settings', ({ body }) => ({ body: { data: { ...(body as object), engines: view.engines }, message: 'Settings updated successfully' } }));
    renderRoute(<SettingsPage userId={TEST_USER._id} />);
    expect(await screen.findByRole('heading', { name: 'Notes Settings' })).toBeInTheDocument();
    await user.click(await screen.findByRole('combobox', { name: 'Modal Version' }));
    const nova = await screen.findByRole('option', { name: /Nova LLM/ });
    expect(nova).toHaveAttribute('aria-disabled', 'true');
    expect(nova).toHaveTextContent('Nova LLM is not configured on this server.');
    await user.click(screen.getByRole('option', { name: 'Astra 4o' }));
    expect(within(screen.getByRole('radiogroup', { name: 'Level of Detail' })).getByLabelText('High')).toBeChecked();
    await user.click(within(screen.getByRole('radiogroup', { name: 'Note Type' })).getByLabelText('Bullet Points'));
    await user.click(within(screen.getByRole('radiogroup', { name: 'Transcription' })).getByLabelText('Post Visit Dictation'));
    await user.click(screen.getByRole('button', { name: 'Save Setting' }));
    expect(await screen.findByText('Settings updated successfully')).toBeInTheDocument();
    await waitFor(() => expect(fetch.calls.find((c) => c.method === 'PUT')).toBeTruthy());
    expect(fetch.calls.find((c) => c.method === 'PUT')!.body).toEqual({
      model_version: 'astra-4o',
      transcription: { template: 'GENERIC_SOAP', detail_level: 'high', note_type: 'bullet_points', type: 'post_visit' },
    });
  });

  it('shows a save failure as a destructive toast', async () => {
    const user = userEvent.setup();
    mockFetch()
      .on('GET', '/settings/mine', { body: { data: view } })
      .on('PUT', '/settings', apiError(400, 'Astra 4o is not configured on this server.'));
    renderRoute(<SettingsPage userId={TEST_USER._id} />);
    await user.click(await screen.findByRole('button', { name: 'Save Setting' }));
    expect(await screen.findByText('Astra 4o is not configured on this server.', { selector: '[data-variant=destructive] *' })).toBeInTheDocument();
  });
});
