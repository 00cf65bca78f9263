import { describe, expect, it } from 'vitest';
import {
  buildVocab,
  correctWord,
  editDistance,
  formsOf,
  gradesOf,
  nearestOtherWord,
  queryWords,
  startsAWord,
} from './words';

const vocab = buildVocab([
  { word: 'brake', ndoc: 50 },
  { word: 'pad', ndoc: 40 },
  { word: 'alternator', ndoc: 10 },
  { word: 'bake', ndoc: 1 },
  { word: 'rotor', ndoc: 30 },
]);

describe('typo tolerance', () => {
  it('measures transpositions as one edit', () => {
    expect(editDistance('brkae', 'brake', 2)).toBe(1);
    expect(editDistance('barke', 'brake', 2)).toBe(1);
    expect(editDistance('alternatr', 'alternator', 2)).toBe(1);
  });
  it('keeps known words, numbers and short words as typed', () => {
    expect(correctWord(vocab, 'brake')).toBe('brake');
    expect(correctWord(vocab, 'bd1234')).toBe('bd1234');
    expect(correctWord(vocab, 'pa')).toBe('pa');
  });
  it('keeps the start of a catalogue word as typed (a shopper still typing it)', () => {
    expect(correctWord(vocab, 'alter')).toBe('alter');
    expect(correctWord(vocab, 'rotr')).toBe('rotor');
  });
  it('knows the start of a catalogue word from a word nothing starts with', () => {
    expect(startsAWord(vocab, 'b')).toBe(true);
    expect(startsAWord(vocab, 'brake')).toBe(true);
    expect(startsAWord(vocab, 'brakes')).toBe(false);
    expect(startsAWord(vocab, 'x')).toBe(false);
  });
  it('replaces a misspelt word by the closest, most common catalogue word', () => {
    expect(correctWord(vocab, 'alternatr')).toBe('alternator');
    expect(correctWord(vocab, 'barke')).toBe('brake');
    expect(correctWord(vocab, 'rotr')).toBe('rotor');
    expect(correctWord(vocab, 'zzzzzzz')).toBeNull();
  });
  it('splits a query into lower-case words', () => {
    expect(queryWords('Brake-Pad  BD 1234')).toEqual(['brake', 'pad', 'bd', '1234']);
  });
});

describe('what a typed word stands for (decision 0046)', () => {
  const shop = buildVocab([
    { word: 'spark', ndoc: 30 },
    { word: 'plug', ndoc: 30 },
    { word: 'plugs', ndoc: 1 },
    { word: 'battery', ndoc: 9 },
    { word: 'batteries', ndoc: 1 },
    { word: 'shock', ndoc: 20 },
    { word: 'brake', ndoc: 50 },
    { word: 'breaker', ndoc: 2 },
    { word: 'pad', ndoc: 40 },
  ]);
  it('takes plural and singular alike, as the catalogue holds them', () => {
    expect(formsOf(shop, 'plugs')).toEqual(['plug']);
    expect(formsOf(shop, 'plug')).toEqual(['plug']);
    expect(formsOf(shop, 'shocks')).toEqual(['shock']);
    expect(formsOf(shop, 'battery')).toEqual(['battery', 'batteries']);
    expect(formsOf(shop, 'batteries')).toEqual(['batteries', 'battery']);
    expect(formsOf(shop, 'brkaes')).toEqual(['brake']);
    expect(formsOf(shop, 'zzzzzz')).toBeNull();
  });
  it('keeps a typed start, and offers the nearest other word for when the words find nothing', () => {
    expect(formsOf(shop, 'break')).toEqual(['break']);
    expect(nearestOtherWord(shop, 'break')).toBe('brake');
    expect(nearestOtherWord(shop, 'pad')).toBeNull();
  });
  it('reads viscosity grades however they are typed', () => {
    for (const typed of ['5w-30', '5W30', '5w 30', '5W - 30'])
      expect(gradesOf(`castrol ${typed} oil`).grades, typed).toEqual(['5W-30']);
    expect(gradesOf('10w40').grades).toEqual(['10W-40']);
    expect(gradesOf('bd1234 5w').grades).toEqual([]);
  });
});
