import type { FastifyRequest } from 'fastify';

/** The portal's own address: PUBLIC_URL, or in development the origin the request came to. */
export function originOf(request: FastifyRequest, publicUrl: string | undefined): string {
  return publicUrl?.replace(/\/$/, '') ?? `${request.protocol}://${request.host}`;
}
