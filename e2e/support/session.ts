import type { APIRequestContext } from '@playwright/test';

/** Signs in through the API (for tests whose subject is not the sign-in screen). */
export async function signInViaApi(request: APIRequestContext, user: { email: string; password: string }) {
  const { token } = (await (await request.get('/api/csrf-token')).json()) as { token: string };
  const response = await request.post('/api/user/account/signin', {
    data: user,
    headers: { 'x-csrf-token': token },
  });
  if (!response.ok()) throw new Error(`sign-in failed: ${response.status()} ${await response.text()}`);
}
