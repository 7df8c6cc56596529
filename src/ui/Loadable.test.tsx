import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Err, Ok, type Result } from 'ts-results-es';
import { ThemeProvider } from 'styled-components';
import { describe, expect, it } from 'vitest';
import type { ApiError } from '../../domain/shared/errors';
import type { Query } from '../../domain/shared/query';
import { testQueries } from '../../domain/shared/test-doubles';
import { Loadable } from './Loadable';
import { theme } from './theme';
import { useQuery } from './use-query';

function Reminders({ query }: { query: Query<string[]> }) {
  const state = useQuery(query);
  return (
    <Loadable state={state} what="your reminders" retry={query.reload} isEmpty={(list) => list.length === 0} empty={<p>No reminders yet.</p>}>
      {(list) => (
        <ul aria-label="Reminders">
          {list.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      )}
    </Loadable>
  );
}

function show(query: Query<string[]>) {
  return render(
    <ThemeProvider theme={theme}>
      <Reminders query={query} />
    </ThemeProvider>,
  );
}

/** Answers the server gives, in order; the last one repeats. */
function server(...answers: Result<string[], ApiError>[]) {
  let call = 0;
  return () => Promise.resolve(answers[Math.min(call++, answers.length - 1)] as Result<string[], ApiError>);
}

describe('Loadable with useQuery', () => {
  it('says what is loading, then shows the data', async () => {
    show(testQueries().query(['reminders'], server(Ok(['Dolo 650 at 9 PM']))));
    expect(screen.getByRole('status')).toHaveTextContent('Loading your reminders…');
    expect(await screen.findByRole('listitem')).toHaveTextContent('Dolo 650 at 9 PM');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('says why loading failed and tries again on the button', async () => {
    show(testQueries().query(['reminders'], server(Err({ kind: 'network' }), Ok(['Dolo 650 at 9 PM']))));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not load your reminders. You seem to be offline.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('listitem')).toHaveTextContent('Dolo 650 at 9 PM');
  });

  it('keeps the room asked for while loading, so what follows it waits below the fold', async () => {
    const query = testQueries().query(['reminders'], server(Ok(['Dolo 650 at 9 PM'])));
    render(
      <ThemeProvider theme={theme}>
        <Loadable state={{ kind: 'loading' }} what="your reminders" retry={query.reload} reserve="100vh">
          {() => null}
        </Loadable>
      </ThemeProvider>,
    );
    expect(screen.getByRole('status').parentElement).toHaveStyle({ minHeight: '100vh' });
  });

  it('shows the empty state when there is nothing yet', async () => {
    show(testQueries().query(['reminders'], server(Ok([]))));
    expect(await screen.findByText('No reminders yet.')).toBeVisible();
  });

  it('shows a page visited before at once, with what it held, while it refreshes', async () => {
    const queries = testQueries();
    const load = server(Ok(['Dolo 650 at 9 PM']), Ok(['Dolo 650 at 9 PM', 'Pan 40 at 8 AM']));
    const first = show(queries.query(['reminders'], load));
    await screen.findByRole('listitem');
    first.unmount();

    queries.invalidate(['reminders']);
    show(queries.query(['reminders'], load));
    expect(screen.getByRole('listitem')).toHaveTextContent('Dolo 650 at 9 PM');
    expect(await screen.findByText('Pan 40 at 8 AM')).toBeVisible();
  });
});
