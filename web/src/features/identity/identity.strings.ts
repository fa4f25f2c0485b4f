import type { Translation } from '../../i18n/translation';

/** What the identity screens say, in English and Vietnamese (the same keys, checked by the compiler). */
const en = {
  titles: { login: 'Log in', logout: 'Log out', register: 'Register', verifyEmail: 'Verify email', users: 'Users' },
  drawer: { users: 'Users' },
  auth: {
    login: 'Login',
    signUp: 'Sign Up',
    logout: 'Logout',
    email: 'Email',
    password: 'Password',
    confirmPassword: 'Confirm password',
    firstName: 'First name',
    lastName: 'Last name',
    phone: 'Phone',
    noAccount: 'No account yet? Sign up',
    haveAccount: 'Already registered? Log in',
    registerTitle: 'Create your account',
    almostDone: 'You are almost done',
    verificationSent: 'We sent a verification email to {{email}}. Open the link in it to finish.',
    verifying: 'Verifying your email…',
    verified: 'Thank you for joining... Your registration is complete. Go ahead and log in.',
    loggingOut: 'You are being logged out...',
    shipmentManager: 'Shipment Manager',
    account: 'Account menu',
  },
  users: {
    title: 'Users',
    columns: { id: 'Id', name: 'Name', email: 'Email', verified: 'Verified', role: 'Role', actions: 'Actions' },
    roles: { root: 'Root', admin: 'Admin', customer: 'Customer' },
    makeAdmin: 'Make admin',
    removeAdmin: 'Remove admin',
  },
};

const vi: Translation<typeof en> = {
  titles: { login: 'Đăng nhập', logout: 'Đăng xuất', register: 'Đăng ký', verifyEmail: 'Xác nhận email', users: 'Người dùng' },
  drawer: { users: 'Người dùng' },
  auth: {
    login: 'Đăng nhập',
    signUp: 'Đăng ký',
    logout: 'Đăng xuất',
    email: 'Email',
    password: 'Mật khẩu',
    confirmPassword: 'Nhập lại mật khẩu',
    firstName: 'Tên',
    lastName: 'Họ',
    phone: 'Số điện thoại',
    noAccount: 'Chưa có tài khoản? Đăng ký',
    haveAccount: 'Đã có tài khoản? Đăng nhập',
    registerTitle: 'Tạo tài khoản',
    almostDone: 'Bạn sắp hoàn tất',
    verificationSent: 'Chúng tôi đã gửi email xác nhận tới {{email}}. Mở liên kết trong email để hoàn tất.',
    verifying: 'Đang xác nhận email…',
    verified: 'Cảm ơn bạn đã tham gia... Đăng ký đã hoàn tất. Hãy đăng nhập.',
    loggingOut: 'Đang đăng xuất...',
    shipmentManager: 'Quản lý vận chuyển',
    account: 'Menu tài khoản',
  },
  users: {
    title: 'Người dùng',
    columns: { id: 'Mã', name: 'Họ tên', email: 'Email', verified: 'Đã xác nhận', role: 'Vai trò', actions: 'Thao tác' },
    roles: { root: 'Quản trị gốc', admin: 'Quản trị viên', customer: 'Khách hàng' },
    makeAdmin: 'Cấp quyền quản trị',
    removeAdmin: 'Thu hồi quyền quản trị',
  },
};

export const identityStrings = { en, vi };
