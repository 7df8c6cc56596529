import type { Clock } from '../../domain/shared/ports';

export const systemClock: Clock = { now: () => new Date() };
