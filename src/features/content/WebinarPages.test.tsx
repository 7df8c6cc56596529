import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { switchLanguage } from '../../i18n/i18n';
import { CONTENT } from '../../app/modules/content/tokens';
import { renderApp } from '../../test/render-app';

afterEach(async () => {
  await switchLanguage('en');
});

const CHILD_NUTRITION = 'Feeding your child right: from first foods to school tiffin';
const HEART = 'Heart health after 40: know your numbers';

/** The page's schema.org data, as a search engine reads it. */
function structuredData(): Record<string, unknown>[] {
  return [...document.querySelectorAll('script[type="application/ld+json"]')].map((script) => JSON.parse(script.textContent ?? '{}') as Record<string, unknown>);
}

function titlesIn(section: string): string[] {
  return within(screen.getByRole('region', { name: section }))
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.querySelector('a')?.textContent ?? '');
}

describe('Webinars page', () => {
  it('lists the upcoming webinars soonest first, then the past ones latest first with their recordings', async () => {
    await renderApp('/Webinars');
    // The file's first page also loads and seeds the fake backend, which on a loaded machine takes many seconds.
    await screen.findByRole('region', { name: 'Upcoming webinars' }, { timeout: 45_000 });

    expect(titlesIn('Upcoming webinars')).toEqual([CHILD_NUTRITION, 'PCOS: beyond the pill', 'Caring for ageing parents at home']);
    expect(titlesIn('Past webinars')).toEqual(['Stress, sleep and you: mental wellness for working adults', HEART, 'Living well with diabetes through the festive season']);
    expect(screen.getByRole('link', { name: `Watch the recording: ${HEART} (opens in a new tab)` })).toHaveAttribute(
      'href',
      'https://videos.carewell.in/webinars/heart-health-after-40',
    );
    expect(screen.getByText('Full')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: `Details and registration: ${CHILD_NUTRITION}` })).toHaveAttribute('href', '/webinar?id=child-nutrition-first-years');
    expect(within(screen.getByRole('region', { name: 'Upcoming webinars' })).getAllByText(/IST/)[0]?.tagName).toBe('TIME');
  }, 60_000);

  it('is in Hindi, the webinars’ own words as sent', async () => {
    await switchLanguage('hi');
    await renderApp('/Webinars');
    expect(await screen.findByRole('region', { name: 'आने वाले वेबिनार' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'पिछले वेबिनार' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: CHILD_NUTRITION })).toHaveAttribute('translate', 'no');
    expect(screen.getAllByText('रिकॉर्डिंग देखें').length).toBeGreaterThan(0);
  });
});

describe('Webinars for search engines', () => {
  it('describes the webinar on its page as an online Event starting in IST, organised by us', async () => {
    await renderApp('/webinar?id=child-nutrition-first-years');
    // The first page in a run also seeds the fake backend, which on a loaded machine takes many seconds.
    await screen.findByRole('heading', { level: 1, name: new RegExp(CHILD_NUTRITION) }, { timeout: 45_000 });
    const [event] = structuredData();
    expect(event).toMatchObject({
      '@type': 'Event',
      name: CHILD_NUTRITION,
      eventAttendanceMode: 'https://schema.org/OnlineEventAttendanceMode',
      location: { '@type': 'VirtualLocation', url: `${window.location.origin}/webinar?id=child-nutrition-first-years` },
      organizer: { '@type': 'Organization', name: 'CareWell' },
      performer: [
        { '@type': 'Person', name: 'Dr. Sunita Agarwal' },
        { '@type': 'Person', name: 'Ms. Neha Kapoor' },
      ],
    });
    expect(String(event?.startDate)).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:00\+05:30$/);
  }, 60_000);

  it('describes each upcoming webinar on the list as an Event, and no past one', async () => {
    await renderApp('/Webinars');
    await screen.findByRole('region', { name: 'Upcoming webinars' });
    expect(structuredData().map((each) => each.name)).toEqual([CHILD_NUTRITION, 'PCOS: beyond the pill', 'Caring for ageing parents at home']);
  });
});

describe('Webinar page', () => {
  it('shows the webinar and its speakers, checks each field, registers, and offers the calendar file', async () => {
    const { user } = await renderApp('/webinar?id=child-nutrition-first-years');
    expect(await screen.findByRole('heading', { level: 1, name: new RegExp(CHILD_NUTRITION.replace(/[()]/g, '.')) })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Dr. Sunita Agarwal' })).toHaveAttribute('href', '/healthcare/speakers-profile?id=sp-sunita-agarwal');
    expect(screen.getByText('MD (Paediatrics)')).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: 'Mobile number' }), '12345');
    await user.type(screen.getByRole('textbox', { name: 'E-mail address' }), 'kavya@');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Enter your name')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'E-mail address' })).toHaveValue('kavya@');

    await user.type(screen.getByRole('textbox', { name: 'Your name' }), 'Kavya Menon');
    await user.clear(screen.getByRole('textbox', { name: 'Mobile number' }));
    await user.type(screen.getByRole('textbox', { name: 'Mobile number' }), '98450 12345');
    await user.clear(screen.getByRole('textbox', { name: 'E-mail address' }));
    await user.type(screen.getByRole('textbox', { name: 'E-mail address' }), 'kavya.menon@example.com');
    await user.click(screen.getByRole('button', { name: 'Register' }));

    const confirmation = await screen.findByRole('status', {}, { timeout: 10_000 });
    await within(confirmation).findByText('You are registered');
    expect(confirmation).toHaveTextContent(/Your registration number is WR-\d+/);
    const calendar = within(confirmation).getByRole('link', { name: 'Add to calendar' });
    expect(calendar).toHaveAttribute('download', 'child-nutrition-first-years.ics');
    const ics = decodeURIComponent((calendar.getAttribute('href') ?? '').replace(/^data:text\/calendar;charset=utf-8,/, ''));
    expect(ics).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(ics).toMatch(/\r\nDTSTART:\d{8}T053000Z\r\n/);
    expect(ics).toContain('SUMMARY:Feeding your child right: from first foods to school tiffin');
  });

  it('says so when the number is already registered, and still offers the calendar file', async () => {
    const { user, services } = await renderApp('/webinar?id=caring-for-ageing-parents');
    const form = await screen.findByRole('form', { name: 'Register for this webinar' }, { timeout: 10_000 });
    const person = { name: 'Ramesh Gupta', mobileNumber: '9812312345', email: 'ramesh@example.com' };
    expect((await services.get(CONTENT.CmsApi).registerForWebinar({ webinarId: 'caring-for-ageing-parents', ...person })).isOk()).toBe(true);

    await user.type(within(form).getByRole('textbox', { name: 'Your name' }), person.name);
    await user.type(within(form).getByRole('textbox', { name: 'Mobile number' }), '+91 98123 12345');
    await user.type(within(form).getByRole('textbox', { name: 'E-mail address' }), person.email);
    await user.click(within(form).getByRole('button', { name: 'Register' }));

    expect(await screen.findByText(/already registered for this webinar/, {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add to calendar' })).toBeInTheDocument();
  });

  it('a past webinar has its recording and no form; a full one says it is full', async () => {
    await renderApp('/webinar?id=heart-health-after-40');
    expect(await screen.findByRole('link', { name: `Watch the recording: ${HEART} (opens in a new tab)` }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.queryByRole('form')).toBeNull();

    await renderApp('/webinar?id=pcos-beyond-the-pill');
    expect(await screen.findByText(/This webinar is full/, {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.queryByRole('form')).toBeNull();
  });

  it('an unknown webinar is a page that says so, with a way to the list', async () => {
    await renderApp('/webinar?id=no-such-webinar');
    expect(await screen.findByRole('heading', { level: 1, name: 'We could not find that webinar' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See all webinars' })).toHaveAttribute('href', '/Webinars');
  });
});

describe('Speaker page', () => {
  it('shows the speaker, initials for a picture, and the webinars they speak at', async () => {
    await renderApp('/care/speakers-profile?id=sp-neha-kapoor');
    expect(await screen.findByRole('heading', { level: 1, name: 'Ms. Neha Kapoor' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByText('NK')).toHaveAttribute('aria-hidden', 'true');
    expect(titlesIn('Coming up')).toEqual([CHILD_NUTRITION, 'PCOS: beyond the pill']);
    expect(titlesIn('Held before')).toEqual(['Living well with diabetes through the festive season']);
  });

  it('an unknown speaker is a page that says so', async () => {
    await renderApp('/care/speakers-profile?id=nobody');
    expect(await screen.findByRole('heading', { level: 1, name: 'We could not find that speaker' }, { timeout: 10_000 })).toBeInTheDocument();
  });
});
