import type { Result } from 'ts-results-es';
import type { ApiError } from '../../domain/shared/errors';
import type { FakeBackend } from '../backend';
import type { FakeUser } from '../state';
import { notFound } from './errors';
import type { MedicineOrderTimeline } from './order-timeline';
import { emptyPharmacyAccount, type FakeMedicineOrder, type FakePharmacyAccount } from './state';

/** A signed-in patient's pharmacy account: addresses, prescriptions, orders and payments. */
export class PharmacyAccounts {
  constructor(
    private readonly backend: FakeBackend,
    private readonly timeline: MedicineOrderTimeline,
  ) {}

  signedIn<T>(token: string | null, work: (user: FakeUser, account: FakePharmacyAccount) => Result<T, ApiError>): Result<T, ApiError> {
    return this.backend.userByToken(token).andThen((user) => work(user, this.accountOf(user.id)));
  }

  /** The work on one of the patient's orders, moved on in time first. */
  withOrder<T>(token: string | null, id: string, work: (order: FakeMedicineOrder) => Result<T, ApiError>): Result<T, ApiError> {
    return this.signedIn(token, (_user, account) => {
      const order = account.orders.find((candidate) => candidate.id === id);
      if (!order) return notFound();
      this.timeline.advance(order, account);
      return work(order);
    });
  }

  private accountOf(userId: string): FakePharmacyAccount {
    const accounts = this.backend.state.pharmacy;
    let account = accounts[userId];
    if (!account) {
      account = emptyPharmacyAccount();
      accounts[userId] = account;
    }
    return account;
  }
}
