import { render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { Err } from 'ts-results-es';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SLOT_TAKEN_MESSAGE } from '../../../domain/consultations/booking';
import { App } from '../../app/App';
import { CONSULTATIONS } from '../../app/modules/consultations/tokens';
import { PAYMENTS } from '../../app/modules/payments/tokens';
import { DEMO, renderApp } from '../../test/render-app';
import { chooseFirstSlot, DOCTORS, PRIYAS_HUSBAND, waitForDemoCheckout } from './test-kit';

afterEach(() => {
  vi.restoreAllMocks();
  for (const overlay of document.querySelectorAll('[data-demo-checkout]')) overlay.remove();
  for (const child of Array.from(document.body.children) as HTMLElement[]) child.inert = false;
  document.cookie.split(';').forEach((cookie) => (document.cookie = `${cookie.split('=')[0]?.trim()}=; max-age=0; path=/`));
});

describe('Booking a consultation', { timeout: 40000 }, () => {
  it('finds a specialist by speciality, language and fee, keeping the filters in the address', async () => {
    const { user, location } = await renderApp('/bookSpecialist');
    // A file's first page also loads the area's chunks, which on a loaded machine takes many seconds.
    await screen.findByRole('list', { name: 'Doctors' }, { timeout: 30_000 });
    await user.selectOptions(screen.getByLabelText('Speciality'), 'Dermatology');
    await user.selectOptions(screen.getByLabelText('Language'), 'Telugu');
    await user.selectOptions(screen.getByLabelText('Fee'), 'Up to ₹800');
    const doctors = await screen.findByRole('list', { name: 'Doctors' });
    await waitFor(() => expect(within(doctors).getAllByRole('listitem')).toHaveLength(1));
    expect(within(doctors).getByRole('heading', { name: DOCTORS.kavitha.name })).toBeVisible();
    expect(location.current.search).toContain('speciality=DERMATOLOGY');
    expect(within(doctors).getByRole('link', { name: `View profile and book ${DOCTORS.kavitha.name}` })).toHaveAttribute('href', `/book/doctorBio?doctorId=${DOCTORS.kavitha.id}`);
  });

  it('books a specialist for a family member: slot, for whom, reason and his records to share, summary, payment in the checkout, then the booked consultation', async () => {
    const { user, location, navigator } = await renderApp(`/book/doctorBio?doctorId=${DOCTORS.kavitha.id}`, { signInAs: DEMO.subscriber });
    expect(await screen.findByText('APMC 75512')).toBeVisible();
    const slot = await chooseFirstSlot();
    const time = slot.textContent ?? '';
    expect(time).toMatch(/^\d{1,2}:\d{2} (AM|PM)$/);
    await user.click(slot);
    await user.click(await screen.findByRole('radio', { name: new RegExp(PRIYAS_HUSBAND.name) }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    await screen.findByRole('heading', { name: 'Tell the doctor what is wrong' });
    await user.click(screen.getByRole('button', { name: 'Continue to summary' }));
    const reason = screen.getByLabelText('Reason for the consultation');
    await waitFor(() => expect(reason).toHaveFocus());
    expect(reason).toHaveAccessibleDescription(/Choose a symptom or tell the doctor/);
    await user.click(screen.getByRole('checkbox', { name: 'Skin rash' }));
    await user.type(reason, 'Itchy patches on both arms');
    // Only his own reports and prescriptions are offered to share.
    const share = screen.getByRole('group', { name: 'Share reports and prescriptions with the doctor (optional)' });
    const records = await within(share).findAllByRole('checkbox');
    expect(records.length).toBeGreaterThan(0);
    const [firstRecord] = records;
    if (!firstRecord) throw new Error('no record to share');
    const shared = firstRecord.closest('div')?.textContent ?? '';
    await user.click(firstRecord);
    await user.click(screen.getByRole('button', { name: 'Continue to summary' }));

    await screen.findByRole('heading', { name: 'Booking summary' });
    expect(await screen.findByText(PRIYAS_HUSBAND.name)).toBeVisible();
    expect(screen.getByText(/Skin rash · Itchy patches on both arms/)).toBeVisible();
    expect(await screen.findByText(shared)).toBeVisible();
    expect(screen.getByTestId('payable')).toHaveTextContent(DOCTORS.kavitha.fee);
    await user.click(screen.getByRole('button', { name: `Pay ${DOCTORS.kavitha.fee}` }));
    const checkout = await waitForDemoCheckout();
    expect(checkout).toHaveTextContent('Credits towards consultation');
    await user.click(within(checkout).getByRole('button', { name: `Pay ${DOCTORS.kavitha.fee}` }));

    await screen.findByText(/Your consultation is booked/);
    expect(location.current.pathname).toBe('/patient/consultation-detail');
    expect(screen.getByText(PRIYAS_HUSBAND.name)).toBeVisible();
    expect(screen.getByText(shared)).toBeVisible();
    expect(screen.getByText(new RegExp(time))).toBeVisible();
    await waitFor(() => expect(navigator.calls).toContainEqual({ method: 'reload' }), { timeout: 6000 });
  });

  it('quotes with the coupon chosen on the Offers page from the start, and shows it in the coupon box', async () => {
    document.cookie = 'coupon=CONSULT100; path=/';
    const { user } = await renderApp(`/book/doctorBio?doctorId=${DOCTORS.kavitha.id}`, { signInAs: DEMO.subscriber });
    await user.click(await chooseFirstSlot());
    await user.click(await screen.findByRole('radio', { name: new RegExp(PRIYAS_HUSBAND.name) }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('heading', { name: 'Tell the doctor what is wrong' });
    await user.click(screen.getByRole('checkbox', { name: 'Skin rash' }));
    await user.click(screen.getByRole('button', { name: 'Continue to summary' }));

    expect(await screen.findByText('Coupon CONSULT100')).toBeVisible();
    expect(screen.getByTestId('payable')).toHaveTextContent('₹599.00');
    expect(screen.getByLabelText('Coupon code')).toHaveValue('CONSULT100');
  });

  it('confirms a family-physician consultation the subscription covers without opening the payment', async () => {
    const { user, services } = await renderApp('/book/bookConsultationGP', { signInAs: DEMO.subscriber });
    const createAppointment = vi.spyOn(services.get(CONSULTATIONS.ConsultationApi), 'createAppointment');
    const next = await screen.findByRole('region', { name: 'Next available' });
    await user.click(await within(next).findByRole('button', { name: /^Book \d{1,2}:\d{2} (AM|PM) with Dr\./ }));
    await screen.findByRole('heading', { name: 'Tell the doctor what is wrong' });
    await user.click(screen.getByRole('checkbox', { name: 'Fever' }));
    await user.click(screen.getByRole('button', { name: 'Continue to summary' }));
    expect(await screen.findByText('Your Care Plus subscription covers this family-physician consultation in full.')).toBeVisible();
    expect(screen.getByTestId('payable')).toHaveTextContent('₹0.00');
    await user.click(screen.getByRole('button', { name: 'Confirm booking' }));
    await screen.findByText(/Your consultation is booked/);
    expect(screen.queryByRole('dialog', { name: 'Demo payment' })).not.toBeInTheDocument();
    expect(createAppointment).toHaveBeenCalledWith(expect.objectContaining({ payment: null }));
  });

  it('says a slot taken meanwhile clearly and offers the doctor’s free slots again', async () => {
    const { user, services } = await renderApp(`/book/doctorBio?doctorId=${DOCTORS.kavitha.id}`, { signInAs: DEMO.patient });
    await user.click(await chooseFirstSlot());
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(await screen.findByRole('checkbox', { name: 'Skin rash' }));
    // Another patient takes the slot between the choice and the summary.
    vi.spyOn(services.get(CONSULTATIONS.ConsultationApi), 'preBooking').mockResolvedValueOnce(Err({ kind: 'conflict', message: SLOT_TAKEN_MESSAGE }));
    await user.click(screen.getByRole('button', { name: 'Continue to summary' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Someone has just booked this slot. Please choose another time; the free slots are shown again.');
    expect(screen.getByRole('heading', { name: 'Choose another time' })).toBeVisible();
    expect(screen.queryByRole('button', { name: /^Pay/ })).not.toBeInTheDocument();
    await user.click(await chooseFirstSlot());
    expect(await screen.findByTestId('payable')).toHaveTextContent(DOCTORS.kavitha.fee);
    expect(screen.getByRole('button', { name: `Pay ${DOCTORS.kavitha.fee}` })).toBeEnabled();
  });

  it('keeps a payment whose booking failed, offers Confirm payment also after a reload, and books once with the same payment', async () => {
    const { user, services, location, navigator, unmount } = await renderApp(`/book/doctorBio?doctorId=${DOCTORS.kavitha.id}`, { signInAs: DEMO.patient });
    await user.click(await chooseFirstSlot());
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(await screen.findByRole('checkbox', { name: 'Skin rash' }));
    await user.click(screen.getByRole('button', { name: 'Continue to summary' }));
    const collect = vi.spyOn(services.get(PAYMENTS.PaymentGateway), 'collect');
    const create = vi.spyOn(services.get(CONSULTATIONS.ConsultationApi), 'createAppointment').mockResolvedValueOnce(Err({ kind: 'network' }));
    await user.click(await screen.findByRole('button', { name: `Pay ${DOCTORS.kavitha.fee}` }));
    await user.click(within(await waitForDemoCheckout()).getByRole('button', { name: `Pay ${DOCTORS.kavitha.fee}` }));

    expect(await screen.findByRole('alert')).toHaveTextContent('We received your payment but could not confirm it yet. Please press Confirm payment in a minute; do not pay again.');
    expect(screen.getByRole('button', { name: 'Confirm payment' })).toBeVisible();
    expect(screen.queryByRole('button', { name: /^Pay|Apply coupon/ })).not.toBeInTheDocument();
    const payment = create.mock.calls[0]?.[0].payment;
    expect(JSON.parse(localStorage.getItem(`payment:${payment?.paymentOrderId ?? ''}`) ?? 'null')).toEqual(payment);
    const paidBooking = `consultation-payment:${DOCTORS.kavitha.id}:${create.mock.calls[0]?.[0].slotId ?? ''}`;
    expect(JSON.parse(localStorage.getItem(paidBooking) ?? 'null')).toMatchObject({ paymentOrderId: payment?.paymentOrderId, appointment: { symptoms: ['Skin rash'] } });

    // The page reloads: what it showed is gone, the payment and the booking it paid for are kept.
    const summary = `${location.current.pathname}${location.current.search}`;
    unmount();
    render(
      <App
        container={services}
        withRouter={(routes) => <MemoryRouter initialEntries={[summary]}>{routes}</MemoryRouter>}
      />,
    );
    const confirm = await screen.findByRole('button', { name: 'Confirm payment' });
    const paid = screen.getByRole('region', { name: 'Payment' });
    expect(paid).toHaveTextContent(`Paid ${DOCTORS.kavitha.fee}`);
    expect(paid).toHaveTextContent('We received your payment for this consultation and are waiting to confirm it. Do not pay again.');
    expect(screen.queryByRole('button', { name: /^Pay/ })).not.toBeInTheDocument();

    await user.click(confirm);
    await user.click(confirm);
    await screen.findByText(/Your consultation is booked/);
    expect(create).toHaveBeenCalledTimes(2);
    expect(create.mock.calls[1]).toEqual(create.mock.calls[0]);
    expect(collect).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem(`payment:${payment?.paymentOrderId ?? ''}`)).toBeNull();
    expect(localStorage.getItem(paidBooking)).toBeNull();
    await waitFor(() => expect(navigator.calls).toContainEqual({ method: 'reload' }), { timeout: 6000 });
  });
});
