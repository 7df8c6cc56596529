import { Err, Ok } from 'ts-results-es';
import { describe, expect, it, vi } from 'vitest';
import type { PharmacyApi } from './ports';
import { ADDRESS_MESSAGES, AddressBook, addressSummary, type AddressBookDeps, type AddressForm } from './address-book';
import { address, cart, testApi, testErrors } from './test-support';
import { testQueries } from '../shared/test-doubles';

const FORM: AddressForm = {
  name: 'Priya Sharma',
  mobileNumber: '98765 43210',
  line1: ' 12 MG Road ',
  line2: 'Indiranagar',
  landmark: '',
  pincode: '560 038',
  city: 'Bengaluru',
  state: 'Karnataka',
  kind: 'HOME',
};

function book(api: Partial<PharmacyApi>, deps: Partial<AddressBookDeps> = {}) {
  return new AddressBook({ api: testApi(api), errors: testErrors().errors, pincodes: null, location: null, geocoder: null, queries: testQueries(), ...deps });
}

describe('AddressBook', () => {
  it('lists the primary address first', async () => {
    const list = await book({ addresses: async () => Ok([address({ id: 'a' }), address({ id: 'b', isPrimary: true })]) }).list().value();
    expect(list.unwrap().map((a) => a.id)).toEqual(['b', 'a']);
  });

  it('shows every wrong field’s message and sends nothing', async () => {
    const addAddress = vi.fn<PharmacyApi['addAddress']>();
    const saved = await book({ addAddress }).save({ ...FORM, name: '', mobileNumber: '12345', line1: ' ', pincode: '012345', kind: 'PALACE' });
    expect(saved.isErr() && saved.error.kind === 'invalid' && saved.error.fields).toEqual({
      name: 'Enter your name',
      mobileNumber: 'Enter a 10-digit mobile number',
      line1: 'Enter the house number and street',
      pincode: 'A pincode cannot start with 0',
      kind: 'Choose Home, Work or Other',
    });
    expect(addAddress).not.toHaveBeenCalled();
  });

  it('adds a new address, tidied, once however often Save is pressed', async () => {
    const addAddress = vi.fn<PharmacyApi['addAddress']>(async (input) => Ok(address({ ...input, id: 'new' })));
    const addresses = book({ addAddress });
    const [first, second] = await Promise.all([addresses.save(FORM), addresses.save(FORM)]);
    expect(first?.isOk()).toBe(true);
    expect(second?.isErr() && second.error.kind).toBe('in-progress');
    expect(addAddress).toHaveBeenCalledTimes(1);
    expect(addAddress).toHaveBeenCalledWith(expect.objectContaining({ mobileNumber: '9876543210', line1: '12 MG Road', pincode: '560038' }));
  });

  it('updates an address it was given the id of', async () => {
    const updateAddress = vi.fn<PharmacyApi['updateAddress']>(async (id, input) => Ok(address({ ...input, id })));
    await book({ updateAddress }).save(FORM, 'a-7');
    expect(updateAddress).toHaveBeenCalledWith('a-7', expect.objectContaining({ city: 'Bengaluru' }));
  });

  it('shows a saved address in the address list at once, then fetches the list again', async () => {
    let listed = [address({ id: 'a-1', isPrimary: true })];
    const addresses = book({
      addresses: async () => Ok(listed),
      addAddress: async (input) => {
        const added = address({ ...input, id: 'a-2' });
        listed = [...listed, added];
        return Ok(added);
      },
      deleteAddress: async () => Ok(null),
    });
    const list = addresses.list();
    const stop = list.subscribe(() => undefined);
    await list.value();

    const saved = addresses.save(FORM);
    await vi.waitFor(() => expect(list.state.kind === 'ready' && list.state.value.map((a) => a.id)).toEqual(['a-1', 'a-2']));
    await saved;
    expect(list.state).toMatchObject({ kind: 'ready' });

    await addresses.remove('a-1');
    expect(list.state.kind === 'ready' && list.state.value.map((a) => a.id)).toEqual(['a-2']);
    stop();
  });

  it('round-trips an address through its form', () => {
    const addresses = book({});
    const form = addresses.formFrom(address());
    expect(addresses.validate(form).unwrap()).toEqual({ ...form });
  });

  it('makes the chosen address the cart’s address', async () => {
    const setCartAddress = vi.fn<PharmacyApi['setCartAddress']>(async (id) => Ok(cart({ addressId: id })));
    const chosen = await book({ setCartAddress }).deliverTo('a-2');
    expect(chosen.unwrap().addressId).toBe('a-2');
  });

  it('leaves a refused delivery address to the picker that shows it, and toasts it for a page that moves on without a word', async () => {
    const refused = { kind: 'rejected', message: 'We do not deliver to this pincode yet' } as const;
    const { errors, toasts } = testErrors();
    const addresses = new AddressBook({ api: testApi({ setCartAddress: async () => Err(refused) }), errors, pincodes: null, location: null, geocoder: null, queries: testQueries() });

    expect((await addresses.deliverTo('a-2')).isErr()).toBe(true);
    expect(toasts).toEqual([]);

    expect((await addresses.deliverTo('a-2', 'toast')).isErr()).toBe(true);
    expect(toasts).toEqual(['We do not deliver to this pincode yet']);
  });

  it('fills city and state from a pincode, and says when the pincode is unknown', async () => {
    const searchPincode = vi.fn(async (pincode: string) =>
      pincode === '560038' ? Ok({ city: 'Bengaluru', state: 'Karnataka' }) : Err({ kind: 'not-found' as const, message: 'Data Not Found' }),
    );
    const addresses = book({}, { pincodes: { searchPincode } });
    expect((await addresses.lookUpPincode('560 038')).unwrap()).toEqual({ city: 'Bengaluru', state: 'Karnataka' });
    const unknown = await addresses.lookUpPincode('999999');
    expect(unknown.isErr() && unknown.error).toEqual({ kind: 'not-found', message: ADDRESS_MESSAGES.pincodeNotFound });
    const invalid = await addresses.lookUpPincode('12');
    expect(invalid.isErr() && invalid.error.kind).toBe('invalid');
    expect(searchPincode).toHaveBeenCalledTimes(2);
  });

  it('turns the device’s position into an address', async () => {
    const reverse = vi.fn(async () => Ok({ line1: '5 Park Street', pincode: '700016', city: 'Kolkata', state: 'West Bengal' }));
    const addresses = book(
      {},
      { location: { current: async () => Ok({ latitude: 22.55, longitude: 88.35 }) }, geocoder: { reverse } },
    );
    const found = await addresses.locate();
    expect(found.unwrap()).toMatchObject({ line1: '5 Park Street', pincode: '700016', city: 'Kolkata' });
    expect(reverse).toHaveBeenCalledWith({ latitude: 22.55, longitude: 88.35 });
  });

  it('explains a refused, missing or failed location in words the patient can act on', async () => {
    const geocoder = { reverse: async () => Err({ kind: 'server' as const, status: 500, message: '' }) };
    const denied = await book({}, { location: { current: async () => Err({ kind: 'denied' as const }) }, geocoder }).locate();
    expect(denied.isErr() && denied.error.message).toBe(ADDRESS_MESSAGES.denied);
    const noAddress = await book({}, { location: { current: async () => Ok({ latitude: 1, longitude: 2 }) }, geocoder }).locate();
    expect(noAddress.isErr() && noAddress.error.message).toBe(ADDRESS_MESSAGES.noAddress);
    const notOffered = await book({}).locate();
    expect(notOffered.isErr() && notOffered.error.kind).toBe('not-offered');
  });

  it('summarises an address on one line, skipping empty parts', () => {
    expect(addressSummary(address())).toBe('12 MG Road, Indiranagar, Bengaluru 560038, Karnataka');
  });
});
