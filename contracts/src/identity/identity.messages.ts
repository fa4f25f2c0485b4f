import { defineMessages } from '../platform/messages';

/** What the identity capability says to users, in both languages. */
export const identityMessages = defineMessages({
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
});
