import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Patient } from '@scribe/contracts';
import { apiError, mockFetch, renderRoute, TEST_USER } from '@/test/utils';
import { PatientList } from './patient-list';

const patient = (i: number, overrides: Partial<Patient> = {}): Patient => ({
  _id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
  first_name: `Name${i}`,
  last_name: 'Lee',
  birth_date: '1975-03-14',
  gender: 'female',
  pid: `P-${String(i).padStart(6, '0')}`,
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
  ...overrides,
});
const page = (docs: Patient[], totalPages = 1) => ({ body: { data: { docs, totalDocs: docs.length, totalPages, page: 1, limit: 25 } } });

function renderList(url = '/patients', onCreateEncounter = vi.fn()) {
  return { onCreateEncounter, ...renderRoute(<PatientList userId={TEST_USER._id} onCreateEncounter={onCreateEncounter} />, { path: '/patients', url }) };
}

describe('Patient list', () => {
  it('shows a table skeleton while loading, then rows with truncated names and MM/DD/YYYY', async () => {
    let release: () => void = () => {};
    mockFetch().on('GET', '/patients/mine', () => new Promise((resolve) => (release = () => resolve(page([patient(1, { first_name: 'Bartholomew-Alexander', last_name: 'Quinn' })])))));
    renderList();
    expect(screen.getByTestId('patients-skeleton')).toBeInTheDocument();
    release();
    expect(await screen.findByRole('cell', { name: 'Bartholomew-Alexan...' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: '03/14/1975' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'P-000001' })).toBeInTheDocument();
    for (const header of ['Name', 'Birth Date', 'Gender', 'PID', 'Action']) expect(screen.getByRole('columnheader', { name: header })).toBeInTheDocument();
  });

  it('sends the default query: page 1, first_name, desc, no search', async () => {
    const fetch = mockFetch().on('GET', '/patients/mine', page([]));
    renderList();
    await screen.findByText('There is no patient available press Add Patient button to add patient.');
    const query = Object.fromEntries(fetch.calls[0]!.url.searchParams);
    expect(query).toEqual({ limit: '25', offset: '0', order: 'desc', sort_field: 'first_name', search_field: 'first_name' });
  });

  it("shows 'No Patient Found' when a search is active", async () => {
    mockFetch().on('GET', '/patients/mine', page([]));
    renderList('/patients?search=zz');
    expect(await screen.findByText('No Patient Found')).toBeInTheDocument();
  });

  it('debounces typing by 300 ms, then searches from page 1', async () => {
    const user = userEvent.setup();
    const fetch = mockFetch().on('GET', '/patients/mine', page([patient(1)], 3));
    const { router } = renderList('/patients?page=2');
    await screen.findByRole('cell', { name: 'Name1 Lee' });
    await user.type(screen.getByLabelText('Search patients'), 'ann');
    const searchedEarly = fetch.calls.some((c) => c.url.searchParams.get('search'));
    expect(searchedEarly).toBe(false);
    await waitFor(() => expect(router.state.location.search).toContain('search=ann'));
    expect(router.state.location.search).toContain('page=1');
    await waitFor(() => expect(fetch.calls.at(-1)!.url.searchParams.get('search')).toBe('ann'));
    expect(fetch.calls.filter((c) => c.url.searchParams.get('search')).length).toBe(1);
  });

  it('disables the search box for birth date and gender', async () => {
    const fetch = mockFetch().on('GET', '/patients/mine', page([patient(1)]));
    renderList('/patients?searchBy=gender&search=ann');
    await screen.findByRole('cell', { name: 'Name1 Lee' });
    expect(screen.getByLabelText('Search patients')).toBeDisabled();
    expect(fetch.calls[0]!.url.searchParams.get('search')).toBe('');
    expect(fetch.calls[0]!.url.searchParams.get('sort_field')).toBe('gender');
  });

  it('paginates with the server totalPages, Previous/Next disabled at the ends', async () => {
    const user = userEvent.setup();
    const fetch = mockFetch().on('GET', '/patients/mine', page([patient(1)], 10));
    const { router } = renderList();
    await screen.findByRole('cell', { name: 'Name1 Lee' });
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(nav).getByRole('button', { name: 'Go to previous page' })).toBeDisabled();
    expect(within(nav).getAllByRole('button', { name: /^Page / }).map((b) => b.textContent)).toEqual(['1', '2', '3', '4', '10']);
    await user.click(within(nav).getByRole('button', { name: 'Page 10' }));
    expect(router.state.location.search).toContain('page=10');
    await waitFor(() => expect(fetch.calls.at(-1)!.url.searchParams.get('offset')).toBe('225'));
    expect(within(nav).getByRole('button', { name: 'Go to next page' })).toBeDisabled();
  });

  it('row menu: Encounter List link and Create Encounter callback', async () => {
    const user = userEvent.setup();
    mockFetch().on('GET', '/patients/mine', page([patient(7)]));
    const { onCreateEncounter } = renderList();
    await user.click(await screen.findByRole('button', { name: 'Actions for Name7 Lee' }));
    expect(await screen.findByRole('menuitem', { name: 'Encounter List' })).toHaveAttribute('href', `/encounter?patient=${patient(7)._id}`);
    await user.click(screen.getByRole('menuitem', { name: 'Create Encounter' }));
    expect(onCreateEncounter).toHaveBeenCalledWith(expect.objectContaining({ _id: patient(7)._id }));
  });

  it('shows the load error line', async () => {
    mockFetch().on('GET', '/patients/mine', apiError(500, 'Database unavailable.'));
    renderList();
    expect(await screen.findByText('Error: Database unavailable.')).toBeInTheDocument();
  });
});

describe('Add Patient dialog', () => {
  it('validates, sends YYYY-MM-DD, toasts, closes and refreshes the list', async () => {
    const user = userEvent.setup();
    const fetch = mockFetch()
      .on('GET', '/patients/mine', page([]))
      .on('POST', '/patients', { status: 201, body: { data: patient(1), message: 'Patient added successfully' } });
    renderList();
    await user.click(await screen.findByRole('button', { name: 'Add' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Patient' });
    await user.click(within(dialog).getByRole('button', { name: 'Add Patient' }));
    expect(await within(dialog).findByText('First name is required.')).toBeInTheDocument();
    expect(within(dialog).getByText('Please enter a valid birth date')).toBeInTheDocument();
    expect(within(dialog).getByText('Please select gender')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('First name'), 'Ann');
    await user.type(within(dialog).getByLabelText('Last name'), 'Lee');
    await user.type(within(dialog).getByLabelText('Birth date'), '03141975');
    await user.click(within(dialog).getByRole('combobox', { name: 'Gender' }));
    await user.click(await screen.findByRole('option', { name: 'Female' }));
    const listCalls = fetch.calls.filter((c) => c.method === 'GET').length;
    await user.click(within(dialog).getByRole('button', { name: 'Add Patient' }));
    expect(await screen.findByText('Patient added successfully')).toBeInTheDocument();
    expect(fetch.calls.find((c) => c.method === 'POST')!.body).toEqual({ first_name: 'Ann', last_name: 'Lee', birth_date: '1975-03-14', gender: 'female' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(fetch.calls.filter((c) => c.method === 'GET').length).toBeGreaterThan(listCalls));
    // Reopened: empty again.
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(within(await screen.findByRole('dialog')).getByLabelText('First name')).toHaveValue('');
  });

  it('shows a server failure as a destructive toast', async () => {
    const user = userEvent.setup();
    mockFetch()
      .on('GET', '/patients/mine', page([]))
      .on('POST', '/patients', apiError(400, 'Future Date not allowed'));
    renderList();
    await user.click(await screen.findByRole('button', { name: 'Add' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Patient' });
    await user.type(within(dialog).getByLabelText('First name'), 'Ann');
    await user.type(within(dialog).getByLabelText('Last name'), 'Lee');
    await user.type(within(dialog).getByLabelText('Birth date'), '03141975');
    await user.click(within(dialog).getByRole('combobox', { name: 'Gender' }));
    await user.click(await screen.findByRole('option', { name: 'Male' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add Patient' }));
    const toast = await screen.findByText('Future Date not allowed', { selector: '[data-variant=destructive] *' });
    expect(toast).toBeInTheDocument();
  });
});
