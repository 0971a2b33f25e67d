// WCAG 2 contrast between two colours written "#rgb" or "#rrggbb" (a calendar colour, a page
// background). Anything else counts as no contrast at all, so a caller errs towards making
// the colour stand out.
const HEX_COLOR = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;

// WCAG 1.4.11: a mark that carries meaning (a calendar entry's colour dot) needs 3:1 against
// what surrounds it.
export const NON_TEXT_CONTRAST = 3;

function channels(color: string): [number, number, number] | null {
  const match = HEX_COLOR.exec(color.trim());
  if (!match) return null;
  const digits = match[1] as string;
  const full = digits.length === 3 ? [...digits].map((digit) => digit + digit).join("") : digits;
  return [0, 2, 4].map((start) => Number.parseInt(full.slice(start, start + 2), 16)) as [
    number,
    number,
    number,
  ];
}

// WCAG's relative luminance, 0 (black) to 1 (white).
function relativeLuminance([red, green, blue]: [number, number, number]): number {
  const linear = (channel: number) => {
    const value = channel / 255;
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue);
}

// From 1 (the same colour) to 21 (black on white).
export function contrastRatio(first: string, second: string): number {
  const firstChannels = channels(first);
  const secondChannels = channels(second);
  if (!firstChannels || !secondChannels) return 1;
  const [lighter, darker] = [relativeLuminance(firstChannels), relativeLuminance(secondChannels)]
    .sort((a, b) => b - a)
    .map((luminance) => luminance + 0.05) as [number, number];
  return lighter / darker;
}

// A colour that would not stand out as a mark on `background` (black on a dark page, a pale
// yellow or lime green on white).
export const isFaintOn = (color: string, background: string) =>
  contrastRatio(color, background) < NON_TEXT_CONTRAST;
