import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import type { Prescription } from '../../../../domain/pharmacy/model';
import { describeApiError } from '../../../../domain/shared/errors';
import { formatMegabytes } from '../../../../domain/shared/file-type';
import { useUseCase } from '../../../app/di';
import { PHARMACY } from '../../../app/modules/pharmacy/tokens';
import { Button, FieldError, Hint } from '../../../ui/controls';
import { Dialog } from '../../../ui/Dialog';
import { useThrottledSubmit } from '../../../ui/throttled-submit';
import { useDomainText } from '../../../i18n/domain-text';
import { richText } from '../../../ui/rich-text';
import { useDates } from '../../../ui/dates';
import { prescriptionsMessages } from './messages';

const Items = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.5rem 1rem;
    padding: 0.6rem 0;
    border-bottom: 1px solid ${({ theme }) => theme.colours.border};
  }
  .name {
    flex: 1;
    min-width: 12rem;
    overflow-wrap: anywhere;
  }
  input[type='checkbox'] {
    width: 1.25rem;
    height: 1.25rem;
  }
`;

const Row = styled.div`
  display: flex;
  gap: 0.75rem;
  flex-wrap: wrap;
  margin-top: 1rem;
`;

function kindOf(p: Prescription): 'list.pdf' | 'list.photo' {
  return p.contentType === 'application/pdf' ? 'list.pdf' : 'list.photo';
}

/**
 * The uploaded prescriptions: each can be viewed and deleted (after a confirmation), and,
 * with `selected`, ticked to attach it to an order. A deletion leaves the library's list at once. `actions` adds buttons per prescription.
 */
export function PrescriptionList({
  prescriptions,
  selected,
  onToggle,
  actions,
}: {
  prescriptions: readonly Prescription[];
  selected?: readonly string[];
  onToggle?: (id: string, on: boolean) => void;
  actions?: (p: Prescription) => ReactNode;
}) {
  const library = useUseCase(PHARMACY.Prescriptions);
  const [confirming, setConfirming] = useState<Prescription | null>(null);
  const { busy: deleting, run } = useThrottledSubmit();
  const [error, setError] = useState<{ fileName: string; reason: string } | null>(null);
  const t = prescriptionsMessages.useT();
  const say = useDomainText();
  const { day } = useDates();
  if (prescriptions.length === 0) return <Hint>{t('list.empty')}</Hint>;

  const remove = (p: Prescription) =>
    run(async () => {
      const removed = await library.remove(p.id);
      if (removed.isErr()) {
        setError({ fileName: p.fileName, reason: describeApiError(removed.error) });
        return;
      }
      setError(null);
      setConfirming(null);
    });

  return (
    <>
      <Items aria-label={t('list.label')}>
        {prescriptions.map((p) => (
          <li key={p.id}>
            {selected && onToggle ? (
              <label className="name">
                <input type="checkbox" checked={selected.includes(p.id)} onChange={(e) => onToggle(p.id, e.target.checked)} />{' '}
                {richText((marks) => t('list.attach', { ...marks, file: p.fileName }), {
                  details: <Hint as="span">{t('list.attach.details', { kind: t(kindOf(p)), day: day(p.uploadedOn) })}</Hint>,
                })}
              </label>
            ) : (
              <span className="name">
                {p.fileName}{' '}
                <Hint as="span">{t('list.details', { kind: t(kindOf(p)), size: formatMegabytes(p.sizeBytes), day: day(p.uploadedOn) })}</Hint>
              </span>
            )}
            <a href={p.url} target="_blank" rel="noopener noreferrer">
              {richText((marks) => t('list.view', marks), { file: <span className="visually-hidden">{t('list.view.file', { file: p.fileName })}</span> })}
            </a>
            {actions?.(p)}
            <Button type="button" $variant="ghost" onClick={() => setConfirming(p)}>
              {richText((marks) => t('list.delete', marks), { file: <span className="visually-hidden">{p.fileName}</span> })}
            </Button>
          </li>
        ))}
      </Items>
      {confirming && (
        <Dialog
          title={t('delete.title')}
          onClose={() => {
            setConfirming(null);
            setError(null);
          }}
        >
          <p>{t('delete.text', { file: confirming.fileName })}</p>
          {error && <FieldError role="alert">{t('list.deleteFailed', { file: error.fileName, reason: say(error.reason) })}</FieldError>}
          <Row>
            <Button type="button" onClick={() => remove(confirming)} disabled={deleting}>
              {deleting ? t('delete.deleting') : t('delete.confirm')}
            </Button>
            <Button
              type="button"
              $variant="secondary"
              data-autofocus
              onClick={() => {
                setConfirming(null);
                setError(null);
              }}
            >
              {t('delete.keep')}
            </Button>
          </Row>
        </Dialog>
      )}
    </>
  );
}
