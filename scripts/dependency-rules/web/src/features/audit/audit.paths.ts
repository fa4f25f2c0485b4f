export const auditPaths = { history: '/audit' };
