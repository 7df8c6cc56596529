/** Loopback ports of the end-to-end run; the live build is made against E2E_PORTS.api. */
export const E2E_PORTS = { api: 4010, demo: 4173, live: 4174 } as const;

export type Mode = 'fake' | 'http';

/**
 * The modes this run covers: `E2E_MODE` narrows a run to one, so `npm test` can run the two
 * modes side by side (scripts/test.sh); unset, a run covers both.
 */
export function selectedModes(): readonly Mode[] {
  const only = process.env.E2E_MODE;
  if (only === undefined || only === '') return ['fake', 'http'];
  if (only !== 'fake' && only !== 'http') throw new Error(`E2E_MODE must be fake or http, not ${only}`);
  return [only];
}
