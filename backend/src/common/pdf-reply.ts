import type { FastifyReply } from 'fastify';

/**
 * A PDF answer, opened in the browser's viewer (to print) under a file name; never kept by a cache: the sheets
 * carry a date of birth.
 */
export function pdfReply(reply: FastifyReply, fileName: string, pdf: Uint8Array): Buffer {
  void reply
    .type('application/pdf')
    .header('content-disposition', `inline; filename="${fileName}.pdf"`)
    .header('cache-control', 'private, no-store');
  return Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength);
}
