const gcs = window.getComputedStyle; window.getComputedStyle = ((el: Element) => gcs.call(window, el)) as typeof window.getComputedStyle;
import { screen } from '@testing-library/react';
import { it } from 'vitest';
import { DEMO, renderApp } from '../test/render-app';

for (let i = 0; i < 4; i++) it('prof ' + i, async () => {
  let t = performance.now();
  const lap = (l: string) => { const n = performance.now(); console.log(l, Math.round(n - t)); t = n; };
  await renderApp('/patient/consultations', { signInAs: DEMO.subscriber });
  lap('render');
  await screen.findByText('Priya');
  lap('findByText');
  screen.getByRole('button', { name: 'Account menu for Priya' });
  lap('getByRole button');
  screen.getByRole('banner');
  lap('getByRole banner');
  screen.getByText('Priya');
  lap('getByText');
  screen.getByLabelText('Care Plus Member');
  lap('getByLabelText');
  console.log('styles', document.querySelectorAll('style').length, [...document.querySelectorAll('style')].map(s => s.textContent?.length));
  console.log('elements', document.querySelectorAll('*').length);
});
