import * as v from 'valibot';
import type { CorporateEnquiryReceipt, CorporateEnquiryRequest, CorporateWellnessOffer, PressRoom } from '../../domain/content/model';
import type { CorporateWellnessApi, MediaCenterApi } from '../../domain/content/ports';
import type { ApiResult } from '../../domain/shared/errors';
import type { HttpClient } from './client';

const Text = v.pipe(v.string(), v.minLength(1));

/** An ISO date or timestamp; only its day is shown. */
const DayOf = v.pipe(
  v.string(),
  v.regex(/^\d{4}-\d{2}-\d{2}/),
  v.transform((text) => text.slice(0, 10)),
);

/** GET /cms/corporate-wellness (docs/api.md "Corporate wellness"). */
const OfferSchema = v.object({
  services: v.array(v.object({ id: Text, title: Text, description: v.string() })),
  steps: v.array(Text),
  partners: v.array(v.object({ name: Text, slug: Text })),
});

const ReceiptSchema = v.object({ reference: Text });

/** A link a visitor follows to another site: https only, so nothing the server sends runs as script. */
const WebAddress = v.pipe(v.string(), v.url(), v.startsWith('https://'));

/** GET /cms/media-center (docs/api.md "Media center"). */
const PressRoomSchema = v.object({
  releases: v.array(v.object({ id: Text, title: Text, publishedOn: DayOf, summary: v.string(), paragraphs: v.array(v.string()) })),
  coverage: v.array(v.object({ id: Text, outlet: Text, headline: Text, publishedOn: DayOf, url: WebAddress })),
  // An image file to save: an https address, or an inline SVG.
  logoUrl: v.pipe(
    v.string(),
    v.check((url) => url.startsWith('https://') || url.startsWith('data:image/svg+xml,'), 'the logo must be an https address or an inline SVG'),
  ),
  facts: v.array(v.object({ label: Text, value: Text })),
  contact: v.object({ name: Text, role: Text, email: Text, phone: Text }),
});

/** The corporate wellness calls over HTTP. */
export class HttpCorporateWellnessApi implements CorporateWellnessApi {
  constructor(private readonly http: HttpClient) {}

  offer(): ApiResult<CorporateWellnessOffer> {
    return this.http.get('/cms/corporate-wellness', { data: OfferSchema });
  }

  enquire(request: CorporateEnquiryRequest): ApiResult<CorporateEnquiryReceipt> {
    return this.http.post('/cms/corporate-wellness/enquiry', { body: { ...request }, data: ReceiptSchema });
  }
}

/** The media center call over HTTP. */
export class HttpMediaCenterApi implements MediaCenterApi {
  constructor(private readonly http: HttpClient) {}

  pressRoom(): ApiResult<PressRoom> {
    return this.http.get('/cms/media-center', { data: PressRoomSchema });
  }
}
