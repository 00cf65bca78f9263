// Business constants of spec 000 section 9 and spec 001 section 9.

export const TOAST_LIMIT = 3;
export const TOAST_MS = 3000;
export const STAFF_ERROR_TOAST_MS = 8000;
export const APPOINTMENT_SUCCESS_TOAST_MS = 5000;
export const ADDED_TO_CART_MS = 3000;
export const FORM_ERROR_RESET_MS = 1000;
export const RESIZE_DEBOUNCE_MS = 500;

export const QUANTITY_MIN = 1;
export const QUANTITY_MAX = 10000;

export const BREAKPOINTS = { cartPopout: 992, mobileNav: 768, footerCollapse: 767 } as const;

export const POPULAR_MAKES = ['Chevrolet', 'Ford', 'GMC', 'Jeep', 'Ram', 'Toyota'] as const;

export const CURRENCY = 'USD';

// Content and navigation (spec 000 sections 2 and 9; decision 0016).
export const BLOG_STEP = 9;
export const HERO_NAV_HOVER_OUT_MS = 500;
export const COUNTDOWN_DAYS_FROM_SECONDS = 86_400;
export const ALERT_DISMISS_VALUE = 'hide';

/** Weights are kept in grams and shown to shoppers in pounds. */
export const GRAMS_PER_POUND = 453.59237;
