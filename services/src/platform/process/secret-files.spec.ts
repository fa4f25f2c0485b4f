import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ConfigError, loadConfig, withSecretFiles } from './config';

describe('secrets from files (<NAME>_FILE)', () => {
  const folder = mkdtempSync(join(tmpdir(), 'secret-files-'));
  const file = (name: string, text: string) => {
    const path = join(folder, name);
    writeFileSync(path, text);
    return path;
  };

  it('reads each secret setting from the file it names, without the trailing newline', () => {
    const env = withSecretFiles({
      JWT_SECRET_FILE: file('jwt', 'k7Q2xV9pL4mN8rT1wY6zA3bC5dE0fG2h\n'),
      MONGO_URL_FILE: file('mongo', 'mongodb://cargo:s3cret@mongo:27017/cargo?tls=true\n'),
    });
    expect(env.JWT_SECRET).toBe('k7Q2xV9pL4mN8rT1wY6zA3bC5dE0fG2h');
    expect(env.MONGO_URL).toBe('mongodb://cargo:s3cret@mongo:27017/cargo?tls=true');
  });

  it('gives production its JWT secret and store URLs from files', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      DATA_DIR: folder,
      JWT_SECRET_FILE: file('jwt2', 'k7Q2xV9pL4mN8rT1wY6zA3bC5dE0fG2h'),
      ROOT_PASSWORD_FILE: file('root', 'Root#Pass-2026\n'),
      EVENTSTORE_URL_FILE: file('esdb', 'kurrentdb://admin:pw@eventstore:2113?tls=true'),
    });
    expect(config).toMatchObject({
      jwtSecret: 'k7Q2xV9pL4mN8rT1wY6zA3bC5dE0fG2h',
      rootPassword: 'Root#Pass-2026',
      eventStoreUrl: 'kurrentdb://admin:pw@eventstore:2113?tls=true',
      production: true,
    });
  });

  it('refuses a setting given both ways, and a file it cannot read, saying which', () => {
    expect(() => withSecretFiles({ JWT_SECRET: 'x', JWT_SECRET_FILE: file('jwt3', 'y') })).toThrow(
      new ConfigError('JWT_SECRET and JWT_SECRET_FILE are both set: keep one'),
    );
    expect(() => withSecretFiles({ ROOT_PASSWORD_FILE: join(folder, 'missing') })).toThrow(/^ROOT_PASSWORD_FILE: cannot read/);
  });

  it('leaves settings that are not secrets to the environment alone', () => {
    expect(withSecretFiles({ PORT_FILE: file('port', '4000'), PORT: '3000' })).toEqual({ PORT_FILE: join(folder, 'port'), PORT: '3000' });
  });
});
