import { Err, Ok } from 'ts-results-es';
import { describe, expect, it, vi } from 'vitest';
import type { ApiError } from '../shared/errors';
import type { ProfileUpdate } from './model';
import {
  clampPercent,
  completionText,
  formFromProfile,
  parsePlaceName,
  PROFILE_MESSAGES,
  ProfileEditing,
  type ProfileForm,
} from './profile-editing';
import {
  deferred,
  errorPolicy,
  fixedClock,
  PREFERENCES,
  PROFILE,
  SERVER_ERROR,
  stubAccountApi,
  stubUserApi,
} from './test-support';
import type { AccountApi } from './ports';
import { testQueries } from '../shared/test-doubles';
import { ProfileQueries } from '../session/profile';

const PNG_URL = `data:image/png;base64,${Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]).toString('base64')}`;

function form(overrides: Partial<ProfileForm> = {}): ProfileForm {
  return { ...formFromProfile(PROFILE), ...overrides };
}

/** `guarded`: the account port behind the 401 guard, as the container wires it. */
function editing(api: Partial<AccountApi> = {}, { guarded = false } = {}) {
  const policy = errorPolicy();
  const header = { refreshHeader: vi.fn(() => Promise.resolve()) };
  const accountApi = stubAccountApi({
    notificationPreferences: () => Promise.resolve(Ok({ ...PREFERENCES })),
    editProfile: (update) => Promise.resolve(Ok({ ...PROFILE, ...update, id: PROFILE.id, mobileNumber: PROFILE.mobileNumber })),
    ...api,
  });
  const queries = testQueries();
  const profiles = new ProfileQueries(stubUserApi({}), policy.errors, queries);
  const useCase = new ProfileEditing({ accountApi: guarded ? policy.errors.guard(accountApi) : accountApi, userApi: stubUserApi({}), errors: policy.errors, clock: fixedClock(), header, queries, profiles });
  return { useCase, header, accountApi, profiles, ...policy };
}

describe('ProfileEditing.validate', () => {
  it('accepts an Indian profile and normalises what people type', () => {
    const { useCase } = editing();
    const details = useCase.validate(
      form({ firstName: '  K.  Srinivasan ', lastName: "D'Souza", email: ' Rahul@Example.IN ', pincode: '110 001', gender: 'female' }),
    );
    expect(details.unwrap()).toMatchObject({
      firstName: 'K. Srinivasan',
      lastName: "D'Souza",
      email: 'rahul@example.in',
      pincode: '110001',
      gender: 'FEMALE',
    });
  });

  it('turns blank optional fields into null and allows one name only', () => {
    const { useCase } = editing();
    const details = useCase.validate(
      form({ lastName: '', email: ' ', gender: '', dateOfBirth: '', pincode: '', city: '', state: '', profileUrl: null }),
    );
    expect(details.unwrap()).toEqual({
      firstName: 'Rahul',
      lastName: '',
      email: null,
      gender: null,
      dateOfBirth: null,
      pincode: null,
      city: null,
      state: null,
      profileUrl: null,
    });
  });

  it('names every wrong field with its own message', () => {
    const { useCase } = editing();
    const result = useCase.validate(
      form({ firstName: ' ', lastName: 'R2D2', email: 'rahul@', gender: 'X', dateOfBirth: '2026-06-16', pincode: '012345', city: 'Delhi 6' }),
    );
    expect(result.isErr() && result.error.fields).toEqual({
      firstName: PROFILE_MESSAGES.firstNameEmpty,
      lastName: 'Use letters, spaces, dots, hyphens and apostrophes only',
      email: 'Enter an e-mail address like name@example.com',
      gender: PROFILE_MESSAGES.gender,
      dateOfBirth: 'Date of birth cannot be in the future',
      pincode: 'A pincode cannot start with 0',
      city: PROFILE_MESSAGES.placeCharacters,
    });
  });

  it('refuses a date of birth more than 120 years before the clock’s today, and accepts today', () => {
    const { useCase } = editing();
    expect(useCase.fieldError(form({ dateOfBirth: '1906-06-14' }), 'dateOfBirth')).toBe('Date of birth cannot be more than 120 years ago');
    expect(useCase.fieldError(form({ dateOfBirth: '1906-06-15' }), 'dateOfBirth')).toBeNull();
    expect(useCase.fieldError(form({ dateOfBirth: '2026-06-15' }), 'dateOfBirth')).toBeNull();
  });

  it('refuses a photo that is not a checked JPEG or PNG data URL', () => {
    const { useCase } = editing();
    expect(useCase.fieldError(form({ profileUrl: 'data:image/jpeg;base64,' + Buffer.from('GIF89a..').toString('base64') }), 'profileUrl')).toMatch(
      /not a JPEG or PNG/,
    );
    expect(useCase.fieldError(form({ profileUrl: PNG_URL }), 'profileUrl')).toBeNull();
  });
});

describe('parsePlaceName', () => {
  it('reads city and state names with spaces, dots and brackets', () => {
    expect(parsePlaceName('  Daman  (Diu) ').unwrap()).toBe('Daman (Diu)');
    expect(parsePlaceName('Jammu & Kashmir').unwrap()).toBe('Jammu & Kashmir');
    expect(parsePlaceName('12345').isErr()).toBe(true);
    expect(parsePlaceName('A'.repeat(61)).isErr()).toBe(true);
  });
});

describe('ProfileEditing.editable', () => {
  it('returns the form filled from the profile with the saved notification choices', async () => {
    const { useCase } = editing();
    const loaded = (await useCase.editable().value()).unwrap();
    expect(loaded.form).toEqual(formFromProfile(PROFILE));
    expect(loaded.notificationPreferences).toEqual(PREFERENCES);
  });

  it('fails when the notification choices cannot be read, since a save would lose them', async () => {
    const { useCase } = editing({ notificationPreferences: () => Promise.resolve(Err(SERVER_ERROR)) });
    expect((await useCase.editable().value()).isErr()).toBe(true);
  });
});

describe('ProfileEditing.save', () => {
  it('sends the parsed details with the notification choices unchanged, then refreshes the header', async () => {
    const editProfile = vi.fn((update: ProfileUpdate) => Promise.resolve(Ok({ ...PROFILE, ...update })));
    const { useCase, header } = editing({ editProfile });
    const saved = await useCase.save(form({ firstName: 'Rahul Kumar', profileUrl: PNG_URL }), PREFERENCES, null);
    expect(saved.isOk()).toBe(true);
    expect(editProfile).toHaveBeenCalledWith(
      expect.objectContaining({ firstName: 'Rahul Kumar', profileUrl: PNG_URL, notificationPreferences: PREFERENCES }),
    );
    expect(header.refreshHeader).toHaveBeenCalledTimes(1);
  });

  it('shows the saved profile at once where it is read, and reads the completion again', async () => {
    const { useCase, profiles, accountApi } = editing({ profileCompletion: vi.fn(() => Promise.resolve(Ok({ percent: 80, missing: [] }))) });
    const mine = profiles.myProfile();
    const completion = useCase.completion();
    const shown: string[] = [];
    const stop = [mine.subscribe(() => mine.state.kind === 'ready' && shown.push(mine.state.value.firstName)), completion.subscribe(() => undefined)];
    await mine.value();
    await completion.value();

    await useCase.save(form({ firstName: 'Rahul Kumar' }), PREFERENCES, null);

    expect(shown).toContain('Rahul Kumar');
    await vi.waitFor(() => expect(accountApi.profileCompletion).toHaveBeenCalledTimes(2));
    for (const s of stop) s();
  });

  it('never calls the server with an invalid form', async () => {
    const editProfile = vi.fn();
    const { useCase } = editing({ editProfile });
    const result = await useCase.save(form({ email: 'not-an-email' }), PREFERENCES, null);
    expect(result.isErr() && result.error.kind).toBe('invalid');
    expect(editProfile).not.toHaveBeenCalled();
  });

  it('saves once when asked twice while the first save is out', async () => {
    const call = deferred<typeof PROFILE>();
    const editProfile = vi.fn(() => call.promise);
    const { useCase } = editing({ editProfile });
    const first = useCase.save(form(), PREFERENCES, null);
    const second = await useCase.save(form(), PREFERENCES, null);
    expect(second.isErr() && second.error).toEqual({ kind: 'in-progress' });
    call.resolve(Ok(PROFILE));
    expect((await first).isOk()).toBe(true);
    expect(editProfile).toHaveBeenCalledTimes(1);
    // Once the first has answered, the next save goes through.
    await useCase.save(form(), PREFERENCES, null);
    expect(editProfile).toHaveBeenCalledTimes(2);
  });

  it('toasts the server’s answer when a new photo travels with the save (spec §8’s image upload), and tells the form it was said', async () => {
    const { useCase, notifier } = editing({ editProfile: () => Promise.resolve(Err(SERVER_ERROR)) });
    const failed = await useCase.save(form({ profileUrl: PNG_URL }), PREFERENCES, null);
    expect(failed.isErr() && failed.error).toEqual({ kind: 'announced' });
    expect(notifier.shown).toEqual([{ messages: 'Internal Server Error', tone: 'error' }]);
  });

  it('leaves the failure to the form when the photo is the one already saved', async () => {
    const { useCase, notifier } = editing({ editProfile: () => Promise.resolve(Err(SERVER_ERROR)) });
    const failed = await useCase.save(form({ profileUrl: PNG_URL }), PREFERENCES, PNG_URL);
    expect(failed.isErr() && failed.error).toEqual(SERVER_ERROR);
    expect(notifier.shown).toEqual([]);
  });

  it('returns a server failure as it is, without a toast, and ends the session on a 401', async () => {
    const { useCase, notifier } = editing({ editProfile: () => Promise.resolve(Err(SERVER_ERROR)) });
    const failed = await useCase.save(form(), PREFERENCES, null);
    expect(failed.isErr() && failed.error).toEqual(SERVER_ERROR);
    expect(notifier.shown).toEqual([]);

    const unauthorized: ApiError = { kind: 'unauthorized' };
    const signedOut = editing({ editProfile: () => Promise.resolve(Err(unauthorized)) }, { guarded: true });
    await signedOut.useCase.save(form(), PREFERENCES, null);
    expect(signedOut.store.get('token')).toBeNull();
    expect(signedOut.navigator.moves).toEqual(['assign /']);
  });
});

describe('ProfileEditing.lookUpPincode', () => {
  it('parses the pincode before asking, and asks with the six digits', async () => {
    const searchPincode = vi.fn((pincode: string) =>
      Promise.resolve(Ok({ pincode, city: 'New Delhi', district: 'New Delhi', state: 'Delhi' })),
    );
    const { useCase } = editing({ searchPincode });
    expect((await useCase.lookUpPincode('1100')).isErr()).toBe(true);
    expect(searchPincode).not.toHaveBeenCalled();
    const found = await useCase.lookUpPincode('110 001');
    expect(found.unwrap().city).toBe('New Delhi');
    expect(searchPincode).toHaveBeenCalledWith('110001');
  });

  it('says what to do when the directory does not know the pincode', async () => {
    const { useCase } = editing({ searchPincode: () => Promise.resolve(Err({ kind: 'not-found', message: 'Data Not Found' })) });
    const result = await useCase.lookUpPincode('999999');
    expect(result.isErr() && result.error).toEqual({ kind: 'not-found', message: PROFILE_MESSAGES.pincodeNotFound });
  });
});

describe('profile completion', () => {
  it('reads as "71% complete" and keeps the server’s percentage within 0 to 100', async () => {
    expect(completionText(71.4)).toBe('71% complete');
    expect(clampPercent(140)).toBe(100);
    expect(clampPercent(-3)).toBe(0);
    expect(clampPercent(Number.NaN)).toBe(0);
    const { useCase } = editing({ profileCompletion: () => Promise.resolve(Ok({ percent: 105, missing: [] })) });
    expect((await useCase.completion().value()).unwrap()).toEqual({ percent: 100, missing: [] });
  });
});
