import { z } from 'zod';
import type { DomainEvent } from '../platform/envelope';
import { requiredText, TEXT_MAX } from '../platform/schema-helpers';

export const storeStream = (storeId: number) => `store-${storeId}`;

/** The name of the business's own store (DEFAULT_STORE_ID, which every product names unless it names another). */
export const DEFAULT_STORE_NAME = 'MTL Cargo';

/** A store products are sold from; `userId` is who registered it (null for the default store). */
export type StoreRegistered = DomainEvent<'StoreRegistered', { storeId: number; name: string; userId: number | null }>;
export type StoreEvent = StoreRegistered;

export const registerStoreSchema = z.object({ name: requiredText(TEXT_MAX.name) });
export type RegisterStoreInput = z.input<typeof registerStoreSchema>;

export interface StoreView {
  id: number;
  name: string;
  userId: number | null;
  dateCreated: string;
}
