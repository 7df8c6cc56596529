import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode, type Ref } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { filterRecords, type MemberChoice, type OriginChoice, type RecordFilter } from '../../../domain/records/filter';
import { isOwnRecord, RECORD_KINDS, type HealthRecord, type RecordKind } from '../../../domain/records/model';
import { describeApiError, type ApiError } from '../../../domain/shared/errors';
import { formatMegabytes } from '../../../domain/shared/file-type';
import { useUseCase } from '../../app/di';
import { RECORDS } from '../../app/modules/records/tokens';
import type { PageProps } from '../../app/pages';
import { useDomainText } from '../../i18n/domain-text';
import { usePageTitle } from '../../i18n/page-titles';
import { Button, Card, Hint, PageTitle } from '../../ui/controls';
import { useDates } from '../../ui/dates';
import { Dialog } from '../../ui/Dialog';
import { SelectField, TextField } from '../../ui/form';
import { RecordsIcon, UploadPrescriptionIcon } from '../../ui/icons';
import { Loadable } from '../../ui/Loadable';
import { Tabs } from '../../ui/Tabs';
import { Tag } from '../../ui/Tag';
import { useThrottledSubmit } from '../../ui/throttled-submit';
import { useFamily } from '../../ui/use-family';
import { useFocusOnMount } from '../../ui/use-focus-on-mount';
import { useQuery } from '../../ui/use-query';
import { richText } from '../../ui/rich-text';
import { useFileUrl } from './file-url';
import { RowList } from './kit';
import { LabTrends } from './LabTrends';
import { recordsMessages } from './messages';

const NO_RECORDS: readonly HealthRecord[] = [];

/** The third tab: lab values over time (./LabTrends.tsx). */
const TRENDS = 'TRENDS' as const;

/**
 * Rows drawn at first and per "Show more": a family's years of records (500 and more) open at
 * once; the filters and the search find an old one, "Show more" walks back in time
 * (decisions.md, "Health records").
 */
const PAGE_SIZE = 20;

const Filters = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(12rem, 1fr));
  gap: 0 1rem;
  align-items: end;
`;

const Items = styled(RowList)`
  h3 {
    margin: 0 0 0.25rem;
    font-size: 1.05rem;
    overflow-wrap: anywhere;
  }
  .tools {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem 1rem;
    align-items: center;
    margin-top: 0.5rem;
  }
`;

const Viewer = styled.section`
  border: 1px solid ${({ theme }) => theme.colours.border};
  border-radius: ${({ theme }) => theme.radius};
  padding: 1rem;
  margin: 1rem 0;
  iframe,
  img {
    display: block;
    width: 100%;
    border: 0;
    margin-top: 0.75rem;
  }
  iframe {
    height: 70vh;
  }
  img {
    max-height: 70vh;
    object-fit: contain;
  }
`;

const Row = styled.div`
  display: flex;
  gap: 0.75rem;
  flex-wrap: wrap;
  margin-top: 1rem;
`;

/** The filters live in the address, so a reload, a shared link or "back" keeps them. */
function useRecordFilter(): [RecordFilter, (change: Record<string, string>) => void] {
  const [params, setParams] = useSearchParams();
  // The same filter while the address is the same, so what is worked out from it is kept.
  const filter = useMemo((): RecordFilter => {
    const tab = params.get('tab');
    const member = params.get('member') ?? '';
    const origin = params.get('type');
    return {
      kind: tab === 'PRESCRIPTION' ? 'PRESCRIPTION' : 'LAB_REPORT',
      member: member === '' ? 'ALL' : member === 'SELF' ? 'SELF' : { memberId: member },
      origin: origin === 'OURS' || origin === 'UPLOADED' ? origin : 'ALL',
      from: params.get('from') ?? '',
      to: params.get('to') ?? '',
      search: params.get('q') ?? '',
    };
  }, [params]);
  const change = (values: Record<string, string>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [name, value] of Object.entries(values)) {
          if (value === '') next.delete(name);
          else next.set(name, value);
        }
        return next;
      },
      { replace: true },
    );
  return [filter, change];
}

/**
 * The family members to filter by: the family as it is, and anyone the records name (a member
 * removed since keeps their records). The one chosen in the address is there even before either
 * has loaded, so the filter never shows "everyone" while it shows one person's records.
 */
function usePeople(records: readonly HealthRecord[], chosen: MemberChoice): { id: string; name: string | null }[] {
  const { state: family } = useFamily();
  const chosenId = typeof chosen === 'object' ? chosen.memberId : null;
  return useMemo(() => {
    const people = new Map<string, string | null>();
    if (family.kind === 'ready') for (const member of family.members) people.set(member.id, member.name);
    for (const record of records) if (record.memberId !== null && !people.has(record.memberId)) people.set(record.memberId, record.personName);
    if (chosenId !== null && !people.has(chosenId)) people.set(chosenId, null);
    return [...people].map(([id, name]) => ({ id, name }));
  }, [family, records, chosenId]);
}

const memberValue = (member: MemberChoice) => (member === 'ALL' ? '' : member === 'SELF' ? 'SELF' : member.memberId);
const originValue = (origin: OriginChoice) => (origin === 'ALL' ? '' : origin);

/**
 * /patient/health-record: every lab report and prescription of the family, newest first, in two
 * tabs; filtered by person, type and dates, searched by name; a record opens in the page and
 * downloads, and an upload can be deleted after a confirmation. `?member=` opens on one person
 * (the link on a family member's details). A third tab follows one person's lab values over time
 * (`?tab=TRENDS&parameter=HbA1c`).
 */
export default function HealthRecordPage({ route }: PageProps) {
  const title = usePageTitle(route);
  const t = recordsMessages.useT();
  const records = useUseCase(RECORDS.HealthRecords);
  const query = records.list();
  const state = useQuery(query);
  const [filter, change] = useRecordFilter();
  const [params] = useSearchParams();
  const trends = params.get('tab') === TRENDS;
  const all = state.kind === 'ready' ? state.value : NO_RECORDS;
  const people = usePeople(all, filter.member);
  // Worked out once per list and filter, not at every render of the page (a family has hundreds).
  const listed = useMemo(() => ({ records: filterRecords(all, filter), anyAtAll: all.some((record) => record.kind === filter.kind) }), [all, filter]);
  const trendsOf = typeof filter.member === 'object' ? filter.member.memberId : null;
  const trendLink = (parameter: string | null) => {
    const next = new URLSearchParams(params);
    if (parameter === null) next.delete('parameter');
    else next.set('parameter', parameter);
    return `?${next.toString()}`;
  };
  const personOptions = people.map((person) => (
    <option key={person.id} value={person.id} translate={person.name === null ? undefined : 'no'}>
      {person.name ?? t('filter.member.one')}
    </option>
  ));
  const removal = useUndoableRemoval();
  const uploadPath = filter.member !== 'ALL' ? `/patient/upload-reports?member=${encodeURIComponent(memberValue(filter.member))}` : '/patient/upload-reports';

  return (
    <Card>
      <PageTitle>
        <RecordsIcon aria-hidden="true" /> {title}
      </PageTitle>
      <p>{t('intro')}</p>
      <p>{t('private.intro')}</p>
      <p>
        <Link to={uploadPath}>
          <UploadPrescriptionIcon aria-hidden="true" /> {t('upload')}
        </Link>
      </p>
      {trends ? (
        <SelectField label={t('trends.person')} name="member" value={trendsOf ?? 'SELF'} onChange={(event) => change({ member: event.target.value, parameter: '' })}>
          <option value="SELF">{t('filter.member.self')}</option>
          {personOptions}
        </SelectField>
      ) : (
        <section aria-label={t('filters.label')} role="search">
          <Filters>
            <SelectField label={t('filter.member')} name="member" value={memberValue(filter.member)} onChange={(event) => change({ member: event.target.value })}>
              <option value="">{t('filter.member.all')}</option>
              <option value="SELF">{t('filter.member.self')}</option>
              {personOptions}
            </SelectField>
            <SelectField label={t('filter.origin')} name="type" value={originValue(filter.origin)} onChange={(event) => change({ type: event.target.value })}>
              <option value="">{t('filter.origin.all')}</option>
              <option value="OURS">{t('filter.origin.ours')}</option>
              <option value="UPLOADED">{t('filter.origin.uploaded')}</option>
            </SelectField>
            <TextField label={t('filter.from')} name="from" type="date" value={filter.from} max={filter.to || undefined} onChange={(event) => change({ from: event.target.value })} />
            <TextField label={t('filter.to')} name="to" type="date" value={filter.to} min={filter.from || undefined} onChange={(event) => change({ to: event.target.value })} />
            <TextField label={t('filter.search')} name="q" type="search" value={filter.search} onChange={(event) => change({ q: event.target.value })} />
          </Filters>
          <Button type="button" $variant="ghost" onClick={() => change({ member: '', type: '', from: '', to: '', q: '' })}>
            {t('filter.clear')}
          </Button>
        </section>
      )}
      <Row style={{ marginTop: 0, alignItems: 'center' }}>
        {/* Always there, so a screen reader hears each new notice. */}
        <p role="status" style={{ margin: 0 }}>
          {removal.notice}
        </p>
        {removal.pending !== null && (
          <Button type="button" $variant="secondary" onClick={removal.undo}>
            {t('delete.undo')}
          </Button>
        )}
      </Row>
      <Tabs
        label={t('tabs.label')}
        tabs={[...RECORD_KINDS, TRENDS].map((tab) => ({ id: tab, label: t(`tab.${tab}`) }))}
        selected={trends ? TRENDS : filter.kind}
        onSelect={(tab: RecordKind | typeof TRENDS) => change({ tab: tab === 'LAB_REPORT' ? '' : tab, parameter: '' })}
      >
        {trends ? (
          <LabTrends memberId={trendsOf} parameter={params.get('parameter')} linkTo={trendLink} />
        ) : (
          <Loadable state={state} what={t('what')} retry={query.reload}>
            {() => <RecordList key={JSON.stringify(filter)} records={listed.records} anyAtAll={listed.anyAtAll} onDelete={removal.start} />}
          </Loadable>
        )}
      </Tabs>
    </Card>
  );
}

function RecordList({ records, anyAtAll, onDelete }: { records: readonly HealthRecord[]; anyAtAll: boolean; onDelete: (record: HealthRecord) => void }) {
  const t = recordsMessages.useT();
  const [shown, setShown] = useState(PAGE_SIZE);
  const [opened, setOpened] = useState<HealthRecord | null>(null);
  const [deleting, setDeleting] = useState<HealthRecord | null>(null);
  // After "Show more", the first record it brought gets the focus: reading and tabbing go on from
  // there, where the button, now further down, would leave a keyboard behind the new rows.
  const [firstNew, setFirstNew] = useState<number | null>(null);
  const firstNewHeading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    firstNewHeading.current?.focus();
  }, [firstNew]);
  if (records.length === 0) return <Hint>{anyAtAll ? t('none') : t('empty')}</Hint>;
  const visible = records.slice(0, shown);
  return (
    <>
      {opened !== null && records.some((record) => record.id === opened.id) && <RecordViewer key={opened.id} record={opened} onClose={() => setOpened(null)} />}
      <Items aria-label={t('list.label')}>
        {visible.map((record, index) => (
          <RecordItem
            key={record.id}
            record={record}
            headingRef={index === firstNew ? firstNewHeading : undefined}
            onOpen={() => setOpened(record)}
            onDelete={() => setDeleting(record)}
          />
        ))}
      </Items>
      {records.length > PAGE_SIZE && (
        <Row>
          {/* A status, so a screen reader hears how many are shown after "Show more". */}
          <Hint role="status">
            {t('shown', { shown: visible.length, total: records.length })}
          </Hint>
          {records.length > shown && (
            <Button
              type="button"
              $variant="secondary"
              onClick={() => {
                setFirstNew(shown);
                setShown(shown + PAGE_SIZE);
              }}
            >
              {t('more')}
            </Button>
          )}
        </Row>
      )}
      {deleting !== null && (
        <DeleteDialog
          record={deleting}
          onClose={() => setDeleting(null)}
          onConfirm={() => {
            if (opened?.id === deleting.id) setOpened(null);
            setDeleting(null);
            onDelete(deleting);
          }}
        />
      )}
    </>
  );
}

function RecordItem({ record, headingRef, onOpen, onDelete }: { record: HealthRecord; headingRef?: Ref<HTMLHeadingElement>; onOpen: () => void; onDelete: () => void }) {
  const t = recordsMessages.useT();
  const { day } = useDates();
  // The visible word is the action; a screen reader hears which record too.
  const named = (key: 'open' | 'download' | 'delete' | 'private') =>
    richText((marks) => t(key, marks), {
      title: (
        <span className="visually-hidden" translate="no">
          {record.title}
        </span>
      ),
    });
  return (
    <li>
      <h3 ref={headingRef} tabIndex={headingRef === undefined ? undefined : -1} translate="no">
        {record.title}
      </h3>
      <Hint style={{ margin: 0 }}>
        {day(record.date)}
        {record.source !== '' && (
          <>
            {' · '}
            <span translate="no">{record.source}</span>
          </>
        )}
        {' · '}
        <span translate="no">{t('record.for', { name: record.personName })}</span>
        {' · '}
        {record.file.contentType === 'application/pdf' ? t('record.pdf') : t('record.image')}, {formatMegabytes(record.file.sizeBytes)}{' '}
        <Tag $tone={record.origin === 'UPLOADED' ? 'info' : 'success'}>{t(`origin.${record.origin}`)}</Tag>
        {record.fromMemberAccount && (
          <>
            {' '}
            <Tag $tone="info">{t('record.fromMember')}</Tag>
          </>
        )}
      </Hint>
      <div className="tools">
        <Button type="button" $variant="secondary" onClick={onOpen}>
          {named('open')}
        </Button>
        <DownloadLink record={record} whenReached>
          {named('download')}
        </DownloadLink>
        {record.origin === 'UPLOADED' && !record.fromMemberAccount && (
          <Button type="button" $variant="ghost" onClick={onDelete}>
            {named('delete')}
          </Button>
        )}
        {isOwnRecord(record) && <PrivateToggle record={record}>{named('private')}</PrivateToggle>}
      </div>
    </li>
  );
}

/**
 * "Private: only I can see this" on each of the patient's own records: anyone who linked them into
 * their family stops seeing it (docs/decisions.md "Privacy inside a family"). The box shows what
 * the server keeps, so a refused change leaves it as it was and says why.
 */
function PrivateToggle({ record, children }: { record: HealthRecord; children: ReactNode }) {
  const t = recordsMessages.useT();
  const say = useDomainText();
  const records = useUseCase(RECORDS.HealthRecords);
  const saving = useThrottledSubmit();
  const [failed, setFailed] = useState<ApiError | null>(null);
  const change = (isPrivate: boolean) =>
    saving.run(async () => {
      const saved = await records.setPrivate(record.id, isPrivate);
      setFailed(saved.isErr() ? saved.error : null);
    });
  return (
    <>
      <label>
        <input type="checkbox" checked={record.private} disabled={saving.busy} onChange={(event) => change(event.target.checked)} /> {children}
      </label>
      {failed !== null && <p role="alert">{t('private.failed', { title: record.title, reason: say(describeApiError(failed)) })}</p>}
    </>
  );
}

/**
 * The file's download. `whenReached` (a row of the list) makes its blob: address only once the
 * patient reaches for the link, by pointer, finger or focus; until then the file's own address
 * stands in, which downloads too.
 */
function DownloadLink({ record, whenReached = false, children }: { record: HealthRecord; whenReached?: boolean; children: ReactNode }) {
  const [reached, setReached] = useState(!whenReached);
  const url = useFileUrl(record.file.url, reached);
  const reach = reached ? undefined : () => setReached(true);
  return (
    <a href={url} download={record.file.name} onPointerEnter={reach} onPointerDown={reach} onFocus={reach}>
      {children}
    </a>
  );
}

/** The record opened in the page: a PDF in a frame, an image as it is, with its download. */
function RecordViewer({ record, onClose }: { record: HealthRecord; onClose: () => void }) {
  const t = recordsMessages.useT();
  const url = useFileUrl(record.file.url);
  const heading = useRef<HTMLHeadingElement>(null);
  useFocusOnMount(heading);
  const label = t('viewer.label', { title: record.title });
  return (
    <Viewer aria-label={label}>
      <h3 ref={heading} tabIndex={-1} style={{ marginTop: 0 }} translate="no">
        {record.title}
      </h3>
      <Row style={{ marginTop: 0 }}>
        <DownloadLink record={record}>{richText((marks) => t('download', marks), { title: <span className="visually-hidden" translate="no">{record.title}</span> })}</DownloadLink>
        <Button type="button" $variant="secondary" onClick={onClose}>
          {t('viewer.close')}
        </Button>
      </Row>
      {record.file.contentType === 'application/pdf' ? (
        <iframe src={url} title={t('viewer.pdf', { title: record.title })} />
      ) : (
        <img src={url} alt={t('viewer.image', { title: record.title })} />
      )}
    </Viewer>
  );
}

function DeleteDialog({ record, onClose, onConfirm }: { record: HealthRecord; onClose: () => void; onConfirm: () => void }) {
  const t = recordsMessages.useT();
  return (
    <Dialog title={t('delete.title')} onClose={onClose}>
      <p>{t('delete.text', { title: record.title })}</p>
      <Row>
        <Button type="button" onClick={onConfirm}>
          {t('delete.confirm')}
        </Button>
        <Button type="button" $variant="secondary" data-autofocus onClick={onClose}>
          {t('delete.keep')}
        </Button>
      </Row>
    </Dialog>
  );
}

/** How long a deleted record can be brought back before it is deleted at the server. */
const UNDO_MS = 5000;

/**
 * Delete with undo: a confirmed record leaves the list at once and the notice offers Undo for a
 * few seconds; only then is it deleted at the server. Leaving the page, or deleting another
 * record, ends the window at once (the patient did not undo). A delete the server refuses brings
 * the record back and says why.
 */
function useUndoableRemoval() {
  const t = recordsMessages.useT();
  const say = useDomainText();
  const records = useUseCase(RECORDS.HealthRecords);
  const [pending, setPending] = useState<HealthRecord | null>(null);
  const [said, setSaid] = useState<{ kind: 'deleted' | 'restored'; title: string } | { kind: 'failed'; title: string; error: ApiError } | null>(null);
  const undoWindow = useRef<{ record: HealthRecord; timer: ReturnType<typeof setTimeout> } | null>(null);

  const commit = useCallback(async () => {
    const open = undoWindow.current;
    if (open === null) return;
    clearTimeout(open.timer);
    undoWindow.current = null;
    setPending(null);
    const removed = await records.remove(open.record.id);
    if (removed.isErr()) setSaid({ kind: 'failed', title: open.record.title, error: removed.error });
  }, [records]);

  // Leaving the page, or the tab, ends the window: a tab closed at once may not get the delete out
  // (the record then stays, and can be deleted again), but a route change always does.
  useEffect(() => {
    const leave = () => void commit();
    addEventListener('pagehide', leave);
    return () => {
      removeEventListener('pagehide', leave);
      leave();
    };
  }, [commit]);

  const start = (record: HealthRecord) => {
    void commit();
    records.withdraw(record.id);
    undoWindow.current = { record, timer: setTimeout(() => void commit(), UNDO_MS) };
    setPending(record);
    setSaid({ kind: 'deleted', title: record.title });
  };

  const undo = () => {
    const open = undoWindow.current;
    if (open === null) return;
    clearTimeout(open.timer);
    undoWindow.current = null;
    records.restore(open.record.id);
    setPending(null);
    setSaid({ kind: 'restored', title: open.record.title });
  };

  const notice = said === null ? '' : said.kind === 'failed' ? t('delete.failed', { title: said.title, reason: say(describeApiError(said.error)) }) : t(said.kind, { title: said.title });
  return { pending, notice, start, undo };
}
