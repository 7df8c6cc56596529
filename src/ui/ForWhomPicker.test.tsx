import { screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { FamilyMember } from '../../domain/family/model';
import { ForWhomPicker } from './ForWhomPicker';
import { renderWithTheme, TODAY } from '../test/render-with-theme';

const members: FamilyMember[] = [
  { id: 'fm-1', name: 'Amit Sharma', relation: 'HUSBAND', gender: 'MALE', dateOfBirth: '1989-03-14', mobileNumber: '9876501234', status: 'ACTIVE', linked: false },
  { id: 'fm-9', name: 'Ramesh Sharma', relation: 'FATHER', gender: 'MALE', dateOfBirth: '1950-01-10', mobileNumber: null, status: 'INACTIVE', linked: false },
  { id: 'fm-2', name: 'Ananya Sharma', relation: 'DAUGHTER', gender: 'FEMALE', dateOfBirth: '2019-08-21', mobileNumber: null, status: 'ACTIVE', linked: false },
];

function Controlled({ onChange, onAddMember }: { onChange: (id: string | null) => void; onAddMember?: () => void }) {
  const [selected, setSelected] = useState<string | null>(null);
  return (
    <ForWhomPicker
      selfName="Priya"
      members={members}
      selected={selected}
      today={TODAY}
      onAddMember={onAddMember}
      onChange={(id) => {
        setSelected(id);
        onChange(id);
      }}
    />
  );
}

describe('ForWhomPicker', () => {
  it('offers the patient first, then each ACTIVE family member with relation and age', () => {
    renderWithTheme(<Controlled onChange={() => undefined} />);
    const group = screen.getByRole('group', { name: 'Who is this for?' });
    const choices = within(group).getAllByRole('radio');
    expect(choices.map((radio) => radio.closest('label')?.textContent)).toEqual(['Myself (Priya)', 'Amit SharmaHusband, 37 years', 'Ananya SharmaDaughter, 7 years']);
    expect(within(group).getByRole('radio', { name: 'Myself (Priya)' })).toBeChecked();
    // A member whose family slot is INACTIVE cannot be booked for.
    expect(screen.queryByText('Ramesh Sharma')).not.toBeInTheDocument();
  });

  it('is chosen with the arrow keys and reports the member’s id, null for the patient', async () => {
    const onChange = vi.fn();
    const { user } = renderWithTheme(<Controlled onChange={onChange} />);
    await user.tab();
    expect(screen.getByRole('radio', { name: 'Myself (Priya)' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: /Amit Sharma/ })).toBeChecked();
    await user.keyboard('{ArrowDown}');
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(onChange.mock.calls.map(([id]) => id)).toEqual(['fm-1', 'fm-2', 'fm-1', null]);
    expect(screen.getByRole('radio', { name: 'Myself (Priya)' })).toBeChecked();
  });

  it('chooses nobody when the chosen member is no longer offered, so the patient picks again', () => {
    renderWithTheme(<ForWhomPicker selfName="Priya" members={members} selected="fm-9" today={TODAY} onChange={() => undefined} />);
    for (const radio of screen.getAllByRole('radio')) expect(radio).not.toBeChecked();
  });

  it('offers to add a family member when the caller can, and says so when there is none yet', async () => {
    const onAdd = vi.fn();
    const { user } = renderWithTheme(<ForWhomPicker selfName="Rahul" members={[]} selected={null} today={TODAY} onChange={() => undefined} onAddMember={onAdd} />);
    expect(screen.getByText('No family members yet. Add one to book for them.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add a family member' }));
    expect(onAdd).toHaveBeenCalledTimes(1);
  });
});
