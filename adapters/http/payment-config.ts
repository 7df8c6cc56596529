import { Ok } from 'ts-results-es';
import * as v from 'valibot';
import type { ApiResult } from '../../domain/shared/errors';
import type { HttpClient } from './client';

const PaymentConfigSchema = v.object({ razorpayKeyId: v.pipe(v.string(), v.regex(/^rzp_(test|live)_\w+$/)) });

/**
 * The checkout's public key, from our API (GET /payment/config) rather than a build
 * variable: the backend that creates the payment orders knows which Razorpay account they
 * belong to, so the two cannot disagree. Asked once; a failure is asked again next time.
 */
export class HttpPaymentConfig {
  private key: string | null = null;

  constructor(private readonly http: HttpClient) {}

  async razorpayKeyId(): ApiResult<string> {
    if (this.key !== null) return Ok(this.key);
    const config = await this.http.get('/payment/config', { data: PaymentConfigSchema });
    if (config.isErr()) return config;
    this.key = config.value.razorpayKeyId;
    return Ok(this.key);
  }
}
