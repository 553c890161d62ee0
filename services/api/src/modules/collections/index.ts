/**
 * What CollectionsModule publishes besides its exported services: the two repositories the demo
 * seed (src/seed/) writes through. No service fits: CollectionsService saves a signed-in
 * caller's request (a team scope and a validated DTO), the seed writes inside its own transaction.
 */
export { CollectionSheetsRepository } from './repositories/collection-sheets.repository.js';
export { CollectionsRepository } from './repositories/collections.repository.js';
