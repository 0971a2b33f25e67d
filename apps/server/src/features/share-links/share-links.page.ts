import { escapeHtml } from "../../shared/html";
import type { OpenedShareLink } from "./share-links.service";

// Link previews (messengers, social networks) read the Open Graph tags; people are sent on
// to the client portal at once. No script: the meta refresh and a plain link do it.
export function renderShareLinkPage(link: OpenedShareLink): string {
  const title = escapeHtml(link.title);
  const target = escapeHtml(link.targetUrl);
  const image = link.imageUrl
    ? `\n<meta property="og:image" content="${escapeHtml(link.imageUrl)}">`
    : "";
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>${title}</title>
<meta property="og:type" content="website">
<meta property="og:title" content="${title}">
<meta property="og:url" content="${escapeHtml(link.shareUrl)}">${image}
<meta name="twitter:card" content="${link.imageUrl ? "summary_large_image" : "summary"}">
<meta http-equiv="refresh" content="0; url=${target}">
</head>
<body>
<p><a href="${target}">${title}</a></p>
</body>
</html>
`;
}

export function renderShareLinkNotFoundPage(): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Link not found</title>
</head>
<body>
<p>This link does not exist or is no longer available.</p>
</body>
</html>
`;
}
