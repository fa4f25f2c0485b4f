import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import type { VendorView } from '@cargo/contracts';
import { VENDORS, type ReadStore } from '@cargo/projections';
import { ReferenceNamers } from '../audit/public';
import { READ_STORE } from '../platform/process/tokens';

/** Names vendors in histories by name, one read per page. */
@Injectable()
export class VendorNames implements OnModuleInit {
  constructor(
    @Inject(READ_STORE) private readonly store: ReadStore,
    private readonly namers: ReferenceNamers,
  ) {}

  onModuleInit(): void {
    this.namers.register(
      'vendor',
      async (ids) => new Map([...(await this.store.getMany(VENDORS, ids))].map(([id, vendor]) => [id, (vendor as VendorView).name])),
    );
  }
}
