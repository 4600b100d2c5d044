import type { FastifyReply } from 'fastify';

/** Adds to the answer's Vary header (CORS may have said `Origin` already). */
export function addVary(reply: FastifyReply, fields: string): void {
  const vary = reply.getHeader('vary');
  void reply.header('vary', vary ? `${String(vary)}, ${fields}` : fields);
}
