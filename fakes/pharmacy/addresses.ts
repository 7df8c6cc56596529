import { Ok, type Result } from 'ts-results-es';
import * as v from 'valibot';
import { AddressFormSchema } from '../../domain/pharmacy/address-form';
import type { Address } from '../../domain/pharmacy/model';
import type { ApiError } from '../../domain/shared/errors';
import type { FakeBackend } from '../backend';
import type { PharmacyAccounts } from './accounts';
import { MAX_ADDRESSES, notFound, PHARMACY_ERRORS, rejected } from './errors';

/** The address form's own rules (domain/pharmacy/address-form.ts): the server refuses what the form would. */
function parseAddress(input: unknown): Result<Omit<Address, 'id' | 'isPrimary'>, ApiError> {
  const parsed = v.safeParse(AddressFormSchema, input);
  if (!parsed.success) return rejected(parsed.issues[0]?.message ?? 'Check the address');
  return Ok({ ...parsed.output });
}

/** The patient's delivery addresses, one of them primary. */
export class FakeAddressBook {
  constructor(
    private readonly backend: FakeBackend,
    private readonly accounts: PharmacyAccounts,
  ) {}

  addresses(token: string | null): Result<Address[], ApiError> {
    return this.accounts.signedIn(token, (_user, account) => Ok(account.addresses.map((address) => ({ ...address }))));
  }

  addAddress(token: string | null, input: unknown): Result<Address, ApiError> {
    return this.accounts.signedIn(token, (_user, account) => {
      if (account.addresses.length >= MAX_ADDRESSES) return rejected(PHARMACY_ERRORS.tooManyAddresses);
      const parsed = parseAddress(input);
      if (parsed.isErr()) return parsed;
      const address: Address = { id: this.backend.newId('addr'), ...parsed.value, isPrimary: account.addresses.length === 0 };
      account.addresses.push(address);
      return Ok({ ...address });
    });
  }

  updateAddress(token: string | null, id: string, input: unknown): Result<Address, ApiError> {
    return this.accounts.signedIn(token, (_user, account) => {
      const index = account.addresses.findIndex((address) => address.id === id);
      const existing = account.addresses[index];
      if (!existing) return notFound();
      const parsed = parseAddress(input);
      if (parsed.isErr()) return parsed;
      const updated: Address = { id, ...parsed.value, isPrimary: existing.isPrimary };
      account.addresses[index] = updated;
      return Ok({ ...updated });
    });
  }

  deleteAddress(token: string | null, id: string): Result<null, ApiError> {
    return this.accounts.signedIn(token, (user, account) => {
      const existing = account.addresses.find((address) => address.id === id);
      if (!existing) return notFound();
      account.addresses = account.addresses.filter((address) => address.id !== id);
      // Orders keep their own copy of the address, so only the cart and the primary flag care.
      const next = account.addresses[0];
      if (existing.isPrimary && next) next.isPrimary = true;
      if (user.addressId === id) user.addressId = existing.isPrimary && next ? next.id : null;
      return Ok(null);
    });
  }
}
