// The few PCdb position ids our catalogue uses. We do not hold the licensed PCdb, so an id outside this table can only
// be read when the file also gives the position's text.
export const PCDB_POSITIONS: ReadonlyMap<number, string> = new Map([
  [1, 'Front'],
  [2, 'Rear'],
  [3, 'Left'],
  [4, 'Right'],
  [12, 'Front Left'],
  [13, 'Front Right'],
  [14, 'Rear Left'],
  [15, 'Rear Right'],
  [22, 'Front Upper'],
  [23, 'Front Lower'],
  [24, 'Rear Upper'],
  [25, 'Rear Lower'],
  [30, 'Inner'],
  [31, 'Outer'],
]);

const idByName = new Map([...PCDB_POSITIONS].map(([id, name]) => [name.toLowerCase(), id]));

/** The PCdb id of a position text, or undefined when our table has none (the writer then gives the text alone). */
export const positionId = (name: string): number | undefined => idByName.get(name.trim().toLowerCase());
