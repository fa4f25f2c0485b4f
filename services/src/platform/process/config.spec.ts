import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ConfigError, loadConfig } from './config';

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

describe('the port', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'cargo-config-'));

  it('is 3000 unless PORT says otherwise, and refuses one nobody could reach, or none at all', () => {
    expect(loadConfig({ DATA_DIR: dataDir }).port).toBe(3000);
    expect(loadConfig({ DATA_DIR: dataDir, PORT: '8080' }).port).toBe(8080);
    expect(() => loadConfig({ DATA_DIR: dataDir, PORT: '6000' })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: dataDir, PORT: '6000' })).toThrow(/bad port/);
    expect(() => loadConfig({ DATA_DIR: dataDir, PORT: 'http' })).toThrow(/PORT must be a whole number/);
    expect(() => loadConfig({ DATA_DIR: dataDir, PORT: '70000' })).toThrow(/PORT must be a whole number/);
  });
});
