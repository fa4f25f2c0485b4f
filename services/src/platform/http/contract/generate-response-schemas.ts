import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { controllerFiles, programOf, responseContracts, type ResponseContracts } from './response-schemas';

/**
 * Writes what every route answers (read from the controllers' return types) to
 * `response-schemas.json`, which the served API document is built with. `--check` changes nothing
 * and fails when the file is stale, so a changed reply type cannot reach the document unseen.
 * Runs from `services/dist`; the file lives in `services/src` and is copied beside this script.
 */
const services = resolve(__dirname, '../../../..');
const target = join(services, 'src/platform/http/contract/response-schemas.json');
const files = controllerFiles(join(services, 'src'));
const written = `${JSON.stringify(responseContracts(programOf(join(services, '..', 'tsconfig.json'), files), files), null, 2)}\n`;

if (process.argv.includes('--check')) {
  if (readFileSync(target, 'utf8') !== written) {
    console.error(
      'The API reply schemas are stale: a reply type changed. Run `npm run api:contract` and commit services/src/platform/http/contract/response-schemas.json.',
    );
    process.exit(1);
  }
  console.log(`API reply schemas are current (${files.length} controllers).`);
} else {
  writeFileSync(target, written);
  writeFileSync(join(__dirname, 'response-schemas.json'), written);
  console.log(
    `Wrote the reply schemas of ${Object.keys((JSON.parse(written) as ResponseContracts).operations).length} operations from ${files.length} controllers.`,
  );
}
