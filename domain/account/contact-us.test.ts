import { Err, Ok } from 'ts-results-es';
import { describe, expect, it, vi } from 'vitest';
import { CONTACT_MESSAGES, ContactUs, messageLength, type ContactForm } from './contact-us';
import type { AccountApi } from './ports';
import { deferred, errorPolicy, MemoryStore, PROFILE, SERVER_ERROR, stubAccountApi, stubUserApi } from './test-support';
import { testQueries } from '../shared/test-doubles';

const FORM: ContactForm = {
  name: 'Rahul Verma',
  email: 'Rahul@Example.in ',
  mobileNumber: '+91 91234-56780',
  message: 'My lab report has not arrived yet.',
};

function contactUs(api: Partial<AccountApi> = {}, signedIn = true, userApi = stubUserApi({})) {
  const policy = errorPolicy(new MemoryStore(signedIn ? { token: 't-1' } : {}));
  const accountApi = stubAccountApi(api);
  return { useCase: new ContactUs({ accountApi, userApi, errors: policy.errors, store: policy.store, queries: testQueries() }), ...policy };
}

describe('ContactUs.validate', () => {
  it('normalises the e-mail and the mobile number', () => {
    const { useCase } = contactUs();
    expect(useCase.validate(FORM).unwrap()).toEqual({
      name: 'Rahul Verma',
      email: 'rahul@example.in',
      mobileNumber: '9123456780',
      message: 'My lab report has not arrived yet.',
    });
  });

  it('wants a message of 10 to 1000 characters, counted as people count them', () => {
    const { useCase } = contactUs();
    expect(useCase.fieldError({ ...FORM, message: '   ' }, 'message')).toBe(CONTACT_MESSAGES.messageEmpty);
    expect(useCase.fieldError({ ...FORM, message: 'Help me!!' }, 'message')).toBe(CONTACT_MESSAGES.messageTooShort);
    expect(useCase.fieldError({ ...FORM, message: 'नमस्ते, मदद करें' }, 'message')).toBeNull();
    expect(useCase.fieldError({ ...FORM, message: 'a'.repeat(1000) }, 'message')).toBeNull();
    expect(useCase.fieldError({ ...FORM, message: 'a'.repeat(1001) }, 'message')).toBe(CONTACT_MESSAGES.messageTooLong);
    expect(messageLength(' 🙏🙏 ')).toBe(2);
  });

  it('names every wrong field', () => {
    const { useCase } = contactUs();
    const result = useCase.validate({ name: '', email: 'x@', mobileNumber: '12345', message: 'short' });
    expect(result.isErr() && Object.keys(result.error.fields).sort()).toEqual(['email', 'message', 'mobileNumber', 'name']);
  });
});

describe('ContactUs.prefill', () => {
  it('fills name, e-mail and mobile from the profile when signed in', async () => {
    const { useCase } = contactUs();
    expect((await useCase.prefill().value()).unwrap()).toEqual({
      name: 'Rahul Verma',
      email: PROFILE.email,
      mobileNumber: PROFILE.mobileNumber,
      message: '',
    });
  });

  it('starts blank for a visitor without asking the server', async () => {
    const userProfile = vi.fn();
    const { useCase } = contactUs({}, false, stubUserApi({ userProfile }));
    expect((await useCase.prefill().value()).unwrap()).toEqual({ name: '', email: '', mobileNumber: '', message: '' });
    expect(userProfile).not.toHaveBeenCalled();
  });

  it('starts blank when the profile cannot be read', async () => {
    const { useCase } = contactUs({}, true, stubUserApi({ userProfile: () => Promise.resolve(Err(SERVER_ERROR)) }));
    expect(((await useCase.prefill().value()).unwrap()).name).toBe('');
  });

  it('toasts the server’s reason when it refuses the profile, since the form says nothing of it (spec §8)', async () => {
    const { useCase, notifier } = contactUs({}, true, stubUserApi({ userProfile: () => Promise.resolve(Err({ kind: 'rejected', message: 'Profile is being updated, try later' })) }));
    expect((await useCase.prefill().value()).unwrap()).toEqual({ name: '', email: '', mobileNumber: '', message: '' });
    expect(notifier.shown).toEqual([{ messages: 'Profile is being updated, try later', tone: 'error' }]);
  });
});

describe('ContactUs.send', () => {
  it('sends the normalised message once, even when asked twice', async () => {
    const call = deferred<null>();
    const contact = vi.fn(() => call.promise);
    const { useCase } = contactUs({ contactUs: contact });
    const first = useCase.send(FORM);
    expect((await useCase.send(FORM)).isErr()).toBe(true);
    call.resolve(Ok(null));
    expect((await first).isOk()).toBe(true);
    expect(contact).toHaveBeenCalledTimes(1);
    expect(contact).toHaveBeenCalledWith(expect.objectContaining({ email: 'rahul@example.in', mobileNumber: '9123456780' }));
  });

  it('returns the server failure for the page to show in place', async () => {
    const { useCase, notifier } = contactUs({ contactUs: () => Promise.resolve(Err(SERVER_ERROR)) });
    const result = await useCase.send(FORM);
    expect(result.isErr() && result.error).toEqual(SERVER_ERROR);
    expect(notifier.shown).toEqual([]);
  });
});
