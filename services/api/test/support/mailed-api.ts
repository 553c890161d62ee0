import { SmtpCapture } from './smtp-capture.js';
import { startTestApi, type TestApi, type TestApiOptions } from './test-api.js';

/** A test API that sends its mail to a real SMTP capture. */
export interface MailedApi {
  api: TestApi;
  smtp: SmtpCapture;
  /** The capture's address (SMTP_URL of another process on the same mailbox). */
  smtpUrl: string;
}

/** Starts an SMTP capture on a free port, then the API with SMTP_URL pointing at it. */
export async function startMailedApi(options: TestApiOptions = {}): Promise<MailedApi> {
  const smtp = new SmtpCapture();
  const smtpUrl = await smtp.start();
  const api = await startTestApi({ ...options, env: { ...options.env, SMTP_URL: smtpUrl } });
  return { api, smtp, smtpUrl };
}

/** Stops the API and then the capture (either may be missing when the start failed). */
export async function stopMailedApi(world: Partial<MailedApi>): Promise<void> {
  await world.api?.close();
  await world.smtp?.stop();
}
