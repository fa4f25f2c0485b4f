import { defineMessages } from '../platform/messages';

/** What the vendors capability says to users, in both languages. */
export const vendorsMessages = defineMessages({
  'vendors.vendorNotFound': { en: 'Vendor not found', vi: 'Không tìm thấy nhà cung cấp' },
  'vendors.vendorAdded': { en: 'Successfully added a new vendor', vi: 'Đã thêm nhà cung cấp mới' },
});
