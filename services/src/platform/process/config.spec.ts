import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { checkDeployedApi, ConfigError, loadConfig } from './config';

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

describe('the API when deployed (NODE_ENV=production)', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'cargo-config-'));
  const deployed = {
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    JWT_SECRET: 'k7Q2xV9pL4mN8rT1wY6zA3bC5dE0fG2hQ9wE3rT7yU1iO5pA',
    SMTP_URL: 'smtp://mail.example.com:587',
    TRUST_PROXY: '1',
    BACKUP_SIGNING_KEY: 'q3Z8yX1wV5uT9sR2pO6nM0lK4jH7gF3d',
  };
  const refusal = (env: NodeJS.ProcessEnv) => {
    try {
      checkDeployedApi(loadConfig(env), env);
      return null;
    } catch (error) {
      return error instanceof ConfigError ? error.message : String(error);
    }
  };

  it('starts given mail, its proxy and a backup key', () => {
    expect(refusal(deployed)).toBeNull();
  });

  it('refuses to start with no SMTP_URL (emails would vanish with the container), unless files on a volume are asked for', () => {
    expect(refusal({ ...deployed, SMTP_URL: '' })).toMatch(/^SMTP_URL is required/);
    expect(refusal({ ...deployed, SMTP_URL: '', EMAIL_TO_FILES: 'true' })).toBeNull();
  });

  it('refuses secure cookies with no TRUST_PROXY: they reach users only through the TLS proxy', () => {
    expect(refusal({ ...deployed, TRUST_PROXY: '' })).toMatch(/^TRUST_PROXY is required/);
    expect(refusal({ ...deployed, TRUST_PROXY: '', SECURE_COOKIES: 'false' })).toBeNull();
  });

  it('refuses the embedded store with no BACKUP_SIGNING_KEY (its backups would not be signed)', () => {
    expect(refusal({ ...deployed, BACKUP_SIGNING_KEY: '' })).toMatch(/^BACKUP_SIGNING_KEY is required/);
  });

  it('asks none of this of a start that is not deployed', () => {
    expect(refusal({ DATA_DIR: dataDir })).toBeNull();
  });
});
