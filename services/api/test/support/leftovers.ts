/**
 * What a test file started and has not stopped: test apps (also those still starting), the SMTP
 * capture, the model server. A last afterAll of every file (stop-leftovers.ts) stops whatever is
 * left.
 *
 * Why: a beforeAll that times out (a slow, shared machine) or fails half-way never hands its app
 * to the afterAll that would close it; `startTestApi` carries on in the background, and the app's
 * connection pools, job-queue timers and LISTEN connection kept the Jest worker alive after its
 * last file: "A worker process has failed to exit gracefully and has been force exited". An
 * afterAll that throws first (`api.close()` of an app that never started) also skipped the
 * servers stopped after it.
 *
 * Each test file has its own module registry, so this registry is per file.
 */
interface Running {
  name: string;
  stop: () => Promise<void>;
}

const running = new Map<object, Running>();
const starting = new Set<Promise<unknown>>();

/** Tracks a start in flight: the file's end waits for it (then stops what it started). */
export function trackStart<T>(start: Promise<T>): Promise<T> {
  starting.add(start);
  const forget = () => void starting.delete(start);
  start.then(forget, forget);
  return start;
}

/** Records a started resource and how to stop it. */
export function opened(resource: object, name: string, stop: () => Promise<void>): void {
  running.set(resource, { name, stop });
}

/** The resource was stopped by its test. */
export function closed(resource: object): void {
  running.delete(resource);
}

/**
 * Waits for the starts in flight, stops everything still running (a file that closes its app in
 * a later root-level afterAll finds it closed: close is idempotent). Answers how many starts were
 * still in flight (their hook gave up on them) and what was stopped.
 */
export async function stopLeftovers(): Promise<{ stillStarting: number; stopped: string[] }> {
  const stillStarting = starting.size;
  await Promise.allSettled([...starting]);
  const left = [...running.values()];
  running.clear();
  await Promise.allSettled(left.map((resource) => resource.stop()));
  return { stillStarting, stopped: left.map((resource) => resource.name) };
}
