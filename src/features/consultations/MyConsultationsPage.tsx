import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import {
  appointmentsInTab,
  consultationsFor,
  canJoin,
  checkCancel,
  checkReschedule,
  CONSULTATION_TABS,
  joinReminder,
  STATUS_LABELS,
  TAB_LABELS,
  type ConsultationTab,
} from '../../../domain/consultations/appointment-rules';
import { SPECIALITY_LABELS, type Appointment } from '../../../domain/consultations/model';
import { useObservable, useUseCase } from '../../app/di';
import type { PageProps } from '../../app/pages';
import { TOKENS } from '../../app/tokens';
import { CONSULTATIONS } from '../../app/modules/consultations/tokens';
import { useDomainText } from '../../i18n/domain-text';
import { usePageTitle } from '../../i18n/page-titles';
import { Button, Card, Hint, IconDisc, PageTitle } from '../../ui/controls';
import { ConsultationIcon, VideoCallIcon } from '../../ui/icons';
import { MemberFilterNotice } from '../../ui/MemberFilterNotice';
import { Tabs } from '../../ui/Tabs';
import { LoadFailed } from '../../ui/LoadFailed';
import { Status } from '../../ui/Status';
import { Tag } from '../../ui/Tag';
import { useQuery } from '../../ui/use-query';
import { CancelConsultationDialog, RescheduleDialog } from './dialogs';
import { useSlotLabel } from './kit';
import { consultationsMessages } from './messages';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  > li {
    padding: 1rem 0;
    border-bottom: 1px solid ${({ theme }) => theme.colours.border};
  }
  h2 {
    margin: 0;
    font-size: 1.05rem;
  }
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem 0.75rem;
  align-items: center;
  margin-top: 0.5rem;
`;

const Reminder = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  align-items: center;
  justify-content: space-between;
  padding: 0.9rem 1rem;
  margin-bottom: 1rem;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colours.primarySoft};
  border: 1px solid ${({ theme }) => theme.colours.primary};
`;

/** How often the page looks at the clock, so the reminder and Join appear on time. */
const TICK_MS = 30 * 1000;

export function callPath(appointment: Pick<Appointment, 'meetCode'>): string {
  return `/consult/video-consult?meetCode=${encodeURIComponent(appointment.meetCode)}`;
}

type Open = { kind: 'cancel' | 'reschedule'; appointment: Appointment } | null;

/**
 * /patient/consultations: upcoming, completed and cancelled consultations of the patient and
 * their family; a reminder with Join when one starts within 15 minutes; reschedule and cancel.
 */
export default function MyConsultationsPage({ route }: PageProps) {
  const consultations = useUseCase(CONSULTATIONS.MyConsultations);
  const clock = useUseCase(TOKENS.Clock);
  const t = consultationsMessages.useT();
  const say = useDomainText();
  const slotLabel = useSlotLabel();
  const title = usePageTitle(route);
  const query = consultations.appointments();
  const state = useQuery(query);
  const [tab, setTab] = useState<ConsultationTab>('upcoming');
  const [search] = useSearchParams();
  const [open, setOpen] = useState<Open>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [now, setNow] = useState(() => clock.now());
  const session = useUseCase(TOKENS.Session);
  // SSO partners' users book in the mirrored /sso flow (spec §2).
  const sso = useObservable(session.isSso$, false);

  useEffect(() => {
    const timer = setInterval(() => setNow(clock.now()), TICK_MS);
    return () => clearInterval(timer);
  }, [clock]);

  const appointments = state.kind === 'ready' ? state.value : [];
  // A reminder is for anyone's call about to start; the tabs follow the member a details page chose.
  const reminder = joinReminder(appointments, now);
  const member = search.get('member');
  const shown = appointmentsInTab(member === null ? appointments : consultationsFor(appointments, member), tab);
  const tabs = CONSULTATION_TABS.map((id) => ({ id, label: say(TAB_LABELS[id]) }));

  return (
    <Card>
      <PageTitle>{title}</PageTitle>
      {member !== null && <MemberFilterNotice memberId={member} what={t('my.what')} everyone="/patient/consultations" />}
      {notice && <Status role="status">{notice}</Status>}
      {reminder && (
        <Reminder role="status">
          <span>
            {reminder.minutesToStart > 0
              ? t('my.reminder.soon', { doctor: reminder.appointment.doctor.name, minutes: reminder.minutesToStart })
              : t('my.reminder.started', { doctor: reminder.appointment.doctor.name })}
          </span>
          <Link to={callPath(reminder.appointment)}>
            <VideoCallIcon /> {t('my.joinCall')}
          </Link>
        </Reminder>
      )}
      <Tabs label={t('my.tabs')} tabs={tabs} selected={tab} onSelect={setTab}>
        {state.kind === 'loading' && <p role="status">{t('my.loading')}</p>}
        {state.kind === 'failed' && <LoadFailed error={state.error} what={t('my.loadFailed')} retry={() => query.reload()} />}
        {state.kind === 'ready' && shown.length === 0 && (
          <>
            <IconDisc>
              <ConsultationIcon />
            </IconDisc>
            <p>
              {t('my.empty', { tab })} <Link to={`${sso ? '/sso' : '/book'}/bookSpecialist`}>{t('my.book')}</Link>
            </p>
          </>
        )}
        {shown.length > 0 && (
          <List aria-label={t('my.list', { tab })}>
            {shown.map((appointment) => (
              <AppointmentItem
                key={appointment.id}
                appointment={appointment}
                now={now}
                onCancel={() => setOpen({ kind: 'cancel', appointment })}
                onReschedule={() => setOpen({ kind: 'reschedule', appointment })}
              />
            ))}
          </List>
        )}
      </Tabs>
      {open?.kind === 'cancel' && (
        <CancelConsultationDialog
          appointment={open.appointment}
          onClose={() => setOpen(null)}
          onDone={(cancelled) => {
            setOpen(null);
            setNotice(t('my.cancelled', { doctor: cancelled.doctor.name }));
          }}
        />
      )}
      {open?.kind === 'reschedule' && (
        <RescheduleDialog
          appointment={open.appointment}
          onClose={() => setOpen(null)}
          onDone={(moved) => {
            setOpen(null);
            setNotice(t('my.rescheduled', { when: slotLabel(moved.slot) }));
          }}
        />
      )}
    </Card>
  );
}

function AppointmentItem({ appointment, now, onCancel, onReschedule }: { appointment: Appointment; now: Date; onCancel: () => void; onReschedule: () => void }) {
  const t = consultationsMessages.useT();
  const say = useDomainText();
  const slotLabel = useSlotLabel();
  const detail = `/patient/consultation-detail?id=${encodeURIComponent(appointment.id)}`;
  const tone = appointment.status === 'CANCELLED' || appointment.status === 'MISSED' ? 'warning' : appointment.status === 'COMPLETED' ? 'success' : 'info';
  return (
    <li>
      <h2>
        <Link to={detail}>
          {t('my.item', { doctor: appointment.doctor.name, when: slotLabel(appointment.slot) })}
        </Link>
      </h2>
      <Hint>{t('my.item.for', { speciality: say(SPECIALITY_LABELS[appointment.doctor.speciality]), patient: appointment.patientName })}</Hint>
      <Row>
        <Tag $tone={tone}>{say(STATUS_LABELS[appointment.status])}</Tag>
        {canJoin(appointment, now) && (
          <Link to={callPath(appointment)}>
            <VideoCallIcon /> {t('my.join')}
          </Link>
        )}
        {checkReschedule(appointment, now).allowed && (
          <Button type="button" $variant="secondary" onClick={onReschedule} aria-label={t('my.reschedule.label', { doctor: appointment.doctor.name })}>
            {t('my.reschedule')}
          </Button>
        )}
        {checkCancel(appointment, now).allowed && (
          <Button type="button" $variant="ghost" onClick={onCancel} aria-label={t('my.cancel.label', { doctor: appointment.doctor.name })}>
            {t('my.cancel')}
          </Button>
        )}
        {appointment.prescription && <Link to={`/patient/view-prescription?id=${encodeURIComponent(appointment.id)}`}>{t('my.viewPrescription')}</Link>}
      </Row>
    </li>
  );
}
