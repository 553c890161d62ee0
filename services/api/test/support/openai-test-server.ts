import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { closed, opened } from './leftovers.js';

/** What the test model answers to a request's payload (the JSON the API put in the user message). */
export type ModelBehaviour =
  | { kind: 'answer'; content: (payload: ModelPayload) => unknown }
  | { kind: 'text'; content: string }
  | { kind: 'status'; status: number }
  | { kind: 'slow'; delayMs: number };

export interface ModelPayload {
  task: string;
  brief?: string;
  description?: string;
  vocabulary?: string[];
  creators?: { id: number; name: string; facts: string[] }[];
  creator?: { name: string; facts: string[] };
}

export interface ReceivedRequest {
  path: string;
  authorization: string | undefined;
  model: string;
  payload: ModelPayload;
}

/**
 * A local OpenAI-compatible endpoint (POST /v1/chat/completions) for the provider tests: it
 * records each request and answers as the test tells it (a JSON answer, any text, an error
 * status, or nothing for a while).
 */
export class OpenAiTestServer {
  readonly received: ReceivedRequest[] = [];
  behaviour: ModelBehaviour = { kind: 'status', status: 500 };
  private server: Server | undefined;
  private readonly pending = new Set<NodeJS.Timeout>();

  async start(): Promise<string> {
    this.server = createServer((request, response) => {
      void this.handle(request).then(({ status, body }) => {
        if (response.destroyed) return;
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(body));
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    // Stopped at the end of the test file if the test did not (support/leftovers.ts).
    opened(this, 'the OpenAI test server', () => this.close());
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/v1`;
  }

  async close(): Promise<void> {
    closed(this);
    for (const timer of this.pending) clearTimeout(timer);
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => this.server?.close(() => resolve()) ?? resolve());
  }

  private async handle(request: IncomingMessage): Promise<{ status: number; body: unknown }> {
    let raw = '';
    for await (const chunk of request) raw += String(chunk);
    const body = JSON.parse(raw) as { model: string; messages: { role: string; content: string }[] };
    const payload = JSON.parse(body.messages.find((m) => m.role === 'user')!.content) as ModelPayload;
    this.received.push({
      path: request.url ?? '',
      authorization: request.headers.authorization,
      model: body.model,
      payload,
    });
    const behaviour = this.behaviour;
    if (behaviour.kind === 'status') return { status: behaviour.status, body: { error: 'test failure' } };
    if (behaviour.kind === 'slow') {
      await new Promise<void>((resolve) => {
        const timer = setTimeout(() => {
          this.pending.delete(timer);
          resolve();
        }, behaviour.delayMs);
        this.pending.add(timer);
      });
      return { status: 500, body: {} };
    }
    const content =
      behaviour.kind === 'text' ? behaviour.content : JSON.stringify(behaviour.content(payload));
    return {
      status: 200,
      body: {
        id: 'test',
        object: 'chat.completion',
        choices: [{ index: 0, message: { role: 'assistant', content } }],
      },
    };
  }
}
