import { describe, expect, it } from '@jest/globals';
import { useTestApi } from './support/test-api.js';

describe('personal settings and notifications', () => {
  const api = useTestApi();

  it('reads the personal details', async () => {
    const user = await api.createUser({ fullName: 'Robin Hale' });
    const browser = await api.signedIn(user);
    const response = await browser.get('/api/user/configuration');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ email: user.email, full_name: 'Robin Hale', nickname: '' });
  });

  it('saves full name and nickname', async () => {
    const user = await api.createUser();
    const browser = await api.signedIn(user);
    const response = await browser.post('/api/user/configuration', {
      full_name: ' Robin Q. Hale ',
      nickname: 'Rob',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: 'Settings saved' });
    expect((await browser.get('/api/user/configuration')).json()).toEqual({
      email: user.email,
      full_name: 'Robin Q. Hale',
      nickname: 'Rob',
    });
    expect((await browser.get('/api/status')).json()).toMatchObject({
      user_name: 'Robin Q. Hale',
      settings: { full_name: 'Robin Q. Hale', nickname: 'Rob' },
    });
  });

  it('answers 400 naming the fields for bad input and refuses to change the email', async () => {
    const user = await api.createUser();
    const browser = await api.signedIn(user);
    const response = await browser.post('/api/user/configuration', {
      full_name: 'x'.repeat(121),
      email: 'new@agency.test',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ fields: object }>().fields).toEqual({
      email: ['property email should not exist'],
      full_name: ['full_name must be at most 120 characters long'],
      nickname: ['nickname is required'],
    });
  });

  it('marks the notification read', async () => {
    const user = await api.createUser({ flags: { show_notification: true } });
    const browser = await api.signedIn(user);
    expect((await browser.get('/api/status')).json()).toMatchObject({ show_notification: true });
    const response = await browser.post('/api/user/mark-notification-read');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true });
    expect((await browser.get('/api/status')).json()).toMatchObject({ show_notification: false });
  });
});
