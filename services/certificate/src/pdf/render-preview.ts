/** Open Graph's recommended image width. */
const WIDTH = 1200;

/**
 * Page 1 of a certificate's PDF as a PNG 1200 px wide, the image a link preview shows. PDFium (WebAssembly)
 * draws it with the fonts embedded in the PDF, so every script looks as it does in the PDF. It is loaded
 * for this only and released after: a preview is drawn once per certificate.
 */
export const renderPreviewPng = async (pdf: Buffer) => {
  const [{ PDFiumLibrary }, { default: sharp }] = await Promise.all([
    import('@hyzyla/pdfium'),
    import('sharp'),
  ]);
  const library = await PDFiumLibrary.init();
  try {
    const document = await library.loadDocument(new Uint8Array(pdf));
    try {
      const page = document.getPage(0);
      // PDFium scales the page's width rounded down to whole points, then rounds down the pixels.
      const scale = (WIDTH + 0.5) / Math.floor(page.getOriginalSize().originalWidth);
      const bitmap = await page.render({ scale, render: 'bitmap' });
      return await sharp(bitmap.data, { raw: { width: bitmap.width, height: bitmap.height, channels: 4 } })
        .png()
        .toBuffer();
    } finally {
      document.destroy();
    }
  } finally {
    library.destroy();
  }
};
