import { describe, expect, it } from 'vitest';
import { idlePhase } from './kiosk-idle';

describe('idlePhase', () => {
  it('stays active until idle minus prompt minutes have passed', () => {
    expect(idlePhase(0, 3, 1)).toEqual({ phase: 'active' });
    expect(idlePhase(119_999, 3, 1)).toEqual({ phase: 'active' });
  });
  it('counts the prompt minutes down in whole seconds, then expires', () => {
    expect(idlePhase(120_000, 3, 1)).toEqual({ phase: 'prompt', secondsLeft: 60 });
    expect(idlePhase(179_001, 3, 1)).toEqual({ phase: 'prompt', secondsLeft: 1 });
    expect(idlePhase(180_000, 3, 1)).toEqual({ phase: 'expired' });
  });
  it('never prompts for longer than the idle time', () => {
    expect(idlePhase(0, 1, 5)).toEqual({ phase: 'prompt', secondsLeft: 60 });
  });
});
