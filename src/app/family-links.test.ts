import { describe, expect, it } from 'vitest';
import { safeReferTarget } from '../../domain/navigation/refer-path';
import { addFamilyMemberPath, withFamId } from './family-links';

describe('links to the family pages', () => {
  it('carry the sending page as refer, which the add page reads back', () => {
    const path = addFamilyMemberPath('/healthcare/home-collection?step=2', 'healthcare');
    expect(path).toBe('/healthcare/add-familydetails?refer=/healthcare/home_collection_step__2');
    const refer = new URLSearchParams(path.split('?')[1]).get('refer');
    expect(safeReferTarget(refer)).toBe('/healthcare/home-collection?step=2');
  });

  it('go to /book/add-family from the booking flow', () => {
    expect(addFamilyMemberPath('/book/bookSpecialist')).toBe('/book/add-family?refer=/book/bookSpecialist');
  });

  it('hand the member back in famId, keeping the rest of the query', () => {
    expect(withFamId('/healthcare/home-collection?step=2', 'fm-41')).toBe('/healthcare/home-collection?step=2&famId=fm-41');
    expect(withFamId('/book/summary-page?famId=fm-1', 'fm-2')).toBe('/book/summary-page?famId=fm-2');
  });
});
