import 'reflect-metadata';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Logger, RequestMethod } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import cookieParser from 'cookie-parser';
import serveStatic from 'serve-static';
import type { NextFunction, Request, Response } from 'express';
import type { DestinationStream } from 'pino';
import { AppModule } from './app.module';
import type { AppConfig } from './platform/process/config';
import { correlate } from './platform/http/correlation';
import { hardenEdge } from './platform/http/security';
import { withErrorResponses, withResponseSchemas } from './platform/http/openapi';
import { openInfrastructure, type Infrastructure } from './platform/process/infrastructure';
import { jsonLogger, PinoNestLogger, requestLogging } from './platform/process/logging';

export interface RunningApp {
  app: NestExpressApplication;
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
  const app = await NestFactory.create<NestExpressApplication>(AppModule.register(config, infrastructure), {
    logger: options.logger === false ? false : json ? new PinoNestLogger(json) : ['log', 'warn', 'error'],
  });
  app.use(correlate);
  if (json) app.use(requestLogging(json));
  hardenEdge(app, config);
  // Pictures are served at /product/picture/{id}, beside the API rather than under it (the spec's address).
  app.setGlobalPrefix('api', { exclude: [{ path: 'product/picture/:id', method: RequestMethod.GET }] });
  app.use(cookieParser());
  app.set('query parser', 'simple');
  const openApi = withErrorResponses(withResponseSchemas(SwaggerModule.createDocument(app, new DocumentBuilder().setTitle('Cargo API').setVersion('1').addBearerAuth().build())));
  SwaggerModule.setup('api/docs', app, openApi, { jsonDocumentUrl: 'api/docs-json' });
  serveWebApp(app, config.webDist);
  if (config.runProjections) await infrastructure.projections.start();
  await app.init();
  return {
    app,
    infrastructure,
    close: async () => {
      await app.close();
      await infrastructure.close();
    },
  };
}

/** Paths the API answers (pictures included), never the web app's files. */
const isServerPath = (path: string) => path.startsWith('/api/') || path === '/api' || path.startsWith('/product/picture/');

/**
 * The built web app, with every non-API path answered by index.html so client routes work on
 * reload. Files under /assets carry a content hash in their names, so they are cached for a year
 * as immutable; index.html is revalidated every time so a new release is picked up.
 */
function serveWebApp(app: NestExpressApplication, webDist: string): void {
  const index = join(webDist, 'index.html');
  if (!existsSync(index)) return;
  app.useStaticAssets(join(webDist, 'assets'), { prefix: '/assets', index: false, immutable: true, maxAge: '365d', fallthrough: false });
  // The web app's other files (favicon, manifest) are looked up on disk; API routes never are.
  const files = serveStatic(webDist, { index: false, maxAge: 0 });
  app.use((request: Request, response: Response, next: NextFunction) => (isServerPath(request.path) ? next() : files(request, response, next)));
  app.use((request: Request, response: Response, next: NextFunction) => {
    if (request.method !== 'GET' || isServerPath(request.path)) return next();
    response.setHeader('Cache-Control', 'no-cache');
    response.sendFile(index);
  });
}
