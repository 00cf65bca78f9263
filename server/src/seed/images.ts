// Simple, distinct SVG drawings made at seed time: one per category (an icon for its group) and one per brand.

const PALETTE = [
  '#0b5cab',
  '#b42318',
  '#1e7b34',
  '#8a4b08',
  '#5b3fa6',
  '#0e7490',
  '#9d174d',
  '#3f6212',
  '#334155',
  '#c2410c',
];

function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** One line-drawing per category group, so a brake part and a light look different at a glance. */
export const ICONS: Record<string, string> = {
  Brakes:
    '<circle cx="0" cy="0" r="46" fill="none" stroke="currentColor" stroke-width="10"/><circle cx="0" cy="0" r="14" fill="currentColor"/><path d="M-30 -52 A60 60 0 0 1 30 -52" stroke="currentColor" stroke-width="14" fill="none"/>',
  'Suspension & Steering':
    '<path d="M-12 -50 L12 -38 L-12 -26 L12 -14 L-12 -2 L12 10 L-12 22 L12 34 L-12 46" stroke="currentColor" stroke-width="8" fill="none"/><rect x="-22" y="-60" width="44" height="10" fill="currentColor"/><rect x="-22" y="48" width="44" height="10" fill="currentColor"/>',
  Engine:
    '<rect x="-44" y="-28" width="88" height="56" rx="6" fill="none" stroke="currentColor" stroke-width="8"/><rect x="-30" y="-46" width="60" height="18" fill="currentColor"/><circle cx="-16" cy="0" r="8" fill="currentColor"/><circle cx="16" cy="0" r="8" fill="currentColor"/>',
  Ignition: '<path d="M8 -56 L-20 6 L2 6 L-8 56 L24 -10 L2 -10 Z" fill="currentColor"/>',
  Filters:
    '<rect x="-30" y="-50" width="60" height="100" rx="10" fill="none" stroke="currentColor" stroke-width="8"/><path d="M-30 -25 H30 M-30 0 H30 M-30 25 H30" stroke="currentColor" stroke-width="6"/>',
  Exhaust:
    '<rect x="-50" y="-18" width="70" height="36" rx="18" fill="none" stroke="currentColor" stroke-width="8"/><path d="M20 0 H56" stroke="currentColor" stroke-width="12"/>',
  Electrical:
    '<rect x="-44" y="-30" width="88" height="60" rx="6" fill="none" stroke="currentColor" stroke-width="8"/><path d="M-26 -30 V-42 M26 -30 V-42 M-34 0 H-18 M18 0 H34 M26 -8 V8" stroke="currentColor" stroke-width="8"/>',
  Lighting:
    '<path d="M-30 -36 A36 36 0 0 1 -30 36 Z" fill="currentColor"/><path d="M-8 -30 H50 M-4 -10 H54 M-4 10 H54 M-8 30 H50" stroke="currentColor" stroke-width="7"/>',
  Cooling:
    '<circle r="10" fill="currentColor"/><path d="M0 -10 C20 -50 40 -30 8 -4 M10 0 C50 20 30 40 4 8 M0 10 C-20 50 -40 30 -8 4 M-10 0 C-50 -20 -30 -40 -4 -8" stroke="currentColor" stroke-width="8" fill="none"/>',
  Drivetrain:
    '<circle r="34" fill="none" stroke="currentColor" stroke-width="12" stroke-dasharray="12 8"/><circle r="12" fill="currentColor"/>',
  Interior:
    '<path d="M-30 50 V-10 Q-30 -50 0 -50 Q20 -50 20 -20 V10 H40 V50 Z" fill="none" stroke="currentColor" stroke-width="8"/>',
  Exterior:
    '<path d="M-56 20 L-44 -6 L-20 -24 H24 L44 -6 H56 V20 Z" fill="none" stroke="currentColor" stroke-width="8"/><circle cx="-30" cy="24" r="10" fill="currentColor"/><circle cx="32" cy="24" r="10" fill="currentColor"/>',
  Towing:
    '<circle cx="0" cy="-24" r="18" fill="currentColor"/><rect x="-8" y="-10" width="16" height="40" fill="currentColor"/><rect x="-44" y="30" width="88" height="16" fill="currentColor"/>',
  'Fuel System':
    '<rect x="-34" y="-44" width="50" height="90" rx="6" fill="none" stroke="currentColor" stroke-width="8"/><path d="M16 -20 H34 V30 Q34 40 44 40" stroke="currentColor" stroke-width="7" fill="none"/><rect x="-24" y="-32" width="30" height="22" fill="currentColor"/>',
  HVAC: '<path d="M0 -50 V50 M-43 -25 L43 25 M-43 25 L43 -25" stroke="currentColor" stroke-width="8"/><circle r="10" fill="currentColor"/>',
  'Tools & Garage':
    '<path d="M-40 40 L10 -10" stroke="currentColor" stroke-width="14" stroke-linecap="round"/><circle cx="22" cy="-22" r="22" fill="none" stroke="currentColor" stroke-width="10"/>',
  'Wheels & Tires':
    '<circle r="50" fill="none" stroke="currentColor" stroke-width="14"/><circle r="24" fill="none" stroke="currentColor" stroke-width="6"/><path d="M0 -24 V-44 M0 24 V44 M-24 0 H-44 M24 0 H44" stroke="currentColor" stroke-width="6"/>',
  Performance:
    '<path d="M-50 30 A56 56 0 0 1 50 30" fill="none" stroke="currentColor" stroke-width="10"/><path d="M0 30 L34 -14" stroke="currentColor" stroke-width="8" stroke-linecap="round"/><circle cy="30" r="9" fill="currentColor"/>',
};

const DEFAULT_ICON =
  '<rect x="-40" y="-40" width="80" height="80" rx="12" fill="none" stroke="currentColor" stroke-width="10"/>';

export function categoryImage(name: string, group: string): string {
  const h = hash(name);
  const color = PALETTE[h % PALETTE.length];
  const bg = `hsl(${h % 360} 30% 95%)`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300" viewBox="0 0 400 300" role="img" aria-label="${esc(name)}">
<rect width="400" height="300" fill="${bg}"/><rect x="0" y="250" width="400" height="50" fill="${color}"/>
<g transform="translate(200 125) rotate(${((h >> 8) % 20) - 10})" color="${color}">${ICONS[group] ?? DEFAULT_ICON}</g>
<text x="200" y="283" font-family="Arial, Helvetica, sans-serif" font-size="22" font-weight="700" fill="#fff" text-anchor="middle">${esc(name)}</text></svg>`;
}

/** The room for a brand's name inside its logo's frame (the frame is 228 wide; a margin either side). */
export const BRAND_TEXT_WIDTH = 208;
/** Arial Black's glyphs are about this wide, per unit of font size (capitals a little more, narrow letters less). */
const ARIAL_BLACK_EM = 0.75;

/**
 * The font size that writes the whole name inside the frame (40 at most, 18 at least); a name that would still be too
 * wide at 18 is squeezed to the room with textLength, so a logo never cuts a brand's name (issue 10).
 */
export function brandTextSize(name: string): { size: number; fit: boolean } {
  const size = Math.max(18, Math.min(40, Math.floor(BRAND_TEXT_WIDTH / (name.length * ARIAL_BLACK_EM))));
  return { size, fit: name.length * ARIAL_BLACK_EM * size > BRAND_TEXT_WIDTH };
}

export function brandImage(name: string, aaia: string): string {
  const h = hash(name);
  const color = PALETTE[h % PALETTE.length];
  const slant = (h >> 4) % 2 === 0 ? 'italic' : 'normal';
  const { size, fit } = brandTextSize(name);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="120" viewBox="0 0 240 120" role="img" aria-label="${esc(name)}">
<rect width="240" height="120" rx="12" fill="#fff"/><rect x="6" y="6" width="228" height="108" rx="9" fill="none" stroke="${color}" stroke-width="4"/>
<text x="120" y="68" font-family="Arial Black, Arial, Helvetica, sans-serif" font-size="${size}" font-weight="900" font-style="${slant}" fill="${color}" text-anchor="middle"${fit ? ` textLength="${BRAND_TEXT_WIDTH}" lengthAdjust="spacingAndGlyphs"` : ''}>${esc(name)}</text>
<text x="120" y="98" font-family="Courier New, monospace" font-size="16" fill="#334155" text-anchor="middle">${esc(aaia)}</text></svg>`;
}
