import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';

/**
 * Helmet's headers on every answer, with our policy: the app loads only its own scripts; images may be
 * data:/blob: (avatars, puzzle) or any https (operators' carousel URLs); nobody may frame it.
 */
export default fp(
  async (app) => {
    await app.register(helmet, {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'"],
          workerSrc: ["'self'"],
          manifestSrc: ["'self'"],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          frameAncestors: ["'none'"],
        },
      },
      frameguard: { action: 'deny' },
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      // served over plain HTTP in the demo and behind a TLS-terminating proxy in production: the proxy sets HSTS
      strictTransportSecurity: false,
    });
  },
  { name: 'security-headers' },
);
