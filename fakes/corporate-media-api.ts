import type { CorporateEnquiryReceipt, CorporateEnquiryRequest, CorporateWellnessOffer, PressRoom } from '../domain/content/model';
import type { CorporateWellnessApi, MediaCenterApi } from '../domain/content/ports';
import type { ApiResult } from '../domain/shared/errors';
import type { FakeBackend } from './backend';
import { FakeCorporateMediaService } from './cms-corporate-media';

/** The corporate wellness port on the in-memory fake backend. */
export class FakeCorporateWellnessApi implements CorporateWellnessApi {
  private readonly service: FakeCorporateMediaService;

  constructor(private readonly backend: FakeBackend) {
    this.service = new FakeCorporateMediaService(backend);
  }

  offer(): ApiResult<CorporateWellnessOffer> {
    return this.backend.call(() => this.service.corporateWellness());
  }

  enquire(request: CorporateEnquiryRequest): ApiResult<CorporateEnquiryReceipt> {
    return this.backend.call(() => this.service.enquire(request), { mutates: true });
  }
}

/** The media center port on the in-memory fake backend. */
export class FakeMediaCenterApi implements MediaCenterApi {
  private readonly service: FakeCorporateMediaService;

  constructor(private readonly backend: FakeBackend) {
    this.service = new FakeCorporateMediaService(backend);
  }

  pressRoom(): ApiResult<PressRoom> {
    return this.backend.call(() => this.service.pressRoom());
  }
}
