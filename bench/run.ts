/** Runs every benchmark in turn; each prints its own table. */
import { benchFirstLoad } from './firstLoad.js';
import { benchPublicRoster } from './publicRoster.js';
import { benchSheets } from './sheets.js';
import { benchStartTime } from './startTime.js';

await benchStartTime();
await benchFirstLoad();
await benchPublicRoster();
await benchSheets();
