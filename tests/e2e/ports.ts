/** Loopback ports of the end-to-end run; the live build is made against E2E_PORTS.api. */
export const E2E_PORTS = { api: 4010, demo: 4173, live: 4174 } as const;
