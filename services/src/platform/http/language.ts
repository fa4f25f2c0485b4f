import type { FastifyRequest as Request } from 'fastify';
import type { Language } from '@cargo/contracts';

/** The reply language: Vietnamese when the client prefers it, English otherwise. */
export function languageOf(request: Request): Language {
  const preferred = request.headers['accept-language'] ?? '';
  return preferred.trim().toLowerCase().startsWith('vi') ? 'vi' : 'en';
}
