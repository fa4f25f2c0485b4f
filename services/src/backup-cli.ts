import { backUp, BackupError, pruneBackups, restoreBackup } from './platform/backup/backup';
import { backupSettings, withSecretFiles } from './platform/process/config';

/**
 * npm run backup            a consistent copy of the embedded store (log, read models, personal-data
 *                           keys, pictures) into BACKUP_DIR, verified, keeping the newest BACKUP_KEEP
 * npm run restore -- FILE   that copy, checked against its manifest (and BACKUP_SIGNING_KEY, when
 *                           set) and verified, its read models rebuilt from its log, into DATA_DIR,
 *                           which must be empty (stop the app first; start it afterwards)
 */
async function main([command, file]: string[]): Promise<number> {
  const env = withSecretFiles(process.env);
  const config = backupSettings(env);
  if (env.EVENTSTORE_URL || env.MONGO_URL) {
    console.error(
      'Backups here are of the embedded store; with EVENTSTORE_URL or MONGO_URL, back up those servers (docs/architecture.md, "Running in production").',
    );
    return 2;
  }
  if (command === 'backup') {
    const { file: written, manifest } = await backUp(config.dataDir, config.backupDir, new Date(), { signingKey: config.backupSigningKey });
    const pruned = pruneBackups(config.backupDir, config.backupKeep);
    console.log(
      `backup: ${written} (${manifest.eventsVerified} event(s) verified, log head ${manifest.headPosition}, ${manifest.files.length} file(s))${pruned.length > 0 ? `; removed ${pruned.length} older backup(s)` : ''}`,
    );
    return 0;
  }
  if (command === 'restore' && file) {
    const manifest = await restoreBackup(file, config.dataDir, { signingKey: config.backupSigningKey });
    console.log(
      `restored ${file} into ${config.dataDir}: taken ${manifest.createdAt}, ${manifest.eventsVerified} event(s) verified, log head ${manifest.headPosition}`,
    );
    return 0;
  }
  console.error('Usage: npm run backup | npm run restore -- FILE');
  return 2;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof BackupError ? `backup: ${error.message}` : error);
    process.exit(1);
  },
);
