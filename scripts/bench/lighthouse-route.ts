/**
 * One route's Lighthouse figures, as the last line of stdout: `tsx lighthouse-route.ts <route> <runs> <live|demo>`.
 * lighthouseFigures starts one of these per route.
 */
import { lighthouseOfRoute, type LighthouseBuild } from './lighthouse';

const [route, runs, build] = process.argv.slice(2);
if (route === undefined || (build !== 'live' && build !== 'demo')) throw new Error('Usage: lighthouse-route.ts <route> <runs> <live|demo>');
const figures = await lighthouseOfRoute(route, Number(runs ?? 3), build satisfies LighthouseBuild);
process.stdout.write(`${JSON.stringify(figures)}\n`);
