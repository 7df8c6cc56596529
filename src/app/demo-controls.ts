/** The fake backend's knobs, offered to the demo panel only in fake mode. */
export interface DemoControls {
  readonly faultKinds: readonly string[];
  readonly demoOtp: string;
  readonly demoAccounts: readonly { label: string; mobileNumber: string }[];
  reset(): Promise<void>;
  injectFault(kind: string, count: number): void;
  clearFault(): void;
  pendingFault(): { kind: string; remaining: number } | null;
  latencyMs(): number;
  setLatency(ms: number): void;
}
