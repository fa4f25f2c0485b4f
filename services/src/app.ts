import 'reflect-metadata';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { Logger, RequestMethod } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import type { DestinationStream } from 'pino';
import { AppModule } from './app.module';
import type { AppConfig } from './platform/process/config';
import { correlate } from './platform/http/correlation';
import { pathOf, type Reply, type Request } from './platform/http/request';
import { BODY_LIMIT, hardenEdge } from './platform/http/security';
import { withErrorResponses, withResponseSchemas } from './platform/http/openapi';
import { openInfrastructure, type Infrastructure } from './platform/process/infrastructure';
import { jsonLogger, PinoNestLogger, requestLogging, TextLogger } from './platform/process/logging';

export interface RunningApp {
  app: NestFastifyApplication;
  infrastructure: Infrastructure;
  close(): Promise<void>;
}

/** Builds the HTTP app on the configured adapters; starts the projection runner when this process owns it. */
export interface AppOptions {
  logger?: false;
  /** Where JSON logs go (production and LOG_FORMAT=json); standard output by default. */
  logDestination?: DestinationStream;
}

export async function createApp(config: AppConfig, options: AppOptions = {}): Promise<RunningApp> {
  const json = config.logFormat === 'json' ? jsonLogger(options.logDestination) : null;
  const logger = new Logger('Projections');
  const infrastructure = await openInfrastructure(config, (message) => logger.warn(message));
  // Client addresses through the configured proxies only; bodies past the limit answer 413 before they are
  // read; `/api/contactus/get/` is `/api/contactus/get`, as it always was.
  const adapter = new FastifyAdapter({ trustProxy: config.trustProxy, bodyLimit: BODY_LIMIT, routerOptions: { ignoreTrailingSlash: true } });
  const app = await NestFactory.create<NestFastifyApplication>(AppModule.register(config, infrastructure), adapter, {
    // Fastify's own JSON parser reads bodies; Nest's would also read every form post as a body (`hardenEdge` refuses forms where no route asks for one).
    bodyParser: false,
    logger: options.logger === false ? false : json ? new PinoNestLogger(json) : new TextLogger(),
  });
  const edge = app.getHttpAdapter().getInstance();
  edge.addHook('onRequest', correlate);
  if (json) requestLogging(edge, json);
  await hardenEdge(app, config.secureCookies);
  // Multipart bodies are read by the routes that take uploads (`UploadsOf`), with their own limits.
  await app.register(multipart);
  // Pictures are served at /product/picture/{id}, beside the API rather than under it (the spec's address);
  // an email's unsubscribe link takes its mail client's one-click post at the address the link opens in a browser.
  app.setGlobalPrefix('api', {
    exclude: [
      { path: 'product/picture/:id', method: RequestMethod.GET },
      { path: 'unsubscribe', method: RequestMethod.POST },
    ],
  });
  const openApi = withErrorResponses(
    withResponseSchemas(SwaggerModule.createDocument(app, new DocumentBuilder().setTitle('Cargo API').setVersion('1').addBearerAuth().build())),
  );
  SwaggerModule.setup('api/docs', app, openApi, { jsonDocumentUrl: 'api/docs-json' });
  await serveWebApp(app, config.webDist);
  if (config.runProjections) await infrastructure.projections.start();
  await app.init();
  await edge.ready();
  return {
    app,
    infrastructure,
    close: async () => {
      await app.close();
      await infrastructure.close();
    },
  };
}

/**
 * Listens on every interface, as Node's own servers do: IPv6 and IPv4 where the host has IPv6, IPv4
 * alone where it has not (Fastify alone would listen on localhost only).
 */
export async function listenEverywhere(app: NestFastifyApplication, port: number): Promise<void> {
  try {
    await app.listen(port, '::');
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (code !== 'EAFNOSUPPORT' && code !== 'EADDRNOTAVAIL') throw error;
    await app.listen(port, '0.0.0.0');
  }
}

/**
 * An asset path that decodes to a dot segment (`%2e%2e`), a NUL or no text at all names no asset: it
 * is a 404 before the static files are looked at (which would refuse it with an error of their own).
 */
function namesNoAsset(path: string): boolean {
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return true;
  }
  return decoded.includes('\u0000') || decoded.split(/[/\\]/).some((segment) => segment === '.' || segment === '..');
}

/** Paths the API answers (pictures included), never the web app's files. */
const isServerPath = (path: string) => path.startsWith('/api/') || path === '/api' || path.startsWith('/product/picture/');

/**
 * The built web app, with every other GET answered by index.html so client routes work on reload.
 * Files under /assets carry a content hash in their names, so they are cached for a year as
 * immutable (a missing one is a 404, not the page); the app's other files (favicon, manifest) get a
 * route each when the app starts, and they and index.html are revalidated every time so a new
 * release is picked up. An API path is never looked up on disk.
 */
async function serveWebApp(app: NestFastifyApplication, webDist: string): Promise<void> {
  if (!existsSync(join(webDist, 'index.html'))) return;
  const edge = app.getHttpAdapter().getInstance();
  edge.addHook('onRequest', (request: Request, reply: Reply, done: () => void) => {
    if (pathOf(request).startsWith('/assets/') && namesNoAsset(pathOf(request))) return reply.callNotFound();
    done();
  });
  await app.register(fastifyStatic, { root: join(webDist, 'assets'), prefix: '/assets/', index: false, immutable: true, maxAge: '365d' });
  const revalidated = (reply: Reply, file: string) => reply.header('Cache-Control', 'no-cache').sendFile(file, webDist, { cacheControl: false });
  for (const file of readdirSync(webDist, { withFileTypes: true })) {
    if (file.isFile() && file.name !== 'index.html' && !isServerPath(`/${file.name}`))
      edge.get(`/${file.name}`, (_request: Request, reply: Reply) => revalidated(reply, file.name));
  }
  // An unknown API path answers the app's 404, as it would without the web app.
  edge.get('/*', (request: Request, reply: Reply) => (isServerPath(pathOf(request)) ? reply.callNotFound() : revalidated(reply, 'index.html')));
}
