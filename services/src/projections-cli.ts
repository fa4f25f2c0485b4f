import 'reflect-metadata';
import { allProjections, checkLedger, rebuildProjections, verifyProjection } from '@cargo/projections';
import { loadConfig } from './platform/process/config';
import { openInfrastructure } from './platform/process/infrastructure';

/**
 * npm run projections:rebuild [-- <name>] [-- --verify]
 * Rebuild: from position zero into fresh collections, swapped in when done.
 * Verify: rebuild into scratch space and report any difference from the live read models, check the
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
  const infrastructure = await openInfrastructure(loadConfig());
  let differences = 0;
  try {
    if (verify) {
      for (const projection of selected) {
        const report = await verifyProjection(infrastructure.eventStore, infrastructure.readStore, projection);
        differences += report.differences.length;
        console.log(`verify ${report.projection}: ${report.documents} documents at position ${report.position}, ${report.differences.length} difference(s)`);
        for (const difference of report.differences.slice(0, 20)) console.log(`  ${difference.collection}/${difference.id}: live ${JSON.stringify(difference.live)} rebuilt ${JSON.stringify(difference.rebuilt)}`);
      }
      if (infrastructure.eventStore.verifyChain) {
        const chain = await infrastructure.eventStore.verifyChain();
        if (chain.firstBroken) differences += 1;
        console.log(`verify log: ${chain.checked} event(s) linked${chain.firstBroken ? `, first broken link at position ${chain.firstBroken.position} (${chain.firstBroken.streamId} revision ${chain.firstBroken.revision})` : ', no broken link'}`);
      } else {
        console.log('verify log: this event store keeps no hash chain');
      }
      const ledger = await checkLedger(infrastructure.readStore);
      differences += ledger.differences.length;
      console.log(`verify ledger: ${ledger.accounts} customer account(s) by currency, ${ledger.invoices} invoice(s), ${ledger.differences.length} difference(s)`);
      for (const difference of ledger.differences.slice(0, 20)) console.log(`  ${difference}`);
    } else {
      const report = await rebuildProjections(infrastructure.eventStore, infrastructure.readStore, selected);
      console.log(`rebuilt ${report.projections.join(', ')}: ${report.documents} documents from ${report.events} events to position ${report.position} (${report.eventsPerSecond} events/s)`);
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
