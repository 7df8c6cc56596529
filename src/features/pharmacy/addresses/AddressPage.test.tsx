import { screen, waitFor } from '@testing-library/react';
import { Err, Ok } from 'ts-results-es';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { THROTTLE_MS } from '../../../../domain/shared/constants';
import { TOKENS } from '../../../app/tokens';
import { PHARMACY } from '../../../app/modules/pharmacy/tokens';
import { switchLanguage } from '../../../i18n/i18n';
import { DEMO, renderApp } from '../../../test/render-app';
import { HOME, MEDICINES, openCart } from '../orders/test-kit';

afterEach(async () => {
  vi.restoreAllMocks();
  await switchLanguage('en');
});

describe('Add a new address', { timeout: 30000 }, () => {
  it('shows each wrong field’s message at the field, focuses the first, and saves nothing', async () => {
    const { user, services } = await renderApp('/healthcare/add-newaddress?return=cart', { signInAs: DEMO.patient });
    const add = vi.spyOn(services.get(PHARMACY.PharmacyApi), 'addAddress');
    const name = await screen.findByLabelText('Full name');
    // Filled from the profile: most orders go to the patient.
    await waitFor(() => expect(name).toHaveValue('Rahul Verma'));
    await user.clear(name);
    await user.clear(screen.getByLabelText('Mobile number'));
    await user.type(screen.getByLabelText('Mobile number'), '12345');
    await user.type(screen.getByLabelText('Pincode'), '012345');
    await user.click(screen.getByRole('button', { name: 'Save address' }));

    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('Enter your name');
    expect(name).toHaveFocus();
    expect(screen.getByLabelText('Mobile number')).toHaveAccessibleDescription('Enter a 10-digit mobile number');
    expect(screen.getByLabelText('House or flat number and street')).toHaveAccessibleDescription('Enter the house number and street');
    expect(screen.getByLabelText('Pincode')).toHaveAccessibleDescription(expect.stringContaining('A pincode cannot start with 0'));
    expect(screen.getByLabelText('City')).toHaveAccessibleDescription('Enter the city');
    expect(screen.getByLabelText('Mobile number')).toHaveValue('12345');
    expect(add).not.toHaveBeenCalled();
  });

  it('fills city and state from the pincode, saves the address and goes back to the cart', async () => {
    const { user, services, location } = await renderApp('/healthcare/add-newaddress?return=cart', { signInAs: DEMO.patient });
    await waitFor(() => expect(screen.getByLabelText('Full name')).toHaveValue('Rahul Verma'));
    await user.type(screen.getByLabelText('House or flat number and street'), '14 Residency Road');
    await user.type(screen.getByLabelText('Pincode'), '560001');
    await user.tab();
    await waitFor(() => expect(screen.getByLabelText('City')).toHaveValue('Bengaluru'));
    expect(screen.getByLabelText('State')).toHaveValue('Karnataka');
    await user.click(screen.getByRole('radio', { name: 'Work' }));
    await user.dblClick(screen.getByRole('button', { name: 'Save address' }));

    await waitFor(() => expect(location.current.pathname).toBe('/healthcare/Cart'));
    const saved = (await services.get(PHARMACY.PharmacyApi).addresses()).unwrap();
    expect(saved).toHaveLength(1);
    expect(saved[0]).toMatchObject({ line1: '14 Residency Road', pincode: '560001', city: 'Bengaluru', kind: 'WORK', mobileNumber: DEMO.patient });
    // Added from the cart, it becomes the cart's delivery address.
    expect((await services.get(PHARMACY.PharmacyApi).cart()).unwrap().addressId).toBe(saved[0]?.id);
  });

  it('says when the pincode is unknown, and the city and state can be typed', async () => {
    const { user } = await renderApp('/healthcare/add-newaddress', { signInAs: DEMO.patient });
    await user.type(await screen.findByLabelText('Pincode'), '999999');
    await user.tab();
    expect(await screen.findByText('We do not know this pincode. Check it, or type the city and state yourself.')).toBeVisible();
  });

  it('edits an address from the cart’s picker and keeps what was typed when saving fails', async () => {
    const { user, demo, location, clock } = await openCart({ medicines: [MEDICINES.dolo], address: HOME });
    await user.click(await screen.findByRole('link', { name: 'Edit the address of Rahul Verma, 14 Residency Road' }));
    const street = await screen.findByLabelText('House or flat number and street');
    expect(screen.getByRole('heading', { level: 1, name: 'Edit address' })).toBeVisible();
    expect(street).toHaveValue('14 Residency Road');
    await user.clear(street);
    await user.type(street, '22 Brigade Road');
    await demo.injectFault('500', 1);
    await user.click(screen.getByRole('button', { name: 'Save address' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The address was not saved.');
    expect(street).toHaveValue('22 Brigade Road');

    // Saved again once spec §9's 1500 ms throttle has passed.
    clock.advance(THROTTLE_MS);
    await user.click(screen.getByRole('button', { name: 'Save address' }));
    await waitFor(() => expect(location.current.pathname).toBe('/healthcare/Cart'));
    expect(await screen.findByRole('radio', { name: /22 Brigade Road/ })).toBeChecked();
  });

  it('deletes an address from the picker after confirming', async () => {
    const { user } = await openCart({ medicines: [MEDICINES.dolo], address: HOME });
    await user.click(await screen.findByRole('button', { name: 'Delete the address of Rahul Verma, 14 Residency Road' }));
    await user.click(screen.getByRole('button', { name: 'Delete address' }));
    expect(await screen.findByText('You have no saved address yet.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Add new address' })).toHaveAttribute('href', '/healthcare/add-newaddress?return=cart');
  });

  it('fills the address from “Use my location”, and explains a refused location', async () => {
    const { user, services } = await renderApp('/healthcare/add-newaddress', { signInAs: DEMO.patient });
    const location = services.get(TOKENS.DeviceLocation);
    vi.spyOn(location, 'current')
      .mockResolvedValueOnce(Err({ kind: 'denied' }))
      .mockResolvedValueOnce(Ok({ latitude: 12.97, longitude: 77.59 }));
    await user.click(await screen.findByRole('button', { name: 'Use my location' }));
    expect(await screen.findByText(/Location access is blocked for this site/)).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Use my location' }));
    await waitFor(() => expect(screen.getByLabelText('City')).toHaveValue('Bengaluru'));
    expect(screen.getByLabelText('Pincode')).not.toHaveValue('');
    expect(screen.getByLabelText('House or flat number and street')).not.toHaveValue('');
    expect(screen.getByText(/We filled in the address from your location/)).toBeVisible();
  });

  it('reads in Hindi: the heading, the fields, the buttons and a missing field’s message', async () => {
    await switchLanguage('hi');
    const { user } = await renderApp('/healthcare/add-newaddress?return=cart', { signInAs: DEMO.patient });
    expect(await screen.findByRole('heading', { level: 1, name: 'नया पता जोड़ें' })).toBeVisible();
    await waitFor(() => expect(screen.getByLabelText('पूरा नाम')).toHaveValue('Rahul Verma'));
    expect(screen.getByRole('button', { name: 'मेरी लोकेशन इस्तेमाल करें' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'पता सेव करें' }));
    expect(screen.getByLabelText('मकान या फ़्लैट नंबर और गली')).toHaveAccessibleDescription('मकान नंबर और गली डालें');
    expect(screen.getByRole('radio', { name: 'दफ़्तर' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'रद्द करें और वापस जाएँ' })).toHaveAttribute('href', '/healthcare/Cart');
  });
});
