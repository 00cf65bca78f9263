import { afterEach, describe, expect, it, vi } from 'vitest';
import { configureTrackers, track } from './track';

afterEach(() => configureTrackers([]));

describe('track', () => {
  it('sends nothing when no tracker is enabled', () => {
    const target: { dataLayer?: unknown[]; gtag?: () => void } = { gtag: vi.fn() };
    track('add_to_cart', { value: 1 }, target);
    expect(target.dataLayer).toBeUndefined();
    expect(target.gtag).not.toHaveBeenCalled();
  });

  it('pushes to the dataLayer, gtag and fbq of the enabled trackers', () => {
    configureTrackers(['google_tag_manager', 'google_analytics', 'facebook']);
    const target = { dataLayer: [] as unknown[], gtag: vi.fn(), fbq: vi.fn() };
    const payload = { currency: 'USD', value: 19.99, items: [{ item_id: '12', item_name: 'Brake pads', quantity: 1 }] };
    track('add_to_cart', payload, target);
    expect(target.dataLayer).toEqual([{ ecommerce: null }, { event: 'add_to_cart', ecommerce: payload }]);
    expect(target.gtag).toHaveBeenCalledWith('event', 'add_to_cart', payload);
    expect(target.fbq).toHaveBeenCalledWith(
      'track',
      'AddToCart',
      expect.objectContaining({ value: 19.99, content_ids: ['12'] }),
    );
  });

  it('never throws when a tracker does', () => {
    configureTrackers(['google_analytics']);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(() =>
      track(
        'purchase',
        {},
        {
          gtag: () => {
            throw new Error('blocked');
          },
        },
      ),
    ).not.toThrow();
    warn.mockRestore();
  });
});
