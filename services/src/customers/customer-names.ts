import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { customerLabel, type CustomerView } from '@cargo/contracts';
import { CUSTOMERS, type ReadStore } from '@cargo/projections';
import { ReferenceNamers } from '../audit/public';
import { READ_STORE } from '../platform/process/tokens';

/** Names customers in histories by their label (name - phone; erased once their key is destroyed), one read per page. */
@Injectable()
export class CustomerNames implements OnModuleInit {
  constructor(
    @Inject(READ_STORE) private readonly store: ReadStore,
    private readonly namers: ReferenceNamers,
  ) {}

  onModuleInit(): void {
    this.namers.register(
      'customer',
      async (ids) => new Map([...(await this.store.getMany(CUSTOMERS, ids))].map(([id, customer]) => [id, customerLabel(customer as CustomerView)])),
    );
  }
}
