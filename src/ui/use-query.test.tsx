import { act, render, screen } from '@testing-library/react';
import { Profiler } from 'react';
import { Err, Ok, type Result } from 'ts-results-es';
import { describe, expect, it } from 'vitest';
import type { ApiError } from '../../domain/shared/errors';
import type { Query } from '../../domain/shared/query';
import { ManualClock, testQueries } from '../../domain/shared/test-doubles';
import { useQuery, useQueryKeepingShown } from './use-query';

function Reminders({ query }: { query: Query<string[]> }) {
  const state = useQuery(query);
  return <p>{state.kind === 'ready' ? state.value.join(', ') : state.kind}</p>;
}

/** Shows the reminders and counts each time React renders them. */
function show(query: Query<string[]>) {
  const renders = { count: 0 };
  const view = render(
    <Profiler id="reminders" onRender={() => (renders.count += 1)}>
      <Reminders query={query} />
    </Profiler>,
  );
  return { renders, unmount: view.unmount };
}

/** A server whose answers the test gives one by one. */
function server() {
  const pending: ((answer: Result<string[], ApiError>) => void)[] = [];
  return {
    load: () => new Promise<Result<string[], ApiError>>((resolve) => pending.push(resolve)),
    answer: (answer: string[]) => act(async () => pending.shift()?.(Ok(answer))),
  };
}

describe('useQuery', () => {
  it('renders a page the patient comes back to once when its background refresh brings the same data', async () => {
    const clock = new ManualClock();
    const backend = server();
    const query = testQueries(clock).query(['test', 'reminders'], backend.load);
    const first = show(query);
    await backend.answer(['Dolo 650 at 9']);
    first.unmount();

    clock.advanceSeconds(60);
    const { renders } = show(query);
    expect(screen.getByText('Dolo 650 at 9')).toBeDefined();
    await backend.answer(['Dolo 650 at 9']);
    expect(renders.count).toBe(1);

    query.reload();
    await backend.answer(['Dolo 650 at 9', 'Vitamin D at 21']);
    expect(screen.getByText('Dolo 650 at 9, Vitamin D at 21')).toBeDefined();
  });

  it('keeps the value shown, marked busy, while the query chosen next loads, then shows its value; a failure is not hidden', async () => {
    const clock = new ManualClock();
    const backend = server();
    const queries = testQueries(clock);
    const week = queries.query(['test', 'week'], backend.load);
    const month = queries.query(['test', 'month'], backend.load);
    const year = queries.query<string[]>(['test', 'year'], () => Promise.resolve(Err({ kind: 'network' })));
    function Steps({ query }: { query: Query<string[]> }) {
      const { state, busy } = useQueryKeepingShown(query);
      return <p aria-busy={busy}>{state.kind === 'ready' ? state.value.join(', ') : state.kind}</p>;
    }
    const view = render(<Steps query={week} />);
    expect(screen.getByText('loading')).not.toHaveAttribute('aria-busy', 'true');
    await backend.answer(['7 days']);

    view.rerender(<Steps query={month} />);
    expect(screen.getByText('7 days')).toHaveAttribute('aria-busy', 'true');
    await backend.answer(['30 days']);
    expect(screen.getByText('30 days')).toHaveAttribute('aria-busy', 'false');

    view.rerender(<Steps query={year} />);
    expect(await screen.findByText('failed')).toHaveAttribute('aria-busy', 'false');
  });
});
