import { describe, expect, it } from '@jest/globals';
import type { JobQueue } from './job-queue.service.js';

/**
 * The registry's typing is checked by the typecheck of this file (`npm run typecheck`): each
 * `@ts-expect-error` line must stay an error, or tsc fails on the unused directive.
 */
function typedUses(queue: JobQueue): void {
  void queue.send('add-talent', { taskId: 1 });
  // @ts-expect-error the payload of add-talent is { taskId }
  void queue.send('add-talent', { outboxId: 1 });
  // @ts-expect-error a job that is not in the registry
  void queue.send('add-talents', { taskId: 1 });
  queue.define({
    name: 'mail',
    handle: async (data) => {
      const outboxId: number = data.outboxId;
      // @ts-expect-error the mail job carries no taskId
      void data.taskId;
      void outboxId;
    },
    failed: async () => undefined,
  });
  // @ts-expect-error wake takes registered names only
  queue.wake('mails');
}

describe('job registry', () => {
  it('compiles only with registered names and their payloads (the uses run against a stand-in queue)', async () => {
    const sent: [string, object][] = [];
    const queue = {
      send: async (name: string, data: object) => {
        sent.push([name, data]);
        return 'id';
      },
      define: () => undefined,
      wake: () => undefined,
    } as unknown as JobQueue;
    typedUses(queue);
    expect(sent).toEqual([
      ['add-talent', { taskId: 1 }],
      ['add-talent', { outboxId: 1 }],
      ['add-talents', { taskId: 1 }],
    ]);
  });
});
