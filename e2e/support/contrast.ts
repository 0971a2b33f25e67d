import type { Locator } from "playwright-core";

// WCAG 2 contrast, worked out here from the browser's computed colours rather than taken
// from the app's own rule, so a journey checks what a person sees.
type Rgba = [number, number, number, number];

const parseRgb = (css: string): Rgba | null => {
  const match = /rgba?\(([^)]+)\)/.exec(css);
  if (!match) return null;
  const [red = 0, green = 0, blue = 0, alpha = 1] = (match[1] as string)
    .split(/[\s,/]+/)
    .filter(Boolean)
    .map(Number);
  return [red, green, blue, alpha];
};

const luminance = ([red, green, blue]: Rgba) => {
  const linear = (channel: number) => {
    const value = channel / 255;
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue);
};

const contrast = (first: Rgba, second: Rgba) => {
  const [lighter, darker] = [luminance(first), luminance(second)].sort((a, b) => b - a) as [
    number,
    number,
  ];
  return (lighter + 0.05) / (darker + 0.05);
};

// How well a small coloured mark (a calendar entry's dot) stands out from the opaque
// background behind it: the best contrast of any colour it paints (its fill, its border, a
// ring drawn by its box shadow) against that background.
export async function markContrast(mark: Locator): Promise<number> {
  const { painted, backdrop } = await mark.evaluate((element) => {
    const style = getComputedStyle(element);
    const painted = [style.backgroundColor];
    if (Number.parseFloat(style.borderTopWidth) > 0) painted.push(style.borderTopColor);
    // "rgb(184, 184, 184) 0px 0px 0px 1px": a ring when its spread is above zero.
    const shadow = /^(rgba?\([^)]+\)) [-\d.]+px [-\d.]+px [-\d.]+px ([\d.]+)px/.exec(
      style.boxShadow,
    );
    if (shadow && Number(shadow[2]) > 0) painted.push(shadow[1] as string);
    let behind = element.parentElement;
    let backdrop = "rgb(255, 255, 255)";
    while (behind) {
      const color = getComputedStyle(behind).backgroundColor;
      if (/^rgb\(/.test(color)) {
        backdrop = color;
        break;
      }
      behind = behind.parentElement;
    }
    return { painted, backdrop };
  });
  const background = parseRgb(backdrop) as Rgba;
  const opaque = painted
    .map(parseRgb)
    .filter((color): color is Rgba => color !== null && color[3] === 1);
  return Math.max(1, ...opaque.map((color) => contrast(color, background)));
}

// The mark's fill or border colour as the browser shows it ("rgb(0, 0, 0)").
export const shownColor = (mark: Locator) =>
  mark.evaluate((element) => {
    const style = getComputedStyle(element);
    return Number.parseFloat(style.borderTopWidth) > 0
      ? style.borderTopColor
      : style.backgroundColor;
  });
