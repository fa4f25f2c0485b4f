/**
 * Every message a user can see from the server or from a shared schema, in both languages.
 * Keys are stable codes; the web merges this catalog into its i18next resources and the
 * server translates with it, so a rule's wording lives in exactly one place.
 */
export const messages = {
  'validation.required': { en: 'Required', vi: 'Bắt buộc' },
  'validation.mustBeNumeric': { en: 'Must be numeric', vi: 'Phải là số' },
  'validation.mustBePositive': { en: 'Must be positive', vi: 'Phải là số dương' },
  'validation.mustNotBeNegative': { en: 'Must not be negative', vi: 'Không được là số âm' },
  'validation.mustBeWholeNumber': { en: 'Must be a whole number', vi: 'Phải là số nguyên' },
  'validation.titleTooShort': { en: 'Must be at least 10 characters', vi: 'Phải có ít nhất 10 ký tự' },
  'validation.emailFormat': { en: 'Email is not in the right format', vi: 'Email không đúng định dạng' },
  'validation.noSpecialCharacters': { en: 'Cannot contain any special characters', vi: 'Không được chứa ký tự đặc biệt' },
  'validation.onlyNumbers': { en: 'Must contain only numbers', vi: 'Chỉ được chứa số' },
  'validation.phoneTooShort': { en: 'Must have at least 9 digits', vi: 'Phải có ít nhất 9 chữ số' },
  'validation.invalidDate': { en: 'Must be a date (YYYY-MM-DD)', vi: 'Phải là ngày (YYYY-MM-DD)' },
  'validation.invalidChoice': { en: 'Not one of the allowed values', vi: 'Không nằm trong các giá trị cho phép' },
  'validation.invalidValue': { en: 'Invalid value', vi: 'Giá trị không hợp lệ' },
  'validation.unknownField': { en: 'Unknown field', vi: 'Trường không được hỗ trợ' },
  'validation.descriptionRequired': { en: 'Description is required', vi: 'Cần có mô tả' },
  'validation.tooLong': { en: 'This is too long', vi: 'Nội dung quá dài' },
  'validation.tooLarge': { en: 'This number is too large', vi: 'Số này quá lớn' },
  'validation.passwordInvalidCharacters': { en: 'Cannot be only spaces or contain control characters', vi: 'Không được chỉ gồm khoảng trắng hoặc chứa ký tự điều khiển' },
  'validation.passwordTooShort': { en: 'Must be at least 8 characters', vi: 'Phải có ít nhất 8 ký tự' },
  'validation.passwordNeedsDigitOrSpecial': {
    en: 'Must include a special character or a digit',
    vi: 'Phải có ít nhất một ký tự đặc biệt hoặc chữ số',
  },
  'validation.passwordMismatch': { en: "Password doesn't match", vi: 'Mật khẩu không khớp' },
  'error.invalidInput': { en: 'Some fields are not valid', vi: 'Một số trường không hợp lệ' },
  'error.generic': { en: 'Ops! Something is not right', vi: 'Ối! Có gì đó không ổn' },
  'error.notFound': { en: 'Not found', vi: 'Không tìm thấy' },
  'error.routeNotFound': { en: '404 Page Not Found', vi: '404 Không tìm thấy trang' },
  'error.forbidden': { en: 'You are not allowed to do this', vi: 'Bạn không có quyền thực hiện thao tác này' },
  'error.unauthorized': { en: 'Please log in', vi: 'Vui lòng đăng nhập' },
  'error.concurrency': {
    en: 'Someone else changed this at the same time; please try again',
    vi: 'Có người khác vừa thay đổi dữ liệu này; vui lòng thử lại',
  },
  'error.idempotencyKeyReused': {
    en: 'This request key was already used for a different request',
    vi: 'Mã yêu cầu này đã được dùng cho một yêu cầu khác',
  },
  'error.idempotencyInProgress': {
    en: 'The same request is still being processed',
    vi: 'Yêu cầu giống hệt đang được xử lý',
  },
  'error.unavailable': { en: 'The service is not ready yet. Please try again shortly', vi: 'Dịch vụ chưa sẵn sàng. Vui lòng thử lại sau ít phút' },
  'error.payloadTooLarge': { en: 'The request is too large', vi: 'Yêu cầu quá lớn' },
  'error.unsupportedMediaType': { en: 'The request body is in a format or encoding the server does not accept', vi: 'Nội dung yêu cầu có định dạng hoặc mã hóa không được hỗ trợ' },
  'error.tooManyAttempts': {
    en: 'Too many attempts. Please wait a few minutes and try again',
    vi: 'Bạn đã thử quá nhiều lần. Vui lòng đợi vài phút rồi thử lại',
  },
  'identity.loginFailed': { en: 'Incorrect Username or Password', vi: 'Sai tên đăng nhập hoặc mật khẩu' },
  'identity.emailTaken': { en: 'This email is already registered', vi: 'Email này đã được đăng ký' },
  'identity.registered': { en: 'User Successfully Register', vi: 'Đăng ký thành công' },
  'identity.registrationFailed': { en: 'Ops! Something is not right!', vi: 'Ối! Có gì đó không ổn!' },
  'identity.verificationFailed': { en: 'Something is wrong', vi: 'Có gì đó không ổn' },
  'identity.sessionExpired': { en: 'Your session has ended. Please log in again', vi: 'Phiên đăng nhập đã hết. Vui lòng đăng nhập lại' },
  'identity.userNotFound': { en: 'User not found', vi: 'Không tìm thấy người dùng' },
  'identity.rootKeepsAdmin': { en: 'The root user is always an admin', vi: 'Người dùng gốc luôn là quản trị viên' },
  'identity.adminGranted': { en: 'Successfully made the user an admin', vi: 'Đã cấp quyền quản trị cho người dùng' },
  'identity.adminRevoked': { en: 'Successfully removed admin rights', vi: 'Đã thu hồi quyền quản trị' },
  'identity.verificationSubject': { en: 'Verify your MTL Cargo account', vi: 'Xác nhận tài khoản MTL Cargo' },
  'identity.verificationBody': {
    en: 'Welcome to MTL Cargo. Open this link to verify your email address:',
    vi: 'Chào mừng bạn đến với MTL Cargo. Mở liên kết này để xác nhận địa chỉ email:',
  },
  'identity.registerAttemptSubject': { en: 'Someone tried to register with your email', vi: 'Có người đã thử đăng ký bằng email của bạn' },
  'identity.registerAttemptBody': {
    en: 'Someone tried to open an MTL Cargo account with this email address, which already has an account. If it was you, log in or ask us to reset your password. If not, you can ignore this mail: nothing was changed.',
    vi: 'Có người đã thử mở tài khoản MTL Cargo bằng địa chỉ email này, vốn đã có tài khoản. Nếu đó là bạn, hãy đăng nhập hoặc nhờ chúng tôi đặt lại mật khẩu. Nếu không, bạn có thể bỏ qua thư này: không có gì thay đổi.',
  },
  'customers.customerNotFound': { en: 'Customer not found', vi: 'Không tìm thấy khách hàng' },
  'customers.customerAdded': { en: 'Successfully added a new customer', vi: 'Đã thêm khách hàng mới' },
  'customers.customerUpdated': { en: 'Successfully updated the customer', vi: 'Đã cập nhật khách hàng' },
  'customers.customerDeleted': { en: 'Successfully deleted the customer', vi: 'Đã xóa khách hàng' },
  'customers.parentIsSelf': { en: 'A customer cannot be its own parent account', vi: 'Khách hàng không thể là tài khoản cha của chính mình' },
  'customers.parentIsChild': { en: 'The parent account cannot be one of its child accounts', vi: 'Tài khoản cha không thể là tài khoản con của khách hàng này' },
  'ordering.lowStock': { en: 'Some Items might be low in stock', vi: 'Một số sản phẩm có thể không đủ hàng' },
  'ordering.orderNotFound': { en: 'Order not found', vi: 'Không tìm thấy đơn hàng' },
  'ordering.orderPlaced': { en: 'Thank you, your order has been placed', vi: 'Cảm ơn bạn, đơn hàng đã được đặt' },
  'ordering.orderUpdated': { en: 'Successfully updated the order', vi: 'Đã cập nhật đơn hàng' },
  'ordering.orderDeleted': { en: 'Successfully deleted order', vi: 'Đã xóa đơn hàng' },
  'ordering.orderUnheld': { en: 'Successfully unholded order', vi: 'Đã bỏ giữ hàng cho đơn' },
  'ordering.failed': { en: 'Ops! something is not right', vi: 'Ối! Có gì đó không ổn' },
  'ordering.staleCannotChange': { en: 'A stale order cannot be changed or deleted', vi: 'Đơn hàng đã hết hiệu lực không thể sửa hoặc xóa' },
  'ordering.invoicedCannotDelete': { en: 'An order with an invoice cannot be deleted', vi: 'Đơn hàng đã có hóa đơn không thể xóa' },
  'ordering.onlyPlaceHolderUnholds': { en: 'Only an on-hold order can be unheld', vi: 'Chỉ đơn đang giữ hàng mới bỏ giữ được' },
  'ordering.cannotBecomeStale': { en: 'An order becomes stale only by unholding it', vi: 'Đơn chỉ hết hiệu lực khi bỏ giữ hàng' },
  'ordering.productUnavailable': { en: 'This product is not available', vi: 'Sản phẩm này không còn bán' },
  'ordering.placeHolderStaffOnly': { en: 'Only staff can put an order on hold', vi: 'Chỉ nhân viên mới có thể giữ hàng cho đơn' },
  'ordering.totalTooLarge': { en: 'The order total is too large', vi: 'Tổng tiền đơn hàng quá lớn' },
  'ordering.addressNotFound': { en: 'Delivery address not found', vi: 'Không tìm thấy địa chỉ giao hàng' },
  'ordering.addressAdded': { en: 'Successfully added the delivery address', vi: 'Đã thêm địa chỉ giao hàng' },
  'ordering.addressDeleted': { en: 'Successfully deleted the delivery address', vi: 'Đã xóa địa chỉ giao hàng' },
  'ordering.releaseExceedsReservation': { en: 'This order does not hold that much stock', vi: 'Đơn hàng không giữ số lượng này' },
  'catalog.productNotFound': { en: 'Product not found', vi: 'Không tìm thấy sản phẩm' },
  'catalog.productDeleted': { en: 'This product has been deleted', vi: 'Sản phẩm này đã bị xóa' },
  'catalog.productCreated': { en: 'Successfully added a new product', vi: 'Đã thêm sản phẩm mới' },
  'catalog.productUpdated': { en: 'Product Successfully Updated!', vi: 'Đã cập nhật sản phẩm!' },
  'catalog.productDeletedOk': { en: 'Successfully delete the product', vi: 'Đã xóa sản phẩm' },
  'catalog.quantityBelowZero': {
    en: 'The quantity cannot go below zero',
    vi: 'Số lượng không được nhỏ hơn 0',
  },
  'catalog.discountAboveRetail': {
    en: 'Discount cannot be more than the retail price',
    vi: 'Giảm giá không được lớn hơn giá bán lẻ',
  },
  'catalog.stockLabel.InStock': { en: 'In Stock', vi: 'Còn hàng' },
  'catalog.stockLabel.OnlyFewInStock': { en: 'Only Few in Stock', vi: 'Chỉ còn vài sản phẩm' },
  'catalog.stockLabel.OutOfStock': { en: 'Out of Stock', vi: 'Hết hàng' },
  'inventory.stockNotFound': { en: 'Stock not found', vi: 'Không tìm thấy lô hàng' },
  'inventory.stockInactive': { en: 'This stock row is already inactive', vi: 'Lô hàng này đã ngừng hoạt động' },
  'inventory.stockAdded': { en: 'Successfully added a new stock', vi: 'Đã thêm lô hàng mới' },
  'inventory.stockUpdated': { en: 'Successfully updated stock', vi: 'Đã cập nhật lô hàng' },
  'inventory.stockDeleted': { en: 'Successfully deleted the stock', vi: 'Đã xóa lô hàng' },
  'inventory.stockAlreadySold': {
    en: 'Not enough units left in the US warehouse to take this stock back',
    vi: 'Kho Mỹ không còn đủ hàng để rút lại lô hàng này',
  },
  'vendors.vendorNotFound': { en: 'Vendor not found', vi: 'Không tìm thấy nhà cung cấp' },
  'vendors.vendorAdded': { en: 'Successfully added a new vendor', vi: 'Đã thêm nhà cung cấp mới' },
} as const satisfies Record<string, { en: string; vi: string }>;

export type MessageKey = keyof typeof messages;
export type Language = 'en' | 'vi';
export const LANGUAGES: readonly Language[] = ['vi', 'en'];

export function translate(key: MessageKey, language: Language): string {
  return messages[key][language];
}

export function isMessageKey(value: string): value is MessageKey {
  return Object.prototype.hasOwnProperty.call(messages, value);
}
