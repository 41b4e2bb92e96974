import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, mockFetch, renderRoute, TEST_USER } from '@/test/utils';
import { analyticsQueryOptions } from '../api/get-analytics';
import { Dashboard } from './dashboard';

describe('Dashboard', () => {
  it('keys the cache by the user id', () => {
    expect(analyticsQueryOptions('abc').queryKey).toEqual(['analytics', 'abc']);
  });

  it('shows placeholders, then the totals in the Patients and Encounters cards', async () => {
    mockFetch().on('GET', '/analytics', { body: { data: { patients: { total: 12 }, encounters: { total: 40 } } } });
    renderRoute(<Dashboard userId={TEST_USER._id} />);
    expect(screen.getAllByTestId('stat-skeleton')).toHaveLength(2);
    expect(await screen.findByLabelText('Total patients: 12')).toHaveTextContent('12');
    expect(screen.getByLabelText('Total encounters: 40')).toHaveTextContent('40');
    expect(screen.getByRole('heading', { name: 'Patients' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Encounters' })).toBeInTheDocument();
  });

  it("shows 'Error: ' and the message", async () => {
    mockFetch().on('GET', '/analytics', apiError(500, 'Analytics are unavailable.'));
    renderRoute(<Dashboard userId={TEST_USER._id} />);
    expect(await screen.findByText('Error: Analytics are unavailable.')).toBeInTheDocument();
  });
});
