import { describe, expect, it } from 'vitest';
import { adminListQuerySchema, adminOffset, adminPageMeta } from './admin';

describe('admin list paging (spec 001 section 9)', () => {
  it('defaults to the first page of 20', () => {
    expect(adminListQuerySchema.parse({})).toEqual({ page: 1, limit: 20 });
  });

  it('answers 45 rows as three pages of 20, the third starting at row 40', () => {
    const query = adminListQuerySchema.parse({ page: '3' });
    expect(adminPageMeta(45, query, { enabled: 40 })).toEqual({
      total_items: 45,
      total_pages: 3,
      page: 3,
      limit: 20,
      counts: { enabled: 40 },
    });
    expect(adminOffset(query)).toBe(40);
  });

  it('answers an empty list as one empty page', () => {
    expect(adminPageMeta(0, adminListQuerySchema.parse({})).total_pages).toBe(1);
  });

  it('refuses a page size above 100 and a page below 1', () => {
    expect(adminListQuerySchema.safeParse({ limit: 101 }).success).toBe(false);
    expect(adminListQuerySchema.safeParse({ page: 0 }).success).toBe(false);
  });
});
