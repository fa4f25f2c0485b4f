import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from './config';

describe('production defaults', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'cargo-config-'));
  const production = { NODE_ENV: 'production', DATA_DIR: dataDir, JWT_SECRET: 'k7Q2xV9pL4mN8rT1wY6zA3bC5dE0fG2hQ9wE3rT7yU1iO5pA' };

  it('sends the refresh cookie over HTTPS only in production, unless SECURE_COOKIES says otherwise', () => {
    expect(loadConfig(production).secureCookies).toBe(true);
    expect(loadConfig({ ...production, SECURE_COOKIES: 'false' }).secureCookies).toBe(false);
    expect(loadConfig({ DATA_DIR: dataDir }).secureCookies).toBe(false);
    expect(loadConfig({ DATA_DIR: dataDir, SECURE_COOKIES: 'true' }).secureCookies).toBe(true);
  });
});
