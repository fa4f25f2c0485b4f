/**
 * Message tables: stable codes, each in both languages. The platform's live here; each capability
 * defines its own beside its schemas, and `message-catalog.ts` collects them all.
 */
/** A capability's messages: stable codes, each in both languages, collected into one catalog. */
export type MessageTable = Readonly<Record<string, { readonly en: string; readonly vi: string }>>;

const MESSAGE_TABLE: unique symbol = Symbol('message table');

/** Marks a table as messages, so the catalog collects it from what a capability exports. */
export type Messages<T extends MessageTable> = T & { readonly [MESSAGE_TABLE]: true };

export function defineMessages<const T extends MessageTable>(table: T): Messages<T> {
  return Object.defineProperty({ ...table }, MESSAGE_TABLE, { value: true, enumerable: false }) as Messages<T>;
}

export function isMessages(value: unknown): value is Messages<MessageTable> {
  return typeof value === 'object' && value !== null && MESSAGE_TABLE in value;
}

/** The codes of a table (distributes over a union of tables). */
export type CodesOf<T> = T extends Messages<infer Table> ? keyof Table & string : never;

/** Validation and error messages every capability shares. */
export const platformMessages = defineMessages({
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
});

export type Language = 'en' | 'vi';
export const LANGUAGES: readonly Language[] = ['vi', 'en'];
