import { Err, Ok } from 'ts-results-es';
import { describe, expect, it, vi } from 'vitest';
import { addTestMessage, DiagnosticCartService, CART_MESSAGES } from './cart';
import { describeApiError } from '../shared/errors';
import type { DiagnosticsApi } from './ports';
import { CollectionZipcode } from './search';
import { cart, memoryStore, testApi, testErrors, THYROCARE } from './test-support';

function setup(api: Partial<DiagnosticsApi>, storage: Record<string, string> = { token: 't', zipcode: '560038' }) {
  const store = memoryStore(storage);
  const toasts: { message: string; tone: string }[] = [];
  const { errors, toasts: handlerToasts } = testErrors();
  const service = new DiagnosticCartService({
    api: testApi(api),
    store,
    zipcode: new CollectionZipcode(store),
    errors,
    notifier: { show: (message, tone) => toasts.push({ message: String(message), tone: tone ?? 'info' }), showAfterReload: () => undefined },
  });
  return { service, toasts, handlerToasts };
}

const BENGALURU = { serviceable: true, city: { id: 'blr', name: 'Bengaluru', state: 'Karnataka' } };
const HBA1C = { id: 'LT0003', name: 'HbA1c (Glycosylated Haemoglobin)' };

describe('DiagnosticCartService', () => {
  it('loads the cart for a page that offers "add to cart" once, and again for each visit of the cart page', async () => {
    const read = vi.fn(async () => Ok(cart()));
    const { service } = setup({ cart: read });
    service.loaded$.subscribe().unsubscribe();
    await vi.waitFor(() => expect(service.current).not.toBeNull());
    service.loaded$.subscribe().unsubscribe();
    expect(read).toHaveBeenCalledTimes(1);
    service.refreshed$.subscribe().unsubscribe();
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('sends a visitor to login with a refer back to the test, calling nothing', async () => {
    const { service } = setup({}, {});
    const added = await service.add(HBA1C, '/healthcare/testDetails/LT0003');
    expect(added.isErr() && added.error).toEqual({ kind: 'login-required', loginPath: '/auth/login?refer=/healthcare/testDetails/LT0003_addToCart__true' });
  });

  it('asks for the collection pincode before adding, since prices depend on the city', async () => {
    const { service } = setup({}, { token: 't' });
    const added = await service.add(HBA1C, '/healthcare/testDetails/LT0003');
    expect(added.isErr() && added.error).toEqual({ kind: 'zipcode-needed', message: CART_MESSAGES.zipcodeNeeded });
  });

  it('adds in the zipcode’s city, then reads the cart with the lab comparison and says so', async () => {
    const addToCart = vi.fn(async () => Ok(cart({ comparison: [] })));
    const read = vi.fn(async () => Ok(cart()));
    const { service, toasts } = setup({ availability: async () => Ok(BENGALURU), addToCart, cart: read });
    const added = await service.add(HBA1C, '/healthcare/testDetails/LT0003', 'testDetails');
    expect(addToCart).toHaveBeenCalledWith({ itemId: 'LT0003', itemName: HBA1C.name, cityId: 'blr', vendor: null, from: 'testDetails' });
    expect(read).toHaveBeenCalledWith({ cityId: 'blr', isComparisonNeeded: true });
    expect(added.unwrap().comparison).toHaveLength(3);
    expect(toasts).toEqual([{ message: `${HBA1C.name} added to your cart`, tone: 'success' }]);
  });

  it('refuses a pincode home collection does not reach', async () => {
    const { service } = setup({ availability: async () => Ok({ serviceable: false, city: null }) });
    const added = await service.add(HBA1C, '/x');
    expect(added.isErr() && added.error.kind).toBe('not-serviceable');
  });

  it('toasts the server’s nested message when adding fails (spec §8), once, and tells the page it was said', async () => {
    const { service, toasts, handlerToasts } = setup({ availability: async () => Ok(BENGALURU), addToCart: async () => Err({ kind: 'rejected', message: 'This test is not offered in Bengaluru' }) });
    const added = await service.add(HBA1C, '/x');
    expect(added.isErr() && added.error).toEqual({ kind: 'announced' });
    // Through the error policy, which applies §8's cart-add rule; nothing else speaks of it.
    expect(handlerToasts).toEqual(['This test is not offered in Bengaluru']);
    expect(toasts).toEqual([]);
  });

  it('shows a failed first load as the cart’s state, and toasts a refused reload of a cart already on show', async () => {
    const read = vi.fn<DiagnosticsApi['cart']>().mockResolvedValueOnce(Err({ kind: 'rejected', message: 'Prices are being updated' }));
    const { service, handlerToasts } = setup({ cart: read });
    await service.load();
    expect(handlerToasts).toEqual([]);
    read.mockResolvedValueOnce(Ok(cart())).mockResolvedValueOnce(Err({ kind: 'rejected', message: 'Prices are being updated' }));
    await service.load();
    await service.load();
    expect(service.current).not.toBeNull();
    expect(handlerToasts).toEqual(['Prices are being updated']);
  });

  it('switches to another lab that does every test, and refuses one that does not', async () => {
    const replacePreferred = vi.fn(async () => Ok(cart({ labId: 'thyrocare' })));
    const { service } = setup({ cart: vi.fn().mockResolvedValueOnce(Ok(cart())).mockResolvedValue(Ok(cart({ labId: 'thyrocare' }))), replacePreferred });
    await service.load();
    const refused = await service.switchLab('redcliffe');
    expect(refused.isErr() && refused.error).toEqual({ kind: 'invalid', message: CART_MESSAGES.labMissingTests });
    expect(replacePreferred).not.toHaveBeenCalled();
    const switched = await service.switchLab(THYROCARE.id);
    expect(replacePreferred).toHaveBeenCalledWith({ labId: 'thyrocare', cityId: 'blr' });
    expect(switched.unwrap().labId).toBe('thyrocare');
  });

  it('sends one change at a time however often it is clicked', async () => {
    let finish: () => void = () => undefined;
    const updateCart = vi.fn(() => new Promise<ReturnType<typeof Ok<ReturnType<typeof cart>>>>((resolve) => (finish = () => resolve(Ok(cart({ familyMemberId: 'f-1' }))))));
    const { service } = setup({ cart: async () => Ok(cart()), updateCart });
    await service.load();
    const first = service.forWhom('f-1');
    const second = await service.forWhom('f-1');
    expect(second.isErr() && second.error.kind).toBe('busy');
    finish();
    expect((await first).unwrap().familyMemberId).toBe('f-1');
    expect(updateCart).toHaveBeenCalledTimes(1);
  });

  it('keeps the comparison when who it is for or the address changes', async () => {
    const { service } = setup({ cart: async () => Ok(cart()), updateCart: async () => Ok(cart({ addressId: 'a-1', comparison: [] })) });
    await service.load();
    const updated = await service.collectFrom({ id: 'a-1', pincode: '560038' });
    expect(updated.unwrap().comparison).toHaveLength(3);
  });
});

describe('addTestMessage', () => {
  it('says why a test could not be added where the page must, and nothing where login, a press already out or a toast has it', () => {
    expect(addTestMessage({ kind: 'zipcode-needed', message: CART_MESSAGES.zipcodeNeeded })).toBe(CART_MESSAGES.zipcodeNeeded);
    expect(addTestMessage({ kind: 'not-serviceable', message: CART_MESSAGES.notServiceable })).toBe(CART_MESSAGES.notServiceable);
    expect(addTestMessage({ kind: 'network' })).toBe(describeApiError({ kind: 'network' }));
    for (const kind of ['busy', 'announced'] as const) expect(addTestMessage({ kind })).toBeNull();
    expect(addTestMessage({ kind: 'login-required', loginPath: '/auth/login' })).toBeNull();
  });
});
