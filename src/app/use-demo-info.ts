import { useEffect, useState } from 'react';
import type { DemoInfo } from './demo-controls';
import { useUseCase } from './di';
import { TOKENS } from './tokens';

/** What the fake backend tells a demo (OTP, accounts); null on the live backend or while loading. */
export function useDemoInfo(): DemoInfo | null {
  const demo = useUseCase(TOKENS.DemoControls);
  const [info, setInfo] = useState<DemoInfo | null>(null);
  useEffect(() => {
    if (demo === null) return;
    let live = true;
    void demo.info().then((loaded) => {
      if (live) setInfo(loaded);
    });
    return () => {
      live = false;
    };
  }, [demo]);
  return info;
}
