import { describe, expect, it } from 'vitest';
import { generateContent } from './generate-content';

describe('demo content', () => {
  it('is the same on every run, with unique post addresses and a menu whose parents exist', () => {
    const a = generateContent();
    expect(generateContent()).toEqual(a);
    expect(a.posts).toHaveLength(24);
    expect(new Set(a.posts.map((p) => p.row.url)).size).toBe(24);
    expect(a.posts.every((p) => /^blog\/[a-z0-9]+(-[a-z0-9]+)*$/.test(p.row.url))).toBe(true);
    expect(a.posts.filter((p) => p.row.image === null).length).toBeGreaterThan(0);
    const ids = new Set(a.menu.map((m) => m.itemId));
    expect(a.menu.every((m) => m.parentId === null || ids.has(m.parentId))).toBe(true);
    expect(a.slides.every((s) => s.row.image !== s.row.mobileImage)).toBe(true);
  });
});
