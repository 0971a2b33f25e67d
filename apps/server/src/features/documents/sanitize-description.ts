import sanitizeHtml from "sanitize-html";

// What the rich text editor can produce, and nothing else: no scripts, no event handlers,
// no styles, links only to web pages and mail addresses. The member app renders this HTML.
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    "p",
    "br",
    "strong",
    "em",
    "u",
    "s",
    "a",
    "ul",
    "ol",
    "li",
    "h2",
    "h3",
    "h4",
    "blockquote",
  ],
  allowedAttributes: { a: ["href"] },
  allowedSchemes: ["http", "https", "mailto"],
  allowedSchemesByTag: {},
  allowedSchemesAppliedToAttributes: ["href"],
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  // Elements whose content is code or hidden markup: dropped with their content.
  nonTextTags: ["script", "style", "textarea", "option", "noscript", "template", "iframe", "xmp"],
  // Pasted HTML often uses the older names of the same formatting.
  transformTags: { b: "strong", i: "em", strike: "s", del: "s", h1: "h2", h5: "h4", h6: "h4" },
};

const BLOCK_TAG = /<(p|ul|ol|h[2-4]|blockquote)[\s>]/i;

// 000 §3: the description is stored as HTML paragraphs. Text without any block (from an
// API client rather than the editor) becomes one paragraph per line.
export function sanitizeDescription(html: string): string {
  const clean = sanitizeHtml(html, OPTIONS).trim();
  if (BLOCK_TAG.test(clean)) return clean;
  return clean
    .split(/\r?\n|<br\s*\/?>/i)
    .map((line) => line.trim())
    .filter((line) => line.length > 0)
    .map((line) => `<p>${line}</p>`)
    .join("");
}
