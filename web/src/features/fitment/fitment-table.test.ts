import { describe, expect, it } from 'vitest';
import { groupRows, pageCount, showingText, yearRanges, type FitmentRow } from './fitment-table';

const row = (year: number, make: string, model: string): FitmentRow => ({
  year,
  make,
  model,
  qualifiers: [],
  position: null,
  quantity: 1,
  notes: [],
});

describe('fitment table', () => {
  it('groups consecutive rows by make and model and lists their years', () => {
    const groups = groupRows([
      row(2016, 'Ford', 'F-150'),
      row(2015, 'Ford', 'F-150'),
      row(2013, 'Ford', 'F-150'),
      row(2013, 'Ford', 'Ranger'),
      row(2020, 'Toyota', 'Tacoma'),
    ]);
    expect(groups.map((g) => [g.make, g.model, g.years, g.rows.length])).toEqual([
      ['Ford', 'F-150', '2013, 2015–2016', 3],
      ['Ford', 'Ranger', '2013', 1],
      ['Toyota', 'Tacoma', '2020', 1],
    ]);
    expect(new Set(groups.map((g) => g.key)).size).toBe(3);
  });

  it('writes years as ranges, once each', () => {
    expect(yearRanges([2016, 2011, 2012, 2013, 2019, 2012])).toBe('2011–2013, 2016, 2019');
    expect(yearRanges([])).toBe('');
  });

  it('says which rows are showing', () => {
    expect(showingText(1, 20, 43)).toBe('Showing 1–20 of 43');
    expect(showingText(3, 20, 43)).toBe('Showing 41–43 of 43');
    expect(showingText(1, 20, 0)).toBe('Showing 0 of 0');
    expect(pageCount(20, 43)).toBe(3);
    expect(pageCount(20, 0)).toBe(1);
  });
});
