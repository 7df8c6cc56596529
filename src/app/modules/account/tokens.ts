import type { ServiceIdentifier } from 'inversify';
import type { AccountApi } from '../../../../domain/account/ports';
import type { AccountDeletion } from '../../../../domain/account/account-deletion';
import type { AccountSettings } from '../../../../domain/account/account-settings';
import type { ContactUs } from '../../../../domain/account/contact-us';
import type { ProfileEditing } from '../../../../domain/account/profile-editing';

/** The patient's profile, settings, account deletion and Contact us; their port. Bound by ./module.ts when a page of the area is first shown. */
export const ACCOUNT = {
  AccountApi: Symbol('AccountApi') as ServiceIdentifier<AccountApi>,
  ProfileEditing: Symbol('ProfileEditing') as ServiceIdentifier<ProfileEditing>,
  AccountSettings: Symbol('AccountSettings') as ServiceIdentifier<AccountSettings>,
  AccountDeletion: Symbol('AccountDeletion') as ServiceIdentifier<AccountDeletion>,
  ContactUs: Symbol('ContactUs') as ServiceIdentifier<ContactUs>,
} as const;
