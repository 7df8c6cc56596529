import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render-app';

const HBA1C = 'LT0003';

beforeEach(() => {
  localStorage.setItem('zipcode', '560038');
});

describe('Partner tests, packages and lab search', { timeout: 30000 }, () => {
  it('suggests an accredited lab and the packages holding the test on its page', async () => {
    await renderApp(`/healthcare/testDetails/${HBA1C}`);
    const options = await screen.findByRole('region', { name: 'Preferred options' }, { timeout: 15000 });
    expect(within(options).getByText(/Our pick for this test:/)).toBeVisible();
    const packages = within(options).getAllByRole('listitem');
    expect(packages.length).toBeGreaterThanOrEqual(2);
    expect(within(packages[0] as HTMLElement).getByRole('link')).toHaveAttribute('href', expect.stringMatching(/^\/healthcare\/testDetails\/PK\d{4}$/));
  });

  it('builds a custom package from chosen tests and shows its price at each lab', async () => {
    const { user } = await renderApp('/diagnostics');
    const box = await screen.findByRole('searchbox', { name: 'Search lab tests and packages' }, { timeout: 15000 });
    await user.type(box, 'hba1c{Enter}');
    await user.click(await screen.findByRole('button', { name: 'Add HbA1c (Glycosylated Haemoglobin) to my package' }));
    const compare = screen.getByRole('button', { name: 'Compare package prices' });
    expect(compare).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByText('Add at least 2 tests.')).toBeVisible();
    await user.clear(box);
    await user.type(box, 'vitamin b12{Enter}');
    const b12 = await screen.findByRole('button', { name: /^Add Vitamin B12.* to my package$/ });
    await user.click(b12);
    expect(b12).toHaveAttribute('aria-pressed', 'true');
    expect(within(screen.getByRole('list', { name: 'Tests in your custom package' })).getAllByRole('listitem')).toHaveLength(2);
    await user.click(compare);
    const table = await screen.findByRole('table', { name: 'Package price at each lab' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.length).toBeGreaterThanOrEqual(3);
    expect(rows[0]).toHaveTextContent(/Lowest price.*₹/);
    expect(within(table).getByText(/Does not do Vitamin B12/)).toBeVisible();
  });

  it('searches one lab’s tests on its page', async () => {
    const { user } = await renderApp('/mdiagnostic/diagnostic');
    const near = await screen.findByRole('list', { name: 'Labs near you' }, { timeout: 15000 });
    await user.click(within(near).getAllByRole('link')[0] as HTMLElement);
    const search = await screen.findByRole('searchbox', { name: /^Search tests at / });
    const lab = (search as HTMLInputElement).labels?.[0]?.textContent?.replace('Search tests at ', '') ?? '';
    const list = await screen.findByRole('list', { name: `Tests at ${lab}` });
    expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    expect(screen.getByRole('button', { name: 'Show more tests' })).toBeVisible();
    await user.type(search, 'hba1c{Enter}');
    expect(await screen.findByText(/^Showing \d+ of \d+ for “hba1c”$/)).toBeVisible();
    const first = within(screen.getByRole('list', { name: `Tests at ${lab}` })).getAllByRole('link')[0];
    expect(first).toHaveAccessibleName('HbA1c (Glycosylated Haemoglobin)');
  });

  it('finds lab centres by lab and locality, and says at the field when too little is typed', async () => {
    const { user } = await renderApp('/mdiagnostic/all');
    const box = await screen.findByRole('searchbox', { name: 'Search labs by name, area or pincode' }, { timeout: 15000 });
    await user.type(box, 't{Enter}');
    expect(await screen.findByText('Type at least 2 letters of the lab, area or pincode')).toBeVisible();
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveValue('t');
    await user.type(box, 'hyrocare{Enter}');
    const found = await screen.findByRole('list', { name: 'Matching lab centres' });
    const centres = within(found).getAllByRole('listitem');
    expect(centres.length).toBeGreaterThan(1);
    expect(centres.every((centre) => /Thyrocare/.test(centre.textContent ?? ''))).toBe(true);
  });
});
