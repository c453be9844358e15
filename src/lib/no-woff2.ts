/**
 * Stands in for the Brotli decoder fontkit imports (see vite.config.ts): the PDF fonts are WOFF
 * (zlib), never WOFF2, so the browser build leaves the decoder and its dictionary out.
 */
export default function decompress(): never {
  throw new Error('WOFF2 fonts are not supported in PDF exports: use the WOFF files')
}
