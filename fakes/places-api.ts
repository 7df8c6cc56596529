import type { HospitalDetail, HospitalPage, HospitalSearch, HospitalSuggestion, Near, PharmacyStore } from '../domain/places/model';
import type { PlacesApi } from '../domain/places/ports';
import type { ApiResult } from '../domain/shared/errors';
import type { FakeBackend } from './backend';
import { FakePlacesService } from './places-service';

/** The hospitals and stores port on the in-memory fake backend. */
export class FakePlacesApi implements PlacesApi {
  private readonly service = new FakePlacesService();

  constructor(private readonly backend: FakeBackend) {}

  hospitals(search: HospitalSearch, size: number): ApiResult<HospitalPage> {
    return this.backend.call(() => this.service.hospitals(search, size));
  }

  hospitalSuggestions(text: string): ApiResult<HospitalSuggestion[]> {
    return this.backend.call(() => this.service.hospitalSuggestions(text));
  }

  hospital(id: string): ApiResult<HospitalDetail> {
    return this.backend.call(() => this.service.hospital(id));
  }

  stores(near: Near): ApiResult<PharmacyStore[]> {
    return this.backend.call(() => this.service.stores(near));
  }
}
