import { describe, expect, it } from 'vitest';
import type { CorporateEnquiryRequest } from '../../domain/content/model';
import type { CorporateMediaSubject } from './corporate-media-subjects';
import { err, freshSubjectEachCase, ok } from './results';

const ENQUIRY: CorporateEnquiryRequest = {
  companyName: 'Sundaram Textiles Pvt Ltd',
  contactPerson: 'Kavita Menon',
  workEmail: 'kavita.menon@sundaramtextiles.in',
  mobileNumber: '9845012345',
  city: 'Coimbatore',
  employees: '201-1000',
  message: 'Annual health checks for our mill staff.',
};

/**
 * The cases every `CorporateWellnessApi` and `MediaCenterApi` must pass: the in-memory fake and
 * the HTTP adapter over the local fake server alike (ARCHITECTURE.md, "Ports and the two backends").
 */
export function corporateMediaApiContract(name: string, makeSubject: () => Promise<CorporateMediaSubject>): void {
  describe(name, () => {
    let subject: CorporateMediaSubject;
    freshSubjectEachCase(makeSubject, (made) => (subject = made));

    it('gives what we offer employers, how it goes, and the companies whose staff register with us, signed out', async () => {
      const offer = ok(await subject.corporate.offer());
      expect(offer.services.length).toBeGreaterThanOrEqual(4);
      expect(offer.services.map((s) => s.id)).toEqual(expect.arrayContaining(['consultations', 'health-camps', 'lab-packages', 'family-plans']));
      expect(offer.steps.length).toBeGreaterThan(1);
      expect(offer.partners).toEqual(expect.arrayContaining([{ name: 'Infosys', slug: 'infosys' }]));
    });

    it('takes an employer’s enquiry and gives a reference; each enquiry its own', async () => {
      const first = ok(await subject.corporate.enquire(ENQUIRY));
      const second = ok(await subject.corporate.enquire({ ...ENQUIRY, companyName: 'Kaveri Foods' }));
      expect(first.reference).toMatch(/\S/);
      expect(second.reference).not.toBe(first.reference);
    });

    it('refuses an enquiry from a personal e-mail or without a company, saying why', async () => {
      expect(err(await subject.corporate.enquire({ ...ENQUIRY, workEmail: 'kavita@gmail.com' }))).toEqual({
        kind: 'rejected',
        message: 'Enter your work e-mail, not a personal one like Gmail or Yahoo',
      });
      expect(err(await subject.corporate.enquire({ ...ENQUIRY, companyName: ' ' }))).toMatchObject({ kind: 'rejected' });
    });

    it('gives the press room: dated releases with their text, coverage with https links, the logo, the fact sheet and the media contact', async () => {
      const room = ok(await subject.media.pressRoom());
      expect(room.releases.length).toBeGreaterThan(1);
      for (const release of room.releases) {
        expect(release.publishedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        expect(release.paragraphs.length).toBeGreaterThan(0);
      }
      expect(room.coverage.length).toBeGreaterThan(1);
      for (const story of room.coverage) {
        expect(story.url).toMatch(/^https:\/\//);
        expect(story.outlet).not.toBe('');
      }
      expect(room.logoUrl).toMatch(/^(https:\/\/|data:image\/svg\+xml,)/);
      expect(room.facts.map((f) => f.label)).toContain('Founded');
      expect(room.contact.email).toContain('@');
    });
  });
}
