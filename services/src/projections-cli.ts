import 'reflect-metadata';
import { allProjections, rebuildProjections } from '@cargo/projections';
import { rebuildThread, replayThread } from './audit/replay-elsewhere';
import { verifiedReplay } from './audit/verified-replay';
import { loadConfig } from './platform/process/config';
import { openInfrastructure } from './platform/process/infrastructure';
import { coldWhenFull } from './platform/read-store/cold-documents';

/**
 * npm run projections:rebuild [-- <name>] [-- --verify]
 * Rebuild: from position zero into fresh collections, swapped in when done.
 * Verify: rebuild in memory and report any difference from the live read models, check the
 * log's hash chain (the embedded store) and the billing ledger's identities (exit 1 if anything differs).
 */
async function main(argv: string[]): Promise<number> {
  const verify = argv.includes('--verify');
  const names = argv.filter((arg) => !arg.startsWith('--'));
  const unknown = names.filter((name) => !allProjections.some((projection) => projection.name === name));
  if (unknown.length > 0) {
    console.error(`Unknown projection(s): ${unknown.join(', ')}. Known: ${allProjections.map((projection) => projection.name).join(', ')}`);
    return 2;
  }
  const selected = names.length === 0 ? allProjections : allProjections.filter((projection) => names.includes(projection.name));
  const config = loadConfig();
  const infrastructure = await openInfrastructure(config);
  let differences = 0;
  try {
    if (verify) {
      const report = await verifiedReplay(infrastructure.eventStore, infrastructure.readStore, selected, undefined, replayThread(config));
      differences = report.differences;
      for (const check of report.projections) {
        console.log(`verify ${check.name}: ${check.documents} documents at position ${report.position}, ${check.differenceCount} difference(s)`);
        for (const difference of check.differences)
          console.log(`  ${difference.collection}/${difference.id}: live ${JSON.stringify(difference.live)} rebuilt ${JSON.stringify(difference.rebuilt)}`);
      }
      const chain = report.chain;
      console.log(
        chain
          ? `verify log: ${chain.checked} event(s) linked${chain.firstBroken ? `, first broken link at position ${chain.firstBroken.position} (${chain.firstBroken.streamId} revision ${chain.firstBroken.revision})` : ', no broken link'}`
          : 'verify log: this event store keeps no hash chain',
      );
      console.log(
        `verify ledger: ${report.ledger.accounts} customer account(s) by currency, ${report.ledger.invoices} invoice(s), ${report.ledger.differences.length} difference(s)`,
      );
      for (const difference of report.ledger.differences.slice(0, 20)) console.log(`  ${difference}`);
      console.log(`verified replay: ${report.events} event(s) in ${report.seconds.toFixed(1)} s, ${report.differences} difference(s)`);
    } else {
      const report = await rebuildProjections(infrastructure.eventStore, infrastructure.readStore, selected, coldWhenFull, rebuildThread(config));
      console.log(
        `rebuilt ${report.projections.join(', ')}: ${report.documents} documents from ${report.events} events to position ${report.position} (${report.eventsPerSecond} events/s)`,
      );
    }
  } finally {
    await infrastructure.close();
  }
  return differences === 0 ? 0 : 1;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
