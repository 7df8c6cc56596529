import type { IdGenerator } from '../../domain/shared/ports';

/** Random UUIDs: idempotency keys must not repeat across tabs or reloads. */
export class CryptoIdGenerator implements IdGenerator {
  constructor(private readonly crypto: Pick<Crypto, 'randomUUID'> = globalThis.crypto) {}

  next(): string {
    return this.crypto.randomUUID();
  }
}
