// A reader's letters (graphemes), not UTF-16 code units: an emoji, a flag or a letter typed
// with a combining accent is one. Node 20 and every supported browser have Intl.Segmenter;
// it is made on first need only, as a page's first Intl object costs the first load time
// (date-formats.ts), and a name in plain ASCII needs none.
let graphemes: Intl.Segmenter | undefined;
const isPlainAscii = (text: string) => /^[\x20-\x7e]*$/.test(text);

function lettersOf(word: string): string[] {
  if (isPlainAscii(word)) return word.split("");
  graphemes ??= new Intl.Segmenter("en", { granularity: "grapheme" });
  return Array.from(graphemes.segment(word), (part) => part.segment);
}

// 001 §2: the initials an avatar shows without a photo (a member's, an organization's without
// a logo), as Mantine's Avatar writes them from a name (the first letter of the first two
// words, or the first two letters of a single word), but a letter is never split.
export function avatarInitials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters =
    words.length === 1
      ? lettersOf(words[0] ?? "").slice(0, 2)
      : words.slice(0, 2).map((word) => lettersOf(word)[0] ?? "");
  return letters.join("").normalize("NFC").toUpperCase();
}
