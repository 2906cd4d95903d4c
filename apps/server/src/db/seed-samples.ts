/**
 * Small real files for the demo documents: two grayscale JPEG scans (96×128, a prescription and a
 * lab result, encoded once by a throw-away baseline encoder) and a PDF built at run time. No image
 * library is needed at seed time.
 */

function joined(parts: string[]): Buffer {
  return Buffer.from(parts.join(""), "base64");
}

/** A scanned prescription: a header, six lines, a signature (1521 bytes). */
export const PRESCRIPTION_JPEG: Buffer = joined([
  "/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDABIMDRANCxIQDhAUExIVGywdGxgYGzYnKSAsQDlEQz85Pj1HUGZXR0xh",
  "TT0+WXlaYWptcnRyRVZ+hnxvhWZwcm7/wAALCACAAGABAREA/8QAHwAAAQUBAQEBAQEAAAAAAAAAAAECAwQFBgcI",
  "CQoL/8QAtRAAAgEDAwIEAwUFBAQAAAF9AQIDAAQRBRIhMUEGE1FhByJxFDKBkaEII0KxwRVS0fAkM2JyggkKFhcY",
  "GRolJicoKSo0NTY3ODk6Q0RFRkdISUpTVFVWV1hZWmNkZWZnaGlqc3R1dnd4eXqDhIWGh4iJipKTlJWWl5iZmqKj",
  "pKWmp6ipqrKztLW2t7i5usLDxMXGx8jJytLT1NXW19jZ2uHi4+Tl5ufo6erx8vP09fb3+Pn6/9oACAEBAAA/AO4o",
  "ooooooooooorz7/hGdX/AOfT/wAiJ/jR/wAIzq//AD6f+RE/xo/4RnV/+fT/AMiJ/jR/wjOr/wDPp/5ET/Gj/hGd",
  "X/59P/Iif416DVa9sIr3Z5rONmcbSO//AOqqv9g23/PSb8x/hR/YNt/z0m/Mf4Uf2Dbf89JvzH+FadFZn9l3P/QS",
  "m/X/ABo/su5/6CU36/40f2Xc/wDQSm/X/GrVlay22/zbl592Mbs8fqas0UUUUUUUUUUUUUUUUUUVDeTPb2zyxwtM",
  "y4wi9TzWb/bN5/0CZ/1/+Jo/tm8/6BM/6/8AxNH9s3n/AECZ/wBf/iaP7ZvP+gTP+v8A8TR/bN5/0CZ/1/8AiaP7",
  "ZvP+gTP+v/xNH9s3n/QJn/X/AOJo/tm8/wCgTP8Ar/8AE1c0+8mu/M860kt9uMb8/NnPqBVyio7ieO2haWZtqL1O",
  "CfbtVP8At3Tv+fj/AMcb/Cj+3dO/5+P/ABxv8KP7d07/AJ+P/HG/wo/t3Tv+fj/xxv8ACj+3dO/5+P8Axxv8KP7d",
  "07/n4/8AHG/wo/t3Tv8An4/8cb/CrFpfW97v+zSb9mN3ykYz9fpViiimyRpKhSRFdT1VhkGofsFn/wA+kH/fsf4U",
  "fYLP/n0g/wC/Y/wo+wWf/PpB/wB+x/hR9gs/+fSD/v2P8KPsFn/z6Qf9+x/hR9gs/wDn0g/79j/Cj7BZ/wDPpB/3",
  "7H+FSRW8MGfJijj3ddigZ/KpKKKhvLZLy2eCQsFfGSvXg5/pWb/wjVn/AM9J/wDvof4Uf8I1Z/8APSf/AL6H+FH/",
  "AAjVn/z0n/76H+FH/CNWf/PSf/vof4Uf8I1Z/wDPSf8A76H+FH/CNWf/AD0n/wC+h/hR/wAI1Z/89J/++h/hR/wj",
  "Vn/z0n/76H+FH/CNWf8Az0n/AO+h/hWxRUN4s72zrauqTHG1m6Dnnse1Zv2bXf8An9g/If8AxNH2bXf+f2D8h/8A",
  "E0fZtd/5/YPyH/xNH2bXf+f2D8h/8TR9m13/AJ/YPyH/AMTR9m13/n9g/If/ABNTWcGqpco11cxPCM7lUcnjj+Ed",
  "60qKKKhvJnt7Z5Y4WmZcYRep5rN/tm8/6BM/6/8AxNH9s3n/AECZ/wBf/iaP7ZvP+gTP+v8A8TR/bN5/0CZ/1/8A",
  "iaP7ZvP+gTP+v/xNH9s3n/QJn/X/AOJo/tm8/wCgTP8Ar/8AE0f2zef9Amf9f/ia2KKKjuJ47aFpZm2ovU4J9u1U",
  "/wC3dO/5+P8Axxv8KP7d07/n4/8AHG/wo/t3Tv8An4/8cb/Cj+3dO/5+P/HG/wAKP7d07/n4/wDHG/wo/t3Tv+fj",
  "/wAcb/CtCiiiimyRpKhSRFdT1VhkGofsFn/z6Qf9+x/hR9gs/wDn0g/79j/Cj7BZ/wDPpB/37H+FH2Cz/wCfSD/v",
  "2P8ACj7BZ/8APpB/37H+FH2Cz/59IP8Av2P8KsUUUUUUUUUUUUUUUUUUUUUUVg32hWkGz7JpH2rOd3+klNvp1PP/",
  "ANaqn9lf9S3/AOT3/wBej+yv+pb/APJ7/wCvW1a6Jp9ncLPb2+yRM4bexxkY7mr9FFFFFFFFFFFFFFFFFFFFFFFF",
  "f//Z",
]);

/** A lab result: a title and a table of seven rows (1801 bytes). */
export const LAB_RESULT_JPEG: Buffer = joined([
  "/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDABIMDRANCxIQDhAUExIVGywdGxgYGzYnKSAsQDlEQz85Pj1HUGZXR0xh",
  "TT0+WXlaYWptcnRyRVZ+hnxvhWZwcm7/wAALCACAAGABAREA/8QAHwAAAQUBAQEBAQEAAAAAAAAAAAECAwQFBgcI",
  "CQoL/8QAtRAAAgEDAwIEAwUFBAQAAAF9AQIDAAQRBRIhMUEGE1FhByJxFDKBkaEII0KxwRVS0fAkM2JyggkKFhcY",
  "GRolJicoKSo0NTY3ODk6Q0RFRkdISUpTVFVWV1hZWmNkZWZnaGlqc3R1dnd4eXqDhIWGh4iJipKTlJWWl5iZmqKj",
  "pKWmp6ipqrKztLW2t7i5usLDxMXGx8jJytLT1NXW19jZ2uHi4+Tl5ufo6erx8vP09fb3+Pn6/9oACAEBAAA/AO4o",
  "ooooooooooorzv8A4RfWP+fP/wAip/jR/wAIvrH/AD5/+RU/xo/4RfWP+fP/AMip/jR/wi+sf8+f/kVP8aP+EX1j",
  "/nz/APIqf40f8IvrH/Pn/wCRU/xo/wCEX1j/AJ8//Iqf41o+HtB1Ky1q3uLm22RJu3NvU4ypHY+9dnRRRRRRRRRR",
  "RRRRRUe6f/nnH/38P+FG6f8A55x/9/D/AIUbp/8AnnH/AN/D/hRun/55x/8Afw/4Ubp/+ecf/fw/4Ubp/wDnnH/3",
  "8P8AhRun/wCecf8A38P+FG6f/nnH/wB/D/hRun/55x/9/D/hRun/AOecf/fw/wCFSUVmXmg217dPPLJMHfGQpGOB",
  "j09qh/4Rey/563H/AH0v+FH/AAi9l/z1uP8Avpf8KP8AhF7L/nrcf99L/hV3TdLh03zPIaRvMxneQemfQe9XK5//",
  "AIQ3T/8Antdf99L/APE0f8Ibp/8Az2uv++l/+JroKKKKx7y7e2unii0dpkXGJFXg8f7tQ/2lN/0AX/75P/xNH9pT",
  "f9AF/wDvk/8AxNH9pTf9AF/++T/8TV3TZBeeZ5+m/ZtmMb1+9nPqB6Vd+zQf88Y/++RXPf2xc/8AQty/98n/AOIo",
  "/ti5/wChbl/75P8A8RXQ/ZoP+eMf/fIo+zQf88Y/++RUlFR7p/8AnnH/AN/D/hRun/55x/8Afw/4Ubp/+ecf/fw/",
  "4Ubp/wDnnH/38P8AhRun/wCecf8A38P+FG6f/nnH/wB/D/hRun/55x/9/D/hRun/AOecf/fw/wCFG6f/AJ5x/wDf",
  "w/4Ubp/+ecf/AH8P+FSUVmXmg217dPPLJMHfGQpGOBj09qh/4Rey/wCetx/30v8AhR/wi9l/z1uP++l/wo/4Rey/",
  "563H/fS/4Vd03S4dN8zyGkbzMZ3kHpn0HvVyuY/4QLTP+e95/wB9r/8AE0f8IFpn/Pe8/wC+1/8Aia6eiiise8u3",
  "trp4otHaZFxiRV4PH+7UP9pTf9AF/wDvk/8AxNH9pTf9AF/++T/8TR/aU3/QBf8A75P/AMTV3TZBeeZ5+m/ZtmMb",
  "1+9nPqB6Vd+zQf8APGP/AL5Fc9/bFz/0Lcv/AHyf/iKP7Yuf+hbl/wC+T/8AEV0P2aD/AJ4x/wDfIo+zQf8APGP/",
  "AL5FSUVHun/55x/9/D/hRun/AOecf/fw/wCFG6f/AJ5x/wDfw/4Ubp/+ecf/AH8P+FG6f/nnH/38P+FG6f8A55x/",
  "9/D/AIUbp/8AnnH/AN/D/hRun/55x/8Afw/4Ubp/+ecf/fw/4Ubp/wDnnH/38P8AhUlFZl5oNte3TzyyTB3xkKRj",
  "gY9Paof+EXsv+etx/wB9L/hR/wAIvZf89bj/AL6X/Cj/AIRey/563H/fS/4Vd03S4dN8zyGkbzMZ3kHpn0HvVyuf",
  "/wCEN0//AJ7XX/fS/wDxNH/CG6f/AM9rr/vpf/ia6Ciiise8u3trp4otHaZFxiRV4PH+7UP9pTf9AF/++T/8TR/a",
  "U3/QBf8A75P/AMTR/aU3/QBf/vk//E1d02QXnmefpv2bZjG9fvZz6gelXfs0H/PGP/vkVz39sXP/AELcv/fJ/wDi",
  "KP7Yuf8AoW5f++T/APEV0P2aD/njH/3yKPs0H/PGP/vkVJRUe6f/AJ5x/wDfw/4Ubp/+ecf/AH8P+FG6f/nnH/38",
  "P+FG6f8A55x/9/D/AIUbp/8AnnH/AN/D/hRun/55x/8Afw/4Ubp/+ecf/fw/4Ubp/wDnnH/38P8AhRun/wCecf8A",
  "38P+FG6f/nnH/wB/D/hUlFZl5oNte3TzyyTB3xkKRjgY9Paof+EXsv8Anrcf99L/AIUf8IvZf89bj/vpf8KP+EXs",
  "v+etx/30v+FXdN0uHTfM8hpG8zGd5B6Z9B71crn/APhDdP8A+e11/wB9L/8AE0f8Ibp//Pa6/wC+l/8Aia6Ciiii",
  "iiiiiiiiiiiiiiiiiiiiiiv/2Q==",
]);

// WinAnsi codes of the characters outside Latin-1 that French text uses
const WIN_ANSI: Record<string, string> = {
  "€": "\x80",
  "’": "\x92",
  "–": "\x96",
  "—": "\x97",
  œ: "\x9c",
};

/** Escapes a PDF literal string, in WinAnsi (written as Latin-1 bytes). */
function pdfText(text: string): string {
  return text.replace(/[\\()]/g, (c) => `\\${c}`).replace(/[€’–—œ]/g, (c) => WIN_ANSI[c] ?? "?");
}

/**
 * A valid one-page A5 PDF (with its cross-reference table) showing a title and lines of text in
 * Helvetica, WinAnsi encoded so that French accents print.
 * @param title first line, in bold
 * @param lines the following lines, in order
 * @returns the file's bytes
 */
export function buildPdf(title: string, lines: string[]): Buffer {
  const content = [
    "BT /F2 14 Tf 40 540 Td",
    `(${pdfText(title)}) Tj`,
    "/F1 11 Tf 0 -30 Td 16 TL",
    ...lines.map((line) => `(${pdfText(line)}) '`),
    "ET",
  ].join("\n");
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 420 595] /Contents 4 0 R " +
      "/Resources << /Font << /F1 5 0 R /F2 6 0 R >> >> >>",
    `<< /Length ${Buffer.byteLength(content, "latin1")} >>\nstream\n${content}\nendstream`,
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>",
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>",
  ];
  let body = "%PDF-1.4\n";
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(body, "latin1"));
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, "latin1");
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, "0")} 00000 n \n`).join("");
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, "latin1");
}
