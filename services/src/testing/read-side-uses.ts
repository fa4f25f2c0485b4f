import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/** The TypeScript files under a folder, at any depth, but specs. */
function shippedFiles(folder: string): string[] {
  if (!existsSync(folder)) return [];
  return readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts') && !entry.name.endsWith('.spec.ts'))
    .map((entry) => join(entry.parentPath, entry.name));
}

const EXPORTED = /^export\s+(?:declare\s+)?(?:const|function|class|type|interface|enum)\s+([A-Za-z0-9_]+)/gm;
const FROM_PROJECTIONS = /import\s+(?:type\s+)?\{([^}]*)\}\s+from\s+'@cargo\/projections'/g;

/** The capability folders of the read side under `root`. */
const CAPABILITY_FOLDERS = (root: string) =>
  readdirSync(join(root, 'projections/src'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !['platform', 'testing'].includes(entry.name))
    .map((entry) => entry.name);

/** Which read-side capability exports each name (a collection, a document type): projections/src/<capability>/. */
function ownersOf(projections: string, capabilities: string[]): Map<string, string> {
  const owners = new Map<string, string>();
  for (const capability of capabilities)
    for (const file of shippedFiles(join(projections, capability)))
      for (const [, name] of readFileSync(file, 'utf8').matchAll(EXPORTED)) owners.set(name, capability);
  return owners;
}

/**
 * The read side obeys the capability boundaries: a services capability that imports another
 * capability's collections (or document types) from `@cargo/projections` uses that capability, so its
 * `capability.json` must name it, as for any other import. Answers each undeclared read as
 * "<file>: <name> of <capability>", for the services folder under `root`, whose names the projections
 * folder under `projectionsRoot` owns.
 */
export function undeclaredReads(root: string, uses: ReadonlyMap<string, readonly string[]>, projectionsRoot = root): string[] {
  const services = join(root, 'services/src');
  const owners = ownersOf(join(projectionsRoot, 'projections/src'), CAPABILITY_FOLDERS(projectionsRoot));
  const found: string[] = [];
  for (const [capability, declared] of uses) {
    for (const file of shippedFiles(join(services, capability))) {
      for (const [, names] of readFileSync(file, 'utf8').matchAll(FROM_PROJECTIONS)) {
        for (const imported of names.split(',')) {
          const name = imported
            .replace(/^\s*type\s+/, '')
            .split(/\s+as\s+/)[0]
            .trim();
          const owner = owners.get(name);
          if (owner && owner !== capability && !declared.includes(owner)) found.push(`${relative(root, file)}: ${name} of ${owner}`);
        }
      }
    }
  }
  return found.sort();
}

/** Each capability folder's declared uses (its capability.json), under `root`'s services/src. */
export function declaredUses(root: string): Map<string, string[]> {
  const services = join(root, 'services/src');
  const uses = new Map<string, string[]>();
  for (const entry of readdirSync(services, { withFileTypes: true })) {
    const declaration = join(services, entry.name, 'capability.json');
    if (entry.isDirectory() && existsSync(declaration)) uses.set(entry.name, (JSON.parse(readFileSync(declaration, 'utf8')) as { uses: string[] }).uses);
  }
  return uses;
}
