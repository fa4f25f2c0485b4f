export const auditLog = 'audit log';
