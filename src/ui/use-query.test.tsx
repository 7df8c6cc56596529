import { act, render, screen } from '@testing-library/react';
import { Profiler } from 'react';
import { Ok, type Result } from 'ts-results-es';
import { describe, expect, it } from 'vitest';
import type { ApiError } from '../../domain/shared/errors';
import type { Query } from '../../domain/shared/query';
import { ManualClock, testQueries } from '../../domain/shared/test-doubles';
import { useQuery } from './use-query';

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
});
