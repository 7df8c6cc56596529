import { act, render, screen } from '@testing-library/react';
import { Activity } from 'react';
import { BehaviorSubject } from 'rxjs';
import { Ok, type Result } from 'ts-results-es';
import { describe, expect, it } from 'vitest';
import type { ApiError } from '../../domain/shared/errors';
import type { Query } from '../../domain/shared/query';
import { ManualClock, testQueries } from '../../domain/shared/test-doubles';
import { useObservable } from '../app/di';
import { DrawnAheadPage, PageDrawnAhead } from './drawn-ahead';
import { useQuery } from './use-query';

function Reminders({ query }: { query: Query<string[]> }) {
  const state = useQuery(query);
  return <p>{state.kind === 'ready' ? state.value.join(', ') : `Reminders: ${state.kind}`}</p>;
}

/** A server whose answers the test gives one by one, counting the questions. */
function server() {
  const pending: ((answer: Result<string[], ApiError>) => void)[] = [];
  let asked = 0;
  return {
    load: () => {
      asked += 1;
      return new Promise<Result<string[], ApiError>>((resolve) => pending.push(resolve));
    },
    get asked() {
      return asked;
    },
    answer: (answer: string[]) => act(async () => pending.shift()?.(Ok(answer))),
  };
}

/** A page hidden as RouteView hides one, drawn ahead or kept from a visit before. */
function page(drawn: PageDrawnAhead, mode: 'hidden' | 'visible', children: React.ReactNode) {
  return (
    <DrawnAheadPage page={drawn}>
      <Activity mode={mode}>{children}</Activity>
    </DrawnAheadPage>
  );
}

describe('a page drawn ahead of being opened', () => {
  it('loads what it reads while hidden and is drawn with it, so opening it shows the data without a loading state', async () => {
    const clock = new ManualClock();
    const backend = server();
    const query = testQueries(clock).query(['test', 'reminders'], backend.load);
    const drawn = new PageDrawnAhead(true);
    const view = render(page(drawn, 'hidden', <Reminders query={query} />));

    expect(backend.asked).toBe(1);
    await backend.answer(['Dolo 650 at 9']);
    expect(view.container).toHaveTextContent('Dolo 650 at 9');

    drawn.shown();
    view.rerender(page(drawn, 'visible', <Reminders query={query} />));

    expect(screen.getByText('Dolo 650 at 9')).toBeVisible();
    expect(backend.asked).toBe(1);
  });

  it('is drawn with the latest value of what it watches', async () => {
    const cart = new BehaviorSubject('Cart: empty');
    function CartLine() {
      return <p>{useObservable(cart, 'Cart: not loaded')}</p>;
    }
    const view = render(page(new PageDrawnAhead(true), 'hidden', <CartLine />));
    expect(view.container).toHaveTextContent('Cart: empty');

    await act(async () => cart.next('Cart: Dolo 650 × 2'));

    expect(view.container).toHaveTextContent('Cart: Dolo 650 × 2');
  });

  it('lets go of what it read once it is let go unseen, so nothing is kept loading for it', async () => {
    const clock = new ManualClock();
    const backend = server();
    const query = testQueries(clock).query(['test', 'reminders'], backend.load);
    const drawn = new PageDrawnAhead(true);
    const view = render(page(drawn, 'hidden', <Reminders query={query} />));
    await backend.answer(['Dolo 650 at 9']);
    expect(query.hasReaders).toBe(true);

    drawn.release();
    view.unmount();

    expect(query.hasReaders).toBe(false);
  });

  it('a page kept hidden from a visit before, not drawn ahead, asks for nothing until it is shown again', () => {
    const clock = new ManualClock();
    const backend = server();
    const query = testQueries(clock).query(['test', 'reminders'], backend.load);
    render(page(new PageDrawnAhead(false), 'hidden', <Reminders query={query} />));

    expect(backend.asked).toBe(0);
  });
});
