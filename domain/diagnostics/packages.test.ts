import { Err, Ok } from 'ts-results-es';
import { describe, expect, it, vi } from 'vitest';
import { customPackageTests, LabOffers, labSearchQuery, PACKAGE_MESSAGES, PACKAGE_PICKS_KEY, PackagePicks, PARTNER_TESTS_PAGE_SIZE } from './packages';
import { testQueries } from '../shared/test-doubles';
import { CollectionZipcode } from './search';
import { LAL, memoryStore, quote, testApi, testErrors } from './test-support';

const BENGALURU = { serviceable: true, city: { id: 'bengaluru', name: 'Bengaluru', state: 'Karnataka' } };
const EMPTY_PAGE = { items: [], page: 1, limit: PARTNER_TESTS_PAGE_SIZE, total: 0 };

describe('custom packages', () => {
  it('takes each chosen test once, in the order chosen', () => {
    expect(customPackageTests(['LT0003', 'LT0006', 'LT0003']).unwrap()).toEqual(['LT0003', 'LT0006']);
  });

  it('needs two to ten tests', () => {
    expect(customPackageTests(['LT0003', 'LT0003']).isErr()).toBe(true);
    const eleven = Array.from({ length: 11 }, (_, index) => `LT00${10 + index}`);
    const tooMany = customPackageTests(eleven);
    expect(tooMany.isErr() && tooMany.error).toEqual({ kind: 'invalid', message: PACKAGE_MESSAGES.size });
    expect(customPackageTests(eleven.slice(0, 10)).isOk()).toBe(true);
  });

  it('prices the package in the city of the collection pincode, asking for the pincode first', async () => {
    const customPackage = vi.fn(async () => Ok({ tests: [], quotes: [quote(LAL, 90000)] }));
    const api = testApi({ availability: async () => Ok(BENGALURU), customPackage });
    const noPincode = new LabOffers(api, new CollectionZipcode(memoryStore()), testErrors().errors, testQueries());
    const asked = await noPincode.customPackage(['LT0003', 'LT0006']);
    expect(asked.isErr() && asked.error.kind).toBe('zipcode-needed');
    const offers = new LabOffers(api, new CollectionZipcode(memoryStore({ zipcode: '560038' })), testErrors().errors, testQueries());
    expect((await offers.customPackage(['LT0003', 'LT0006', 'LT0003'])).unwrap().quotes).toHaveLength(1);
    expect(customPackage).toHaveBeenCalledWith({ testIds: ['LT0003', 'LT0006'], cityId: 'bengaluru' });
  });

  it('does not ask the labs for a pincode we do not collect at', async () => {
    const customPackage = vi.fn();
    const offers = new LabOffers(testApi({ availability: async () => Ok({ serviceable: false, city: null }), customPackage }), new CollectionZipcode(memoryStore({ zipcode: '999999' })), testErrors().errors, testQueries());
    const result = await offers.customPackage(['LT0003', 'LT0006']);
    expect(result.isErr() && result.error).toEqual({ kind: 'invalid', message: PACKAGE_MESSAGES.notServiceable });
    expect(customPackage).not.toHaveBeenCalled();
  });
});

describe('custom package picks', () => {
  it('are kept across a reload, toggled by a second pick and capped at ten', () => {
    const store = memoryStore();
    const picks = new PackagePicks(store);
    picks.toggle({ id: 'LT0003', name: 'HbA1c' });
    picks.toggle({ id: 'LT0006', name: 'Vitamin B12' });
    expect(new PackagePicks(store).current.map((pick) => pick.id)).toEqual(['LT0003', 'LT0006']);
    picks.toggle({ id: 'LT0003', name: 'HbA1c' });
    expect(picks.current.map((pick) => pick.id)).toEqual(['LT0006']);
    for (let index = 0; index < 9; index += 1) picks.toggle({ id: `LT01${index}0`, name: `Test ${index}` });
    const eleventh = picks.toggle({ id: 'LT0009', name: 'One too many' });
    expect(eleventh.isErr() && eleventh.error.message).toBe(PACKAGE_MESSAGES.size);
    expect(picks.current).toHaveLength(10);
  });

  it('start empty when what was kept is unreadable', () => {
    expect(new PackagePicks(memoryStore({ [PACKAGE_PICKS_KEY]: '{not json' })).current).toEqual([]);
  });
});

describe('a partner lab’s tests', () => {
  it('lists them all when nothing is typed and searches them otherwise', async () => {
    const partnerTests = vi.fn(async () => Ok(EMPTY_PAGE));
    const searchPartnerTests = vi.fn(async () => Ok(EMPTY_PAGE));
    const offers = new LabOffers(testApi({ partnerTests, searchPartnerTests }), new CollectionZipcode(memoryStore()), testErrors().errors, testQueries());
    await offers.partnerTestsPage('thyrocare', '  ', 2);
    expect(partnerTests).toHaveBeenCalledWith({ labId: 'thyrocare', cityId: null, page: 2, limit: PARTNER_TESTS_PAGE_SIZE });
    await offers.partnerTests('thyrocare', ' hba1c ').value();
    expect(searchPartnerTests).toHaveBeenCalledWith({ labId: 'thyrocare', q: 'hba1c', cityId: null, page: 1, limit: PARTNER_TESTS_PAGE_SIZE });
  });
});

describe('preferred product options', () => {
  it('are asked for in the city of the collection pincode, or across cities without one', async () => {
    const preferredOptions = vi.fn(async () => Ok({ preferredLabId: 'thyrocare', packages: [] }));
    const api = testApi({ availability: async () => Ok(BENGALURU), preferredOptions });
    await new LabOffers(api, new CollectionZipcode(memoryStore({ zipcode: '560038' })), testErrors().errors, testQueries()).preferredOptions('LT0003').value();
    expect(preferredOptions).toHaveBeenLastCalledWith('LT0003', 'bengaluru');
    await new LabOffers(api, new CollectionZipcode(memoryStore()), testErrors().errors, testQueries()).preferredOptions('LT0003').value();
    expect(preferredOptions).toHaveBeenLastCalledWith('LT0003', null);
  });

  it('toast the server’s reason when refused, since the test page then leaves them out without a word', async () => {
    const { errors, toasts } = testErrors();
    const api = testApi({ preferredOptions: async () => Err({ kind: 'rejected', message: 'Suggestions are paused' }) });
    const options = await new LabOffers(api, new CollectionZipcode(memoryStore()), errors, testQueries()).preferredOptions('LT0003').value();
    expect(options.isErr()).toBe(true);
    expect(toasts).toEqual(['Suggestions are paused']);
  });
});

describe('lab search', () => {
  it('needs two letters and sends the words tidied', async () => {
    expect(labSearchQuery(' a ').isErr()).toBe(true);
    const searchLabs = vi.fn(async () => Ok([]));
    const offers = new LabOffers(testApi({ searchLabs }), new CollectionZipcode(memoryStore()), testErrors().errors, testQueries());
    const short = await offers.searchLabs('x');
    expect(short.isErr() && short.error).toEqual({ kind: 'invalid', message: PACKAGE_MESSAGES.labSearch });
    expect(searchLabs).not.toHaveBeenCalled();
    await offers.searchLabs('  lal   indiranagar ');
    expect(searchLabs).toHaveBeenCalledWith({ q: 'lal indiranagar', cityId: null });
  });
});
