import { describe, expect, it } from 'vitest';
import { buildVocab, correctWord, editDistance, queryWords, startsAWord } from './words';

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
