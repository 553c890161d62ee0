/** Runs every benchmark in turn; each prints its own table. */
import { benchAddTalent } from './addTalent.js';
import { benchAiEval } from './aiEval.js';
import { benchAiLatency } from './aiLatency.js';
import { benchAnalytics } from './analytics.js';
import { benchDirectory } from './directory.js';
import { benchFirstCard } from './firstCard.js';
import { benchFirstLoad } from './firstLoad.js';
import { benchMemory } from './memory.js';
import { benchPublicRoster } from './publicRoster.js';
import { benchSheets } from './sheets.js';
import { benchStartTime } from './startTime.js';

await benchStartTime();
await benchFirstLoad();
await benchFirstCard();
await benchPublicRoster();
await benchSheets();
await benchDirectory();
await benchAddTalent();
await benchAnalytics();
await benchAiEval();
await benchAiLatency();
await benchMemory();
