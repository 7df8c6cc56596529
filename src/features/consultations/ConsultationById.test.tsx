import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEMO, renderApp } from '../../test/render-app';

describe('Pages of one consultation (detail, prescription, invoice)', { timeout: 40000 }, () => {
  it.each([
    ['/patient/consultation-detail', 'consultation'],
    ['/patient/view-prescription', 'prescription'],
    ['/book/invoice', 'consultation'],
  ])('%s without an id says the link names no %s and leads to the consultations', async (path, names) => {
    await renderApp(path, { signInAs: DEMO.subscriber });
    expect(await screen.findByText(`This link does not say which ${names}.`, { exact: false })).toBeVisible();
    expect(screen.getByRole('link', { name: 'See your consultations' })).toHaveAttribute('href', '/patient/consultations');
  });

  it('says an invoice it cannot load could not be loaded, with Try again', async () => {
    await renderApp('/book/invoice?id=no-such-consultation', { signInAs: DEMO.subscriber });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not load the invoice.');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeVisible();
  });

  async function openCompletedConsultation() {
    const harness = await renderApp('/patient/consultations', { signInAs: DEMO.patient });
    await harness.user.click(await screen.findByRole('tab', { name: 'Completed' }));
    const completed = await screen.findByRole('list', { name: 'Completed consultations' });
    await harness.user.click(within(completed).getAllByRole('link')[0] as HTMLElement);
    // The loading state has the page's title too: the loaded page is the one with the prescription's link.
    await screen.findByRole('link', { name: 'Open the printable prescription' });
    expect(screen.getByRole('heading', { level: 1, name: 'Consultation details' })).toBeVisible();
    return harness;
  }

  it('opens a completed consultation and its printable prescription', async () => {
    const { user } = await openCompletedConsultation();
    await user.click(screen.getByRole('link', { name: 'Open the printable prescription' }));
    expect(await screen.findByText(/Reg\. no\./)).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Prescription' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Print or save as PDF' })).toBeEnabled();
  });

  it('opens the tax invoice of a paid consultation, with its total', async () => {
    const { user } = await openCompletedConsultation();
    await user.click(screen.getByRole('link', { name: 'Invoice' }));
    expect(await screen.findByRole('rowheader', { name: 'Total paid' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Tax invoice' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Print or save as PDF' })).toBeEnabled();
  });
});
