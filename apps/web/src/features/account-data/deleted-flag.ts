/** Set just before the signed-out app goes to `/`, read once there by `AccountDeletedNotice`. */
export const ACCOUNT_DELETED_FLAG = 'scola.accountDeleted';
