import { merged, recordHistory } from './history';
import type { UniqueClaimEvent } from './unique-claim';

/** A unique key (a tracking number) held by one record at a time. */
export const uniqueClaimHistory = recordHistory<UniqueClaimEvent>(
  {
    KeyClaimed: { label: { en: 'Key claimed', vi: 'Giữ mã' }, fields: ({ key, holderId }) => merged({}, { key, holderId }) },
    KeyReleased: { label: { en: 'Key released', vi: 'Nhả mã' }, fields: (_data, before) => merged(before, { holderId: null }) },
  },
  { key: { en: 'Key', vi: 'Mã' }, holderId: { en: 'Held by', vi: 'Được giữ bởi' } },
);
