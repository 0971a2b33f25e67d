import sharp from "sharp";

// Files for the demo content, made on the spot so the repository carries no binaries.

const escapePdfText = (text: string) => text.replace(/[\\()]/g, (char) => `\\${char}`);

// A one-page PDF with a title and some lines of Helvetica: the smallest file a PDF viewer
// opens without complaint (catalog, page tree, page, content stream, font, xref table).
export function demoPdf(title: string, lines: string[]): Buffer {
  const text = [
    "BT /F1 22 Tf 72 720 Td",
    `(${escapePdfText(title)}) Tj`,
    "/F1 12 Tf 0 -36 Td",
    ...lines.flatMap((line) => [`(${escapePdfText(line)}) Tj`, "0 -18 Td"]),
    "ET",
  ].join("\n");
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>",
    `<< /Length ${Buffer.byteLength(text, "latin1")} >>\nstream\n${text}\nendstream`,
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
  ];
  let body = "%PDF-1.4\n";
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body, "latin1"));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xrefOffset = Buffer.byteLength(body, "latin1");
  // Every xref entry is exactly 20 bytes, the line break included.
  const entries = offsets.map((offset) => `${String(offset).padStart(10, "0")} 00000 n \n`);
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${entries.join("")}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xrefOffset}\n%%EOF\n`;
  return Buffer.from(body, "latin1");
}

// A short bell-like tone as a 16-bit mono WAV file.
export function demoWav(seconds = 2, frequency = 528): Buffer {
  const sampleRate = 8000;
  const samples = Math.round(seconds * sampleRate);
  const wav = Buffer.alloc(44 + samples * 2);
  wav.write("RIFF", 0, "ascii");
  wav.writeUInt32LE(36 + samples * 2, 4);
  wav.write("WAVEfmt ", 8, "ascii");
  wav.writeUInt32LE(16, 16);
  wav.writeUInt16LE(1, 20); // PCM
  wav.writeUInt16LE(1, 22); // mono
  wav.writeUInt32LE(sampleRate, 24);
  wav.writeUInt32LE(sampleRate * 2, 28);
  wav.writeUInt16LE(2, 32);
  wav.writeUInt16LE(16, 34);
  wav.write("data", 36, "ascii");
  wav.writeUInt32LE(samples * 2, 40);
  for (let index = 0; index < samples; index++) {
    const fade = 1 - index / samples;
    const value = Math.sin((2 * Math.PI * frequency * index) / sampleRate) * fade * 12_000;
    wav.writeInt16LE(Math.round(value), 44 + index * 2);
  }
  return wav;
}

// A 16:9 picture (001 §9: the featured item ratio should be 16:9) with a title on a gradient.
export async function demoPicture(
  title: string,
  colors: [string, string],
  width = 1600,
): Promise<Buffer> {
  const height = Math.round((width * 9) / 16);
  const escaped = title.replace(/[<>&]/g, (char) => `&#${char.charCodeAt(0)};`);
  // Large, but a long title still fits in 85 % of the width (a bold glyph is about 0.62 em).
  const fontSize = Math.round(Math.min(width / 14, (width * 0.85) / (title.length * 0.62)));
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${colors[0]}"/><stop offset="1" stop-color="${colors[1]}"/>
    </linearGradient></defs>
    <rect width="${width}" height="${height}" fill="url(#g)"/>
    <circle cx="${width * 0.78}" cy="${height * 0.28}" r="${height * 0.2}" fill="#fff" fill-opacity="0.18"/>
    <text x="${width * 0.075}" y="${height * 0.84}" font-family="sans-serif" font-weight="700"
      font-size="${fontSize}" fill="#fff">${escaped}</text>
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 82, mozjpeg: true }).toBuffer();
}
