import { Injectable, type BeforeApplicationShutdown } from '@nestjs/common';
import type { Logger } from 'pino';
import { InjectLogger } from '../logging/logging.module.js';

/**
 * Work done after the answer has been sent (mail for magic links and password resets), so the
 * answer's timing says nothing about the work. Failures are logged; shutdown waits for them.
 */
@Injectable()
export class BackgroundTasks implements BeforeApplicationShutdown {
  private readonly running = new Set<Promise<void>>();
  private readonly logger: Logger;

  constructor(@InjectLogger() logger: Logger) {
    this.logger = logger.child({ context: 'BackgroundTasks' });
  }

  run(name: string, work: () => Promise<void>): void {
    const task = new Promise<void>((resolve) => setImmediate(resolve))
      .then(work)
      .catch((error: unknown) =>
        this.logger.error({ err: error, task: name }, `Background task "${name}" failed`),
      )
      .finally(() => this.running.delete(task));
    this.running.add(task);
  }

  /** Resolves when every task started so far has finished. */
  async idle(): Promise<void> {
    while (this.running.size > 0) await Promise.all([...this.running]);
  }

  async beforeApplicationShutdown(): Promise<void> {
    await Promise.race([this.idle(), new Promise((resolve) => setTimeout(resolve, 10_000).unref())]);
  }
}
