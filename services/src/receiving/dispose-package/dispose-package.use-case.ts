import { conflict, daysBetween, packageStream } from '@cargo/contracts';
import { streamCommand, type UseCase } from '../../platform/write-model/use-case';
import { packageRead, storageTermsRead as termsRead } from '../package-links';

export interface Disposal {
  packageId: number;
  reason: string;
  today: string;
}

/** A package disposed of, with why: an unclaimed (unknown) one only once it is as old as the storage terms allow. */
export const disposePackage: UseCase<Disposal, { packageId: number }> = {
  name: 'dispose-package',
  reads: ({ packageId }) => [packageRead(packageId), termsRead],
  decide({ packageId, reason, today }, states) {
    const state = states.of(packageRead(packageId));
    const { disposeAfterDays } = states.of(termsRead);
    if (state.status === 'unknown' && daysBetween(state.receivedOn, today) < disposeAfterDays) throw conflict('receiving.tooEarlyToDispose');
    return {
      record: { packageId },
      before: [],
      pivot: streamCommand('record', packageRead(packageId), { type: 'DisposePackage', data: { packageId, reason } }),
      after: [],
    };
  },
  owed: ({ packageId }) => ({ before: [], pivot: { name: 'record', stream: packageStream(packageId) }, after: [] }),
};
