/**
 * What AnalyticsModule publishes besides its exported services: the events repository and its
 * row type, for the demo seed (src/seed/), which writes a history of counted events as the intake
 * would. No service fits: the intake records one live event at a time and decides what counts.
 */
export {
  AnalyticsEventsRepository,
  type ResolvedAnalyticsEvent,
} from './repositories/analytics-events.repository.js';
