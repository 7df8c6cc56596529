/**
 * Helpers for the pharmacy component tests (imported only by *.test.tsx): a signed-in patient
 * on the fake backend with a cart, addresses and prescriptions seeded through the ports.
 */
import { screen } from '@testing-library/react';
import type { AddressInput } from '../../../../domain/pharmacy/model';
import { PHARMACY } from '../../../app/modules/pharmacy/tokens';
import { DEMO, renderApp, type AppHarness } from '../../../test/render-app';

/** Catalogue ids of the fake backend (fakes/pharmacy/catalogue.ts, fixed seed). */
export const MEDICINES = {
  /** Dolo 650 Tablet: no prescription needed, ₹25.83. */
  dolo: 'med-1',
  /** Pacimol 650 Tablet: not stocked at 560001. */
  pacimol: 'med-4',
  /** Augmentin 625 Duo Tablet: prescription needed, ₹161.91. */
  augmentin: 'med-26',
} as const;

export const HOME: AddressInput = {
  name: 'Rahul Verma',
  mobileNumber: '9123456780',
  line1: '14 Residency Road',
  line2: 'Shanthala Nagar',
  landmark: '',
  pincode: '560001',
  city: 'Bengaluru',
  state: 'Karnataka',
  kind: 'HOME',
};

/** A JPEG by its first bytes, whatever else follows. */
export function jpegFile(name = 'prescription.jpg', size = 2048): File {
  const bytes = new Uint8Array(size);
  bytes.set([0xff, 0xd8, 0xff, 0xe0]);
  return new File([bytes], name, { type: 'image/jpeg' });
}

export interface CartSeed {
  medicines: readonly string[];
  address?: AddressInput | null;
  prescription?: boolean;
  signInAs?: string;
}

/**
 * Opens /healthcare/Cart signed in, then fills the cart through the CartService (as the
 * search page's Add does), after the address and prescription it should start with.
 */
export async function openCart(seed: CartSeed): Promise<AppHarness> {
  const app = await renderApp('/healthcare/Cart', { signInAs: seed.signInAs ?? DEMO.patient });
  await screen.findByText('Your cart is empty.');
  const api = app.services.get(PHARMACY.PharmacyApi);
  if (seed.address) {
    const address = (await api.addAddress(seed.address)).unwrap();
    (await api.setCartAddress(address.id)).unwrap();
  }
  if (seed.prescription) (await api.uploadPrescription({ name: 'old-rx.jpg', contentType: 'image/jpeg', bytes: new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4]) })).unwrap();
  const cart = app.services.get(PHARMACY.Cart);
  for (const id of seed.medicines) {
    const medicine = (await api.medicine(id, null)).unwrap();
    (await cart.add(medicine)).unwrap();
  }
  await screen.findByRole('heading', { name: `Medicines (${seed.medicines.length})` });
  return app;
}

/** Holds a port method's answers until `release()`: for seeing what the page shows meanwhile. */
export function gate(): { wait: Promise<void>; release: () => void } {
  let release: () => void = () => undefined;
  const wait = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { wait, release };
}
