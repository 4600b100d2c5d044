/** A PDF read back with PDF.js, as a reader would: each page's size and its lines of text where they sit. */
export interface PdfText {
  text: string;
  /** Left end and baseline, in points from the page's bottom-left corner. */
  x: number;
  y: number;
  /** Width by the PDF's own font metrics. */
  width: number;
  size: number;
}

export interface PdfPage {
  width: number;
  height: number;
  texts: PdfText[];
}

export async function readPdf(bytes: Uint8Array): Promise<{ title: string | null; pages: PdfPage[] }> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const document = await pdfjs.getDocument({ data: bytes.slice(), useSystemFonts: false }).promise;
  const pages: PdfPage[] = [];
  for (let number = 1; number <= document.numPages; number++) {
    const page = await document.getPage(number);
    const [, , width, height] = page.view;
    const content = await page.getTextContent();
    const texts = content.items
      .filter((item) => 'str' in item && item.str.trim() !== '')
      .map((item) => {
        const {
          str,
          transform,
          width: itemWidth,
        } = item as { str: string; transform: number[]; width: number };
        return { text: str, x: transform[4], y: transform[5], width: itemWidth, size: transform[0] };
      });
    pages.push({ width, height, texts });
  }
  const { info } = (await document.getMetadata()) as { info: { Title?: string } };
  await document.cleanup();
  return { title: info.Title ?? null, pages };
}
