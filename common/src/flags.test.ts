import { describe, expect, it } from 'vitest';
import { pickMode } from './flags';

const base = { in_pos_mode: false, pos_locked: false, in_kiosk: false, noprice_template: false };

describe('pickMode', () => {
  it('shows the normal store by default', () => expect(pickMode(base)).toBe('store'));
  it('shows the lock screen over POS when locked', () =>
    expect(pickMode({ ...base, in_pos_mode: true, pos_locked: true })).toBe('pos-locked'));
  it('shows POS for staff, even on a kiosk or noprice store', () =>
    expect(pickMode({ ...base, in_pos_mode: true, in_kiosk: true, noprice_template: true })).toBe('pos'));
  it('shows the kiosk, then the noprice template', () => {
    expect(pickMode({ ...base, in_kiosk: true })).toBe('kiosk');
    expect(pickMode({ ...base, noprice_template: true })).toBe('noprice');
  });
  it('ignores pos_locked without a staff login', () => expect(pickMode({ ...base, pos_locked: true })).toBe('store'));
});
