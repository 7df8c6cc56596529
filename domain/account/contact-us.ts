import { Err, Ok, type Result } from 'ts-results-es';
import * as v from 'valibot';
import type { ErrorPolicy } from '../session/error-policy';
import type { UserApi } from '../session/ports';
import { parseEmail } from '../shared/email';
import type { ApiError } from '../shared/errors';
import { parseMobileNumber } from '../shared/mobile-number';
import { parsePersonName } from '../shared/person-name';
import { STORAGE_KEYS, type KeyValueStore } from '../shared/ports';
import type { Query, QueryCache } from '../shared/query';
import { PROFILE_QUERIES } from '../session/profile';
import { schemaFromParser } from '../shared/schema';
import { SingleFlight, validateForm, type AlreadyInProgress, type InvalidForm } from './forms';
import type { ContactMessage } from './model';
import type { AccountApi } from './ports';

export const CONTACT_MESSAGE_MIN = 10;
export const CONTACT_MESSAGE_MAX = 1000;

export const CONTACT_MESSAGES = {
  messageEmpty: 'Write your message',
  messageTooShort: `Write at least ${CONTACT_MESSAGE_MIN} characters so we can help`,
  messageTooLong: `Keep your message to ${CONTACT_MESSAGE_MAX} characters`,
} as const;

export interface ContactForm {
  name: string;
  email: string;
  mobileNumber: string;
  message: string;
}

export type ContactField = keyof ContactForm;

/** Characters as people count them (an emoji or an accented letter is one). */
export function messageLength(message: string): number {
  return [...message.trim()].length;
}

export function parseContactMessage(input: string): Result<string, string> {
  const message = input.trim();
  const length = messageLength(message);
  if (length === 0) return Err(CONTACT_MESSAGES.messageEmpty);
  if (length < CONTACT_MESSAGE_MIN) return Err(CONTACT_MESSAGES.messageTooShort);
  if (length > CONTACT_MESSAGE_MAX) return Err(CONTACT_MESSAGES.messageTooLong);
  return Ok(message);
}

export const ContactFormSchema = v.object({
  name: schemaFromParser(parsePersonName, 'Enter your name'),
  email: schemaFromParser(parseEmail, 'Enter your e-mail address'),
  mobileNumber: schemaFromParser(parseMobileNumber, 'Enter your mobile number'),
  message: schemaFromParser(parseContactMessage, CONTACT_MESSAGES.messageEmpty),
});

export const EMPTY_CONTACT_FORM: ContactForm = { name: '', email: '', mobileNumber: '', message: '' };

export type ContactUsError = InvalidForm<ContactField> | AlreadyInProgress | ApiError;

export interface ContactUsDeps {
  accountApi: AccountApi;
  userApi: Pick<UserApi, 'userProfile'>;
  errors: ErrorPolicy;
  store: KeyValueStore;
  queries: QueryCache;
}

/** Where the session keeps the contact form's prefill, which follows the profile. */
export const CONTACT_QUERIES = {
  prefill: [...PROFILE_QUERIES.all, 'contact'],
} as const;

/** /contact-us: POST /user/contactUs, the form filled from the profile when signed in. */
export class ContactUs {
  private readonly sending = new SingleFlight();

  constructor(private readonly deps: ContactUsDeps) {}

  /**
   * What the signed-in patient need not type again; a visitor (or a failed look-up) starts
   * blank. The page says nothing of a failed look-up, so the error policy shows what §8 catalogues.
   */
  prefill(): Query<ContactForm> {
    return this.deps.queries.query(CONTACT_QUERIES.prefill, async () => {
      if (this.deps.store.get(STORAGE_KEYS.token) === null) return Ok({ ...EMPTY_CONTACT_FORM });
      const profile = await this.deps.userApi.userProfile();
      if (profile.isErr()) {
        this.deps.errors.handle(profile.error, { shown: 'catalogue' });
        return Ok({ ...EMPTY_CONTACT_FORM });
      }
      const { firstName, lastName, email, mobileNumber } = profile.value;
      return Ok({ name: `${firstName} ${lastName}`.trim(), email: email ?? '', mobileNumber, message: '' });
    });
  }

  validate(form: ContactForm): Result<ContactMessage, InvalidForm<ContactField>> {
    return validateForm(ContactFormSchema, { ...form });
  }

  fieldError(form: ContactForm, field: ContactField): string | null {
    const checked = this.validate(form);
    return checked.isErr() ? (checked.error.fields[field] ?? null) : null;
  }

  async send(form: ContactForm): Promise<Result<ContactMessage, ContactUsError>> {
    const message = this.validate(form);
    if (message.isErr()) return message;
    return this.sending.run(async () => {
      const sent = await this.deps.accountApi.contactUs(message.value);
      if (sent.isErr()) return Err(sent.error);
      return Ok(message.value);
    });
  }
}
