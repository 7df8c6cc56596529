import type { Pincode } from '../../../domain/shared/pincode';
import type { Accreditation, LabTestSummary } from '../../../domain/diagnostics/model';
import styled from 'styled-components';
import { useUseCase } from '../../app/di';
import { DIAGNOSTICS } from '../../app/modules/diagnostics/tokens';
import { PincodeChip, type PincodeWords } from '../../ui/PincodeChip';

/** Shared pieces of the lab-test pages. */

const COLLECTION_WORDS: PincodeWords = {
  at: 'Sample collection at',
  none: 'No collection pincode yet',
  field: 'Collection pincode',
  change: 'collection pincode',
  add: 'for sample collection',
};

/** Where the sample is collected (local storage `zipcode`): prices and labs depend on it. */
export function ZipcodeChip({ onChange }: { onChange?: (zipcode: Pincode) => void }) {
  const zipcode = useUseCase(DIAGNOSTICS.CollectionZipcode);
  return <PincodeChip kept={{ pincode: zipcode, pincode$: zipcode.zipcode$ }} words={COLLECTION_WORDS} onChange={onChange} />;
}

const SAMPLE_WORDS: Record<LabTestSummary['sampleType'], string> = { BLOOD: 'Blood', URINE: 'Urine', STOOL: 'Stool', SWAB: 'Nose and throat swab' };

export function sampleText(test: Pick<LabTestSummary, 'sampleType'>): string {
  return SAMPLE_WORDS[test.sampleType];
}

export function fastingText(test: Pick<LabTestSummary, 'fastingHours'>): string {
  return test.fastingHours === 0 ? 'No fasting needed' : `Fasting ${test.fastingHours} hours`;
}

export function turnaroundText(test: Pick<LabTestSummary, 'turnaroundHours'>): string {
  return test.turnaroundHours <= 24 ? `Report in ${test.turnaroundHours} hours` : `Report in ${Math.round(test.turnaroundHours / 24)} days`;
}

const ACCREDITATION_TITLES: Record<Accreditation, string> = {
  NABL: 'NABL: accredited by the National Accreditation Board for Testing and Calibration Laboratories',
  CAP: 'CAP: accredited by the College of American Pathologists',
  ISO: 'ISO 15189: medical laboratory quality standard',
};

const Badges = styled.span`
  display: inline-flex;
  gap: 0.3rem;
  flex-wrap: wrap;
  abbr {
    text-decoration: none;
    font-size: 0.8rem;
    font-weight: 700;
    padding: 0.1rem 0.45rem;
    border-radius: 999px;
    background: ${({ theme }) => theme.colours.primarySoft};
    color: ${({ theme }) => theme.colours.primaryDark};
  }
`;

/** 'NABL CAP' badges, each spelled out for screen readers and on hover. */
export function AccreditationBadges({ accreditations }: { accreditations: readonly Accreditation[] }) {
  return (
    <Badges>
      {accreditations.map((mark) => (
        <abbr key={mark} title={ACCREDITATION_TITLES[mark]}>
          {mark}
          <span className="visually-hidden"> accredited</span>
        </abbr>
      ))}
    </Badges>
  );
}

export const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 0.75rem;
`;

export const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem 1rem;
  align-items: center;
`;

export const Muted = styled.span`
  color: ${({ theme }) => theme.colours.muted};
`;
