// A stable colour per record kind, so a kind keeps its colour whatever else is shown.
const PALETTE = [
  '#2f6fdf',
  '#e4572e',
  '#17a398',
  '#f3a712',
  '#8e44ad',
  '#29335c',
  '#db2b39',
  '#3fa34d',
  '#a0522d',
  '#1b998b',
  '#c2185b',
  '#546e7a',
];

export function kindColor(kind: string): string {
  let hash = 0;
  for (let i = 0; i < kind.length; i++) hash = (hash * 31 + kind.charCodeAt(i)) >>> 0;
  return PALETTE[hash % PALETTE.length]!;
}
