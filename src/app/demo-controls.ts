export interface DemoInfo {
  readonly faultKinds: readonly string[];
  readonly demoOtp: string;
  readonly demoAccounts: readonly { label: string; mobileNumber: string }[];
  /** The demo's emergency alert of a fall, as the SMS link opens it for one of the patient's contacts. */
  readonly demoAlertPath: string;
}

/**
 * The fake backend's knobs, offered to the demo panel only in fake mode. Asynchronous
 * because the fake backend (and faker) load after the first paint.
 */
export interface DemoControls {
  info(): Promise<DemoInfo>;
  reset(): Promise<void>;
  injectFault(kind: string, count: number): Promise<void>;
  clearFault(): Promise<void>;
  latencyMs(): Promise<number>;
  setLatency(ms: number): Promise<void>;
}
