import { describe, expect, it } from '@jest/globals';
import { createValidationPipe } from '../../../infrastructure/http/validation.js';
import { AnalyticsEventDto } from '../dto/analytics-event.dto.js';
import { wellFormedEvent } from './analytics-fast-path.js';

describe('wellFormedEvent', () => {
  const validate = (body: unknown) =>
    createValidationPipe().transform(body, { type: 'body', metatype: AnalyticsEventDto });
  const sheet = 'AbCdEfGh12345678';

  it('takes the common events exactly as AnalyticsEventDto accepts them', async () => {
    const bodies = [
      { event_type: 'sheet_view', data: { sheet_id: sheet } },
      { event_type: 'sheet_response_view', data: { sheet_id: sheet } },
      { event_type: 'collection_view', data: { collection_id: sheet } },
      { event_type: 'sheet_click_influencer', data: { sheet_id: sheet, influencer_id: 2_147_483_647 } },
    ];
    for (const body of bodies) {
      expect(wellFormedEvent(body)).toEqual(body);
      await expect(validate(body)).resolves.toBeInstanceOf(AnalyticsEventDto);
    }
  });

  it('leaves to the controller every body the DTO refuses', async () => {
    const bodies = [
      { event_type: 'sheet_view', data: { sheet_id: 'short' } },
      { event_type: 'sheet_view', data: { sheet_id: 'a'.repeat(65) } },
      { event_type: 'sheet_view', data: { sheet_id: 12345678 } },
      { event_type: 'collection_view', data: { collection_id: 'bad id here' } },
      { event_type: 'sheet_click_influencer', data: { sheet_id: sheet, influencer_id: 0 } },
      { event_type: 'sheet_click_influencer', data: { sheet_id: sheet, influencer_id: 2_147_483_648 } },
      { event_type: 'sheet_click_influencer', data: { sheet_id: sheet, influencer_id: 1.5 } },
      { event_type: 'sheet_click_influencer', data: { sheet_id: sheet, influencer_id: '7' } },
    ];
    for (const body of bodies) {
      expect(wellFormedEvent(body)).toBeNull();
      await expect(validate(body)).rejects.toThrow();
    }
  });

  it('leaves social views and any other shape to the controller', () => {
    expect(
      wellFormedEvent({
        event_type: 'social_view',
        data: { platform: 'instagram', influencer_id: 1, url: 'https://example.com' },
      }),
    ).toBeNull();
    expect(wellFormedEvent({ event_type: 'sheet_view', data: { sheet_id: sheet, extra: 1 } })).toBeNull();
    expect(wellFormedEvent({ event_type: 'sheet_view', data: {} })).toBeNull();
    expect(wellFormedEvent({ event_type: 'sheet_view', data: { sheet_id: sheet }, more: 1 })).toBeNull();
    expect(wellFormedEvent(null)).toBeNull();
  });
});
