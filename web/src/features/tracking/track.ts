// One small tracking dispatcher (issue 5): cart answers' marketing_tracking and any screen's events go to each
// tracker the store enabled (flags.marketing_tracking_trackers): Google Tag Manager's dataLayer, gtag, Meta's fbq.
// No tracker script is loaded here; the store's tag snippet (or a test) defines the queues. Nothing is sent when
// no tracker is enabled.

export type TrackEvent =
  | 'add_to_cart'
  | 'remove_from_cart'
  | 'add_to_wishlist'
  | 'begin_checkout'
  | 'purchase'
  | 'search'
  | 'view_item'
  | 'sign_up'
  | 'refund';

export interface TrackPayload {
  currency?: string;
  value?: number;
  transaction_id?: string;
  search_term?: string;
  items?: { item_id: string; item_name: string; item_brand?: string; price?: number; quantity?: number }[];
  [key: string]: unknown;
}

type Queue = unknown[];
interface TrackerWindow {
  dataLayer?: Queue;
  gtag?: (...args: unknown[]) => void;
  fbq?: (...args: unknown[]) => void;
}

/** Meta's standard event names for the same moments. */
const FB_EVENTS: Partial<Record<TrackEvent, string>> = {
  add_to_cart: 'AddToCart',
  add_to_wishlist: 'AddToWishlist',
  begin_checkout: 'InitiateCheckout',
  purchase: 'Purchase',
  search: 'Search',
  view_item: 'ViewContent',
  sign_up: 'CompleteRegistration',
};

let enabled: readonly string[] = [];

/** The shell calls this with flags.marketing_tracking_trackers (e.g. ["google_tag_manager", "google_analytics", "facebook"]). */
export function configureTrackers(trackers: readonly string[]): void {
  enabled = trackers;
}

const on = (name: string) => enabled.some((t) => t.toLowerCase().includes(name));

export function track(
  event: TrackEvent | string,
  payload: TrackPayload = {},
  target: TrackerWindow = window as unknown as TrackerWindow,
): void {
  try {
    if (on('tag_manager') || on('gtm')) {
      target.dataLayer = target.dataLayer ?? [];
      target.dataLayer.push({ ecommerce: null });
      target.dataLayer.push({ event, ecommerce: payload });
    }
    if ((on('analytics') || on('gtag') || on('google_ads')) && typeof target.gtag === 'function')
      target.gtag('event', event, payload);
    const fb = FB_EVENTS[event as TrackEvent];
    if ((on('facebook') || on('meta')) && fb && typeof target.fbq === 'function') {
      target.fbq('track', fb, {
        value: payload.value,
        currency: payload.currency,
        content_ids: payload.items?.map((i) => i.item_id),
        content_type: 'product',
      });
    }
  } catch (err) {
    // A broken tracker must never break the store (spec 000 s8: such failures are logged only).
    console.warn('tracking failed', err);
  }
}

/** Feeds a cart answer's marketing_tracking ({ event, currency, value, items }) to the dispatcher. */
export function trackFromAnswer(answer: unknown): void {
  if (typeof answer !== 'object' || answer === null) return;
  const mt = (answer as { marketing_tracking?: unknown }).marketing_tracking;
  if (typeof mt !== 'object' || mt === null) return;
  const { event, ...payload } = mt as { event?: unknown } & TrackPayload;
  if (typeof event === 'string' && event) track(event, payload);
}
