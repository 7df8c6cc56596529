import { screen, waitFor, within } from '@testing-library/react';
import { Err } from 'ts-results-es';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AddressInput } from '../../../domain/pharmacy/model';
import { DIAGNOSTICS } from '../../app/modules/diagnostics/tokens';
import { PHARMACY } from '../../app/modules/pharmacy/tokens';
import { DEMO, renderApp, type AppHarness } from '../../test/render-app';

const HBA1C = 'LT0003';
const HOME: AddressInput = {
  name: 'Rahul Verma',
  mobileNumber: '9123456780',
  line1: '12, 100 Feet Road',
  line2: 'Indiranagar',
  landmark: '',
  pincode: '560038',
  city: 'Bengaluru',
  state: 'Karnataka',
  kind: 'HOME',
};

beforeEach(() => {
  localStorage.setItem('zipcode', '560038');
});

afterEach(() => {
  vi.restoreAllMocks();
});

/** Rahul (or `signInAs`) signed in on the cart page, with HbA1c in the cart and (optionally) his Bengaluru home saved. */
async function cartWithHba1c(options: { address?: boolean; signInAs?: string } = {}): Promise<AppHarness> {
  const app = await renderApp('/healthcare/diagnostics', { signInAs: options.signInAs ?? DEMO.patient });
  await screen.findByRole('heading', { name: 'Popular health packages' });
  if (options.address) (await app.services.get(PHARMACY.PharmacyApi).addAddress(HOME)).unwrap();
  (await app.services.get(DIAGNOSTICS.DiagnosticCart).add({ id: HBA1C, name: 'HbA1c (Glycosylated Haemoglobin)' }, `/healthcare/testDetails/${HBA1C}`)).unwrap();
  await app.user.click(screen.getByRole('link', { name: 'Your lab test cart' }));
  await screen.findByRole('heading', { name: 'Compare labs' });
  return app;
}

describe('Lab tests', { timeout: 30000 }, () => {
  it('finds HbA1c by name and links to its page, with the packages shown before searching', { timeout: 45000 }, async () => {
    const { user } = await renderApp('/diagnostics');
    // The file's first page loads its lazy chunks and its catalogue: roomier than the default wait on a busy machine.
    expect(await screen.findByRole('link', { name: 'Full Body Checkup – Essential' }, { timeout: 30000 })).toBeVisible();
    await user.type(screen.getByRole('searchbox', { name: 'Search lab tests and packages' }), 'hba1c{Enter}');
    const link = await screen.findByRole('link', { name: 'HbA1c (Glycosylated Haemoglobin)' });
    expect(link).toHaveAttribute('href', `/healthcare/testDetails/${HBA1C}`);
    expect(screen.getByRole('status')).toHaveTextContent(/Showing \d+ of \d+ for “hba1c”/);
  });

  it('shows a test’s parameters, preparation and each lab’s price with its accreditation', async () => {
    await renderApp('/healthcare/testDetails/LT0002');
    expect(await screen.findByRole('heading', { name: 'Lipid Profile', level: 1 })).toBeVisible();
    expect(screen.getByText(/Fast for 12 hours/)).toBeVisible();
    expect(screen.getByText('LDL cholesterol')).toBeVisible();
    const table = screen.getByRole('table');
    expect(within(table).getByRole('rowheader', { name: 'Thyrocare' })).toBeVisible();
    expect(within(table).getAllByText(/NABL/).length).toBeGreaterThan(1);
  });

  it('sends a visitor’s Add to cart to login with a refer back to the test', async () => {
    const { user, location } = await renderApp(`/healthcare/testDetails/${HBA1C}`);
    await user.click(await screen.findByRole('button', { name: 'Add to cart' }));
    await waitFor(() => expect(`${location.current.pathname}${location.current.search}`).toBe(`/auth/login?refer=/healthcare/testDetails/${HBA1C}_addToCart__true`));
  });

  it('adds the test on the way back from login and drops the flag from the address', async () => {
    const { location } = await renderApp(`/healthcare/testDetails/${HBA1C}?addToCart=true`, { signInAs: DEMO.patient });
    expect(await screen.findByText(/is in your cart/)).toBeVisible();
    await waitFor(() => expect(location.current.search).toBe(''));
    expect(screen.getByRole('link', { name: 'Go to cart and compare labs' })).toHaveAttribute('href', '/healthcare/diagnostics-cart');
  });

  it('asks for the collection pincode before adding', async () => {
    localStorage.removeItem('zipcode');
    const { user } = await renderApp(`/healthcare/testDetails/${HBA1C}`, { signInAs: DEMO.patient });
    await user.click(await screen.findByRole('button', { name: 'Add to cart' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Enter the pincode where the sample is to be collected');
  });

  it('compares the labs side by side and switches the cart to another one', async () => {
    const { user } = await cartWithHba1c();
    const labs = screen.getByRole('list', { name: 'Labs compared' });
    const first = within(labs).getAllByRole('listitem')[0] as HTMLElement;
    expect(first).toHaveTextContent('Cheapest');
    expect(within(first).getByText('Your lab')).toBeVisible();
    const choose = within(labs).getAllByRole('button', { name: /^Choose / })[0] as HTMLElement;
    const name = (choose.textContent ?? '').replace(/^Choose\s*/, '');
    await user.click(choose);
    await waitFor(() => expect(within(screen.getByTestId(`cart-item-${HBA1C}`)).getByText(new RegExp(`at ${name}`))).toBeVisible());
    expect(screen.getByText(`Your tests will be done by ${name}`)).toBeInTheDocument();
  });

  it('books for a family member', async () => {
    const app = await cartWithHba1c({ signInAs: DEMO.subscriber });
    await app.user.click(await screen.findByRole('radio', { name: /Sunita Agarwal/ }));
    await waitFor(() => expect(app.services.get(DIAGNOSTICS.DiagnosticCart).current?.familyMemberId).toBe('fm-3'));
  });

  it('says plainly when the chosen slot was taken meanwhile, keeping the address, with fresh slots', async () => {
    const { user, demo } = await cartWithHba1c({ address: true });
    await user.click(screen.getByRole('link', { name: 'Choose address and slot' }));
    await user.click(await screen.findByRole('radio', { name: /Rahul Verma · Home/ }));
    await user.click(await screen.findByRole('button', { name: /^Tomorrow/ }));
    const slots = await screen.findByRole('group', { name: /Collection time/ });
    const slot = within(slots).getAllByRole('radio')[0] as HTMLElement;
    await user.click(slot);
    await demo.injectFault('409', 1);
    await user.click(screen.getByRole('button', { name: 'Book slot and review' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Sorry, that slot was just taken');
    expect(screen.getByRole('radio', { name: /Rahul Verma · Home/ })).toBeChecked();
    await waitFor(() => expect(within(screen.getByRole('group', { name: /Collection time/ })).getAllByRole('radio').every((radio) => !(radio as HTMLInputElement).checked)).toBe(true));
  });

  it('keeps a payment whose confirmation was lost and offers Confirm payment with the same payment, never Pay again', async () => {
    const { user, services } = await cartWithHba1c({ address: true });
    await user.click(screen.getByRole('link', { name: 'Choose address and slot' }));
    await user.click(await screen.findByRole('radio', { name: /Rahul Verma · Home/ }));
    await user.click(await screen.findByRole('button', { name: /^Tomorrow/ }));
    await user.click(within(await screen.findByRole('group', { name: /Collection time/ })).getAllByRole('radio')[0] as HTMLElement);
    await user.click(screen.getByRole('button', { name: 'Book slot and review' }));
    const confirm = vi.spyOn(services.get(DIAGNOSTICS.DiagnosticsApi), 'confirmPayment').mockResolvedValueOnce(Err({ kind: 'network' }));
    await user.click(await screen.findByRole('button', { name: /^Pay ₹/ }, { timeout: 15000 }));
    const checkout = await waitFor(() => screen.getByRole('dialog', { name: 'Demo payment' }));
    await user.click(within(checkout).getByRole('button', { name: /^Pay ₹/ }));

    expect(await screen.findByRole('alert')).toHaveTextContent(/do not pay again/);
    expect(screen.queryByRole('button', { name: /^Pay ₹|Try again/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Confirm payment' }));
    expect(await screen.findByText(/Your lab test is booked/)).toBeVisible();
    expect(confirm).toHaveBeenCalledTimes(2);
    expect(confirm.mock.calls[1]).toEqual(confirm.mock.calls[0]);
    expect(localStorage.getItem(`payment:${confirm.mock.calls[0]?.[1].paymentOrderId ?? ''}`)).toBeNull();
  });

  it('shows Priya’s orders as timelines, with the report to open and the visit to cancel with a reason', async () => {
    const { user } = await renderApp('/healthcare/diagnostics-orders', { signInAs: DEMO.subscriber });
    expect(await screen.findByRole('link', { name: /Open report/ })).toHaveAttribute('href', expect.stringMatching(/^data:application\/pdf/));
    const upcoming = screen.getByTestId('diagnostic-order-DO9002');
    expect(within(upcoming).getByRole('list', { name: 'Status of order DO9002' })).toHaveTextContent('Booked');
    await user.click(within(upcoming).getByRole('button', { name: 'Cancel order DO9002' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this lab test order?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Choose a reason');
    await user.click(within(dialog).getByRole('radio', { name: 'My doctor changed the tests' }));
    await user.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    await waitFor(() => expect(screen.getByTestId('diagnostic-order-DO9002')).toHaveTextContent('Cancelled: My doctor changed the tests'));
  });

  it('shows only her mother’s lab test orders when Sunita’s details led here, and the whole family’s again on asking', async () => {
    const { user } = await renderApp('/healthcare/diagnostics-orders?member=fm-3', { signInAs: DEMO.subscriber });
    expect(await screen.findByText(/Only Sunita Agarwal’s lab test orders are shown\./)).toBeVisible();
    const shown = await screen.findAllByTestId(/^diagnostic-order-/);
    expect(shown.length).toBeGreaterThan(0);
    for (const order of shown) expect(order).toHaveTextContent('Sunita Agarwal');
    await user.click(screen.getByRole('link', { name: 'Show the whole family’s' }));
    await waitFor(() => expect(screen.getAllByTestId(/^diagnostic-order-/).length).toBeGreaterThan(shown.length));
  });

  it('reschedules a booked visit to another slot', async () => {
    const { user } = await renderApp('/healthcare/diagnostics-orders', { signInAs: DEMO.subscriber });
    const upcoming = await screen.findByTestId('diagnostic-order-DO9002');
    const before = within(upcoming).getByTestId('collection-slot').textContent;
    await user.click(within(upcoming).getByRole('button', { name: 'Reschedule order DO9002' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reschedule the collection' });
    const days = within(dialog).getByRole('group', { name: 'Collection date' });
    await user.click(within(days).getAllByRole('button')[3] as HTMLElement);
    const slots = await within(dialog).findByRole('group', { name: /New time/ });
    await user.click(within(slots).getAllByRole('radio')[0] as HTMLElement);
    await user.click(within(dialog).getByRole('button', { name: 'Reschedule' }));
    await waitFor(() => expect(within(screen.getByTestId('diagnostic-order-DO9002')).getByTestId('collection-slot').textContent).not.toBe(before));
  });

  it('uploads a report of tests done elsewhere, refusing a file that is not a PDF or photo at the field', async () => {
    const { user } = await renderApp('/healthcare/diagnostics-orders', { signInAs: DEMO.patient });
    const input = await screen.findByLabelText(/Upload a lab report/);
    await user.upload(input, new File(['just some notes'], 'notes.pdf', { type: 'application/pdf' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('notes.pdf: Upload a PDF or a photo (JPEG or PNG) of the report.');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    await user.upload(input, new File(['%PDF-1.4\n%%EOF\n'], 'thyroid-march.pdf', { type: 'application/pdf' }));
    const uploaded = await screen.findByRole('list', { name: 'Uploaded reports' });
    expect(within(uploaded).getByRole('link', { name: /thyroid-march\.pdf/ })).toHaveAttribute('href', expect.stringMatching(/^data:application\/pdf;base64,/));
  });

  it('says at the file when the server finds the report too large, naming the file and the limit', async () => {
    const { user, services } = await renderApp('/healthcare/diagnostics-orders', { signInAs: DEMO.patient });
    vi.spyOn(services.get(DIAGNOSTICS.DiagnosticsApi), 'uploadReport').mockResolvedValueOnce(
      Err({ kind: 'too-large', message: 'This file is too large: uploads may be at most 10 MB.' }),
    );
    const input = await screen.findByLabelText(/Upload a lab report/);
    await user.upload(input, new File(['%PDF-1.4\n%%EOF\n'], 'full-body-scan.pdf', { type: 'application/pdf' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('full-body-scan.pdf was not uploaded. This file is too large: uploads may be at most 10 MB.');
    expect(input).toHaveAttribute('aria-invalid', 'true');
  });

  it('lists the lab centres near the collection pincode, nearest first, each with its own page of tests', async () => {
    const { user } = await renderApp('/mdiagnostic/diagnostic');
    const list = await screen.findByRole('list', { name: 'Labs near you' });
    const centres = within(list).getAllByRole('listitem');
    expect(centres.length).toBeGreaterThan(3);
    const distances = centres.map((centre) => Number(/([\d.]+) km away/.exec(centre.textContent ?? '')?.[1] ?? '0'));
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    const first = within(centres[0] as HTMLElement).getByRole('link');
    const name = first.textContent ?? '';
    await user.click(first);
    expect(await screen.findByRole('heading', { level: 1, name })).toBeVisible();
    expect(await screen.findByRole('link', { name: 'HbA1c (Glycosylated Haemoglobin)' })).toBeVisible();
  });

  it('asks for a pincode before listing labs', async () => {
    localStorage.removeItem('zipcode');
    await renderApp('/mdiagnostic/all');
    expect(await screen.findByText('Add your pincode to see the labs near you.')).toBeVisible();
  });

  it('lists lab test orders in the Diagnostics tab of My Orders', async () => {
    const { user } = await renderApp('/patient/myOrders', { signInAs: DEMO.subscriber });
    await user.click(await screen.findByRole('tab', { name: 'Diagnostics' }));
    expect(await screen.findByTestId('diagnostic-order-DO9001')).toHaveTextContent('Report ready');
  });
});

