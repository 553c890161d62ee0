import { InitialSchema1763712000000 } from './1763712000000-initial-schema.js';

/** Every migration, in order. A new migration is added here explicitly. */
export const MIGRATIONS = [InitialSchema1763712000000];
