import { Err, Ok, type Result } from 'ts-results-es';
import * as v from 'valibot';
import type { AnnouncedError, ErrorPolicy } from '../session/error-policy';
import type { UserProfile } from '../session/model';
import type { UserApi } from '../session/ports';
import { parseDateOfBirth } from '../shared/age';
import { parseEmail } from '../shared/email';
import type { ApiError } from '../shared/errors';
import { parsePersonName, PERSON_NAME_MESSAGES } from '../shared/person-name';
import { parsePincode } from '../shared/pincode';
import type { Clock } from '../shared/ports';
import type { Query, QueryCache } from '../shared/query';
import { PROFILE_QUERIES, type ProfileQueries } from '../session/profile';
import { schemaFromParser } from '../shared/schema';
import { EmailVerification } from './email-verification';
import { optional, SingleFlight, validateForm, type AlreadyInProgress, type InvalidForm } from './forms';
import {
  GENDERS,
  type Gender,
  type NotificationPreferences,
  type PincodeLocation,
  type ProfileCompletion,
  type ProfileField,
  type ProfileUpdate,
} from './model';
import type { AccountApi } from './ports';
import { describePhotoError, parseProfilePhotoUrl } from './profile-photo';

/** The profile form as typed: text as it stands in each field ('' when empty), the photo as a URL. */
export interface ProfileForm {
  firstName: string;
  lastName: string;
  email: string;
  /** '' or one of GENDERS */
  gender: string;
  /** '' or 'YYYY-MM-DD', the value of a date input */
  dateOfBirth: string;
  pincode: string;
  city: string;
  state: string;
  profileUrl: string | null;
}

export type ProfileFormField = keyof ProfileForm;

/** The form's details, parsed: what POST /user/editProfile receives beside the notification choices. */
export type ProfileDetails = Omit<ProfileUpdate, 'notificationPreferences'>;

export const PROFILE_MESSAGES = {
  firstNameEmpty: 'Enter your first name',
  gender: 'Choose female, male or other',
  placeCharacters: 'Use letters, spaces, dots, hyphens and brackets only',
  placeTooLong: 'Keep this under 60 characters',
  pincodeNotFound: 'We could not find this pincode. Check it, or type your city and state.',
} as const;

/** How the completion meter and its list name each field of GET /user/profileCompletion. */
export const PROFILE_FIELD_LABELS: Readonly<Record<ProfileField, string>> = {
  firstName: 'First name',
  lastName: 'Last name',
  email: 'E-mail address',
  gender: 'Gender',
  dateOfBirth: 'Date of birth',
  pincode: 'Pincode',
  profileUrl: 'Profile photo',
};

/** The form field that fixes a missing profile field (the same names, by design). */
export const FORM_FIELD_OF: Readonly<Record<ProfileField, ProfileFormField>> = {
  firstName: 'firstName',
  lastName: 'lastName',
  email: 'email',
  gender: 'gender',
  dateOfBirth: 'dateOfBirth',
  pincode: 'pincode',
  profileUrl: 'profileUrl',
};

/** '71% complete': the value text of the meter; out-of-range numbers from the server are clamped. */
export function completionText(percent: number): string {
  return `${clampPercent(percent)}% complete`;
}

export function clampPercent(percent: number): number {
  if (!Number.isFinite(percent)) return 0;
  return Math.min(100, Math.max(0, Math.round(percent)));
}

const MAX_PLACE_LENGTH = 60;

/** A city or state as people write them: 'New Delhi', 'Port Blair', 'Daman (Diu)'. */
export function parsePlaceName(input: string): Result<string, string> {
  const place = input.trim().replace(/\s+/g, ' ');
  if (!/^[\p{L}\p{M} .'’()&-]+$/u.test(place) || !/\p{L}/u.test(place)) return Err(PROFILE_MESSAGES.placeCharacters);
  if ([...place].length > MAX_PLACE_LENGTH) return Err(PROFILE_MESSAGES.placeTooLong);
  return Ok(place);
}

export function parseGender(input: string): Result<Gender, string> {
  const gender = GENDERS.find((g) => g === input.trim().toUpperCase());
  return gender ? Ok(gender) : Err(PROFILE_MESSAGES.gender);
}

/** A required name whose empty message names the field. */
function requiredName(emptyMessage: string) {
  return (input: string) => parsePersonName(input).mapErr((m) => (m === PERSON_NAME_MESSAGES.empty ? emptyMessage : m));
}

/** The rules of the profile form; built per day because a date of birth may not be in the future. */
export function profileFormSchema(today: Date) {
  return v.object({
    firstName: schemaFromParser(requiredName(PROFILE_MESSAGES.firstNameEmpty), PROFILE_MESSAGES.firstNameEmpty),
    // Many people in India go by one name, so the last name may stay empty.
    lastName: schemaFromParser(
      (input) => optional(parsePersonName)(input).map((name) => name ?? ''),
      PERSON_NAME_MESSAGES.characters,
    ),
    email: schemaFromParser(optional(parseEmail), 'Enter an e-mail address'),
    gender: schemaFromParser(optional(parseGender), PROFILE_MESSAGES.gender),
    dateOfBirth: schemaFromParser(
      optional((input) => parseDateOfBirth(input, today).map(() => input.trim())),
      'Enter a valid date of birth',
    ),
    pincode: schemaFromParser(optional(parsePincode), 'Enter a pincode'),
    city: schemaFromParser(optional(parsePlaceName), PROFILE_MESSAGES.placeCharacters),
    state: schemaFromParser(optional(parsePlaceName), PROFILE_MESSAGES.placeCharacters),
    profileUrl: v.pipe(
      v.nullable(v.string()),
      v.rawTransform<string | null, string | null>(({ dataset, addIssue, NEVER }) => {
        const parsed = parseProfilePhotoUrl(dataset.value);
        if (parsed.isErr()) {
          addIssue({ message: describePhotoError(parsed.error) });
          return NEVER;
        }
        return parsed.value;
      }),
    ),
  });
}

/** The form as a saved profile fills it. */
export function formFromProfile(profile: UserProfile): ProfileForm {
  return {
    firstName: profile.firstName,
    lastName: profile.lastName,
    email: profile.email ?? '',
    gender: profile.gender ?? '',
    dateOfBirth: profile.dateOfBirth ?? '',
    pincode: profile.pincode ?? '',
    city: profile.city ?? '',
    state: profile.state ?? '',
    profileUrl: profile.profileUrl,
  };
}

/** A saved profile as an update that changes nothing but what `changes` says. */
export function updateFromProfile(profile: UserProfile, notificationPreferences: NotificationPreferences): ProfileUpdate {
  return {
    firstName: profile.firstName,
    lastName: profile.lastName,
    email: profile.email,
    gender: profile.gender,
    dateOfBirth: profile.dateOfBirth,
    pincode: profile.pincode,
    city: profile.city,
    state: profile.state,
    profileUrl: profile.profileUrl,
    notificationPreferences,
  };
}

/** What the edit form starts from: the saved profile and the choices that must survive a save. */
export interface EditableProfile {
  profile: UserProfile;
  form: ProfileForm;
  notificationPreferences: NotificationPreferences;
}

export type SaveProfileError = InvalidForm<ProfileFormField> | AlreadyInProgress | AnnouncedError | ApiError;
export type PincodeLookupError = { kind: 'invalid'; message: string } | ApiError;

/** The header shows the name and photo; it is reloaded after a save. */
export interface HeaderRefresher {
  refreshHeader(): Promise<void>;
}

export interface ProfileEditingDeps {
  accountApi: AccountApi;
  userApi: Pick<UserApi, 'userProfile'>;
  errors: ErrorPolicy;
  clock: Clock;
  header: HeaderRefresher;
  queries: QueryCache;
  profiles: Pick<ProfileQueries, 'changed'>;
}

/** Where the session keeps what the profile pages read; under the profile's key, so a profile change covers them. */
export const PROFILE_EDITING_QUERIES = {
  editable: [...PROFILE_QUERIES.all, 'editable'],
  completion: [...PROFILE_QUERIES.all, 'completion'],
} as const;

/**
 * Completing and editing the profile (/auth/create-profile, /patient/edit-profile) and its
 * completion (/patient/my-profile): GET /user/userProfile, GET /user/searchPincode,
 * POST /user/editProfile, GET /user/profileCompletion.
 */
export class ProfileEditing {
  private readonly saving = new SingleFlight();
  /** Proving the saved e-mail address with a code (the profile's e-mail field offers it). */
  readonly emailVerification: EmailVerification;

  constructor(private readonly deps: ProfileEditingDeps) {
    this.emailVerification = new EmailVerification({ accountApi: deps.accountApi, clock: deps.clock, profiles: deps.profiles });
  }

  /** The profile and the notification choices, which a profile save must send back unchanged. */
  editable(): Query<EditableProfile> {
    return this.deps.queries.query(PROFILE_EDITING_QUERIES.editable, async () => {
      const [profile, preferences] = await Promise.all([
        this.deps.userApi.userProfile(),
        this.deps.accountApi.notificationPreferences(),
      ]);
      if (profile.isErr()) return Err(profile.error);
      if (preferences.isErr()) return Err(preferences.error);
      return Ok({ profile: profile.value, form: formFromProfile(profile.value), notificationPreferences: preferences.value });
    });
  }

  validate(form: ProfileForm): Result<ProfileDetails, InvalidForm<ProfileFormField>> {
    return validateForm(profileFormSchema(this.deps.clock.now()), { ...form });
  }

  /** The message of one field (for checking a field as the user leaves it), or null when it is fine. */
  fieldError(form: ProfileForm, field: ProfileFormField): string | null {
    const checked = this.validate(form);
    return checked.isErr() ? (checked.error.fields[field] ?? null) : null;
  }

  /** City and state for a pincode; a pincode the directory does not know is `not-found`. */
  async lookUpPincode(input: string): Promise<Result<PincodeLocation, PincodeLookupError>> {
    const pincode = parsePincode(input);
    if (pincode.isErr()) return Err({ kind: 'invalid', message: pincode.error });
    const found = await this.deps.accountApi.searchPincode(pincode.value);
    if (found.isErr()) {
      if (found.error.kind === 'not-found') return Err({ kind: 'not-found', message: PROFILE_MESSAGES.pincodeNotFound });
      return Err(found.error);
    }
    return found;
  }

  /**
   * Validates, then saves once however often it is asked while the save is out. A photo other
   * than `savedPhotoUrl` travels with the save, which makes it spec §8's image upload: its
   * failure is toasted with the server's answer (`announced`); any other failure is the form's.
   */
  async save(form: ProfileForm, notificationPreferences: NotificationPreferences, savedPhotoUrl: string | null): Promise<Result<UserProfile, SaveProfileError>> {
    const details = this.validate(form);
    if (details.isErr()) return details;
    const uploadsPhoto = details.value.profileUrl !== null && details.value.profileUrl !== savedPhotoUrl;
    return this.saving.run(async () => {
      const saved = await this.deps.accountApi.editProfile({ ...details.value, notificationPreferences });
      if (saved.isErr()) {
        if (!uploadsPhoto) return Err(saved.error);
        const told = this.deps.errors.handle(saved.error, { shown: 'catalogue', imageUpload: true });
        return Err<SaveProfileError>(told ? { kind: 'announced' } : saved.error);
      }
      // The header shows the name and photo just changed; it need not hold the page up.
      void this.deps.header.refreshHeader();
      this.deps.profiles.changed(() => saved.value);
      return saved;
    });
  }

  completion(): Query<ProfileCompletion> {
    return this.deps.queries.query(PROFILE_EDITING_QUERIES.completion, async () => {
      const completion = await this.deps.accountApi.profileCompletion();
      if (completion.isErr()) return Err(completion.error);
      return Ok({ percent: clampPercent(completion.value.percent), missing: completion.value.missing });
    });
  }
}
